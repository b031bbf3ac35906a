import { echo } from '../../echo.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { Translation } from '../../i18n/translation.ts';
import type { unitTexts } from '../units.ts';

export default {
  unitTexts: {
    unitLabels: { pcs: 'Stk.', m: 'm', kg: 'kg' },
    unitNames: { pcs: 'pro Stück', m: 'pro Meter', kg: 'pro Kilogramm' },
    unitChoice: 'Wählen Sie pcs (Stück), m oder kg',
    belowMinimum: 'Die Mindestbestellmenge beträgt {0}',
    aboveTotal: 'Sie können nicht mehr als {0} bestellen',
    notMultiple: 'Die Menge muss ein Vielfaches von {0} sein',
    aboveMaximum: 'Sie können höchstens {0} pro Bestellung bestellen',
    quantityPositive: 'Die Menge muss größer als 0 sein',
    piecesWhole: 'Dieses Produkt wird pro Stück verkauft: Die Menge muss eine ganze Zahl sein',
    tooManyDecimals: '{0} darf höchstens 3 Dezimalstellen haben',
    tooLarge: '{0} ist zu groß',
    wholeInPieces: '{0} muss bei einem Produkt, das pro Stück verkauft wird, eine ganze Zahl sein',
    densityPositive: 'Die Dichte muss größer als 0 g/cm³ sein',
    densityTooLarge: 'Die Dichte darf höchstens 30 g/cm³ betragen',
    density: 'Dichte',
    notCutToLength: 'Dieses Produkt wird nicht auf Länge zugeschnitten',
    cutOnlyByMetre: 'Nur ein Produkt, das pro Meter verkauft wird, kann auf Länge zugeschnitten werden',
    piecesPositive: 'Die Stückzahl muss eine ganze Zahl von mindestens 1 sein',
    piecesTooMany: 'Höchstens {0, number} Stück pro Zuschnittposition',
    lengthWholeMm: 'Die Länge muss in ganzen Millimetern angegeben werden',
    lengthOutOfBounds: 'Die Länge muss zwischen {0, number} mm und {1, number} mm liegen',
    cutBoundsOrder: 'Die kürzeste Zuschnittlänge darf nicht größer als die längste sein',
    cutFeeCents: 'Die Zuschnittgebühr darf höchstens zwei Dezimalstellen haben',
    cutFeeNegative: 'Die Zuschnittgebühr darf nicht negativ sein',
    cutNotFound: 'Zuschnittposition nicht gefunden',
    // The sent value is echoed cut to length, as in English (PRODUCT.md §21): functions, not ICU.
    cutQuantityMismatch: (given: string, quantity: number) =>
      `Die Menge ${echo(given)} entspricht nicht Stückzahl × Länge (${formatNumber(quantity, undefined, 'de')} m); lassen Sie sie bei einem Zuschnitt leer`,
    quickOrderUnit: (value: string, unit: string) =>
      `Die Menge „${echo(value)}“ kann nicht in ${unit} bestellt werden.`,
    cutNeedsBoth: 'Ein Zuschnitt erfordert sowohl pieces als auch lengthMm',
    cutOrQuantity: 'Senden Sie entweder productQuantity oder pieces und lengthMm, nicht beides',
    cutLine: '{0, number} × {1} mm',
    cutOnInvoice: 'Zuschnitt {0}, Zuschnittgebühr {1} pro Stück',
    weight: 'Gewicht',
    weightPerMetre: 'Gewicht pro Meter',
    totalWeight: 'Gesamtgewicht',
  },
} satisfies { unitTexts: Translation<typeof unitTexts> };
