import type { Translation } from '../../i18n/translation.ts';
import type { unitPages } from '../unit-pages.ts';

export default {
  unitPages: {
    inStock: '{0} auf Lager',
    from: 'ab {0}',
    quantityIn: 'Menge ({0})',
    quantityHint: 'Bis zu 3 Dezimalstellen, in Schritten von {0}',
    quantityBetween: 'Zwischen {0} und {1}, bis zu 3 Dezimalstellen',
    weightPerPiece: 'Gewicht pro Stück',
    cutToLength: 'Zuschnitt auf Länge',
    cutHint: 'Wir schneiden die Stange in Stücke der gewünschten Länge; der Zuschnitt kostet {0} pro Stück.',
    pieces: 'Stückzahl',
    lengthMm: 'Länge (mm)',
    lengthBounds: 'Zwischen {0} mm und {1} mm, in ganzen Millimetern',
    piecesHint: 'Ganze Stückzahl, mindestens 1',
    metal: 'Metall',
    cutFees: 'Zuschnitt ({0, number} × {1})',
    lineWeight: 'Geschätztes Gewicht',
    cutSignIn:
      'Melden Sie sich an, um Zuschnitte in den Warenkorb zu legen: Zuschnittpositionen werden in Ihrem Konto gespeichert.',
    signInToCut: 'Anmelden, um Zuschnitte zu bestellen',
    cutAdded: '{0}: Zuschnitte in den Warenkorb gelegt',
    priceSortHint:
      'Preise werden innerhalb einer Einheit verglichen: zuerst pro Stück, dann pro Meter, dann pro Kilogramm.',
    weightColumn: 'Gewicht',
    cutFeeOf: 'Zuschnittgebühr {0} pro Stück',
    removeCut: '{0} von {1} entfernen',
    packing: 'Verpackung',
    packingCaption: 'Packliste der Bestellung {0}',
    packingPieces: 'Zu verpackende Stücke',
    noWeight: '—',
    quickOrderCutHelp:
      'Für Zuschnitte geben Sie die Stückzahl und die Länge in Millimetern an: sku,quantity,pieces,lengthMm (quantity leer lassen), z. B. TI-TUBE-6,,7,1250. Mengen in m und kg dürfen 3 Dezimalstellen haben (mit Punkt): TI-WIRE-1,2.4.',
    unitLabel: 'Verkaufseinheit',
    unitOptions: { pcs: 'Stück (Stk.)', m: 'Meter (m)', kg: 'Kilogramm (kg)' },
    unitHint:
      'Bestand, Mindestbestellmenge, Bestellvielfaches, Höchstmenge, Staffelpreise und Preis werden in dieser Einheit angegeben.',
    densityLabel: 'Dichte (g/cm³)',
    densityHint: 'Abhängig von der Legierung, z. B. 4,51 für Titan Grade 2; dient zur Schätzung der Gewichte.',
    unitSection: 'Einheit, Dichte und Zuschnitt',
    cutToLengthLabel: 'Zuschnitt auf Länge (nur für Produkte, die pro Meter verkauft werden)',
    minLengthMm: 'Kürzestes Stück (mm)',
    maxLengthMm: 'Längstes Stück (mm)',
    cutFee: 'Zuschnittgebühr pro Stück ($)',
  },
} satisfies { unitPages: Translation<typeof unitPages> };
