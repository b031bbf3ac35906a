import type { Translation } from '../../i18n/translation.ts';
import type { remnants } from '../remnants.ts';

export default {
  remnants: {
    barLength: 'Geben Sie die Stangenlänge in mm an (eine ganze Zahl, mindestens 1)',
    barCount: 'Geben Sie die Anzahl der Stangen an (eine ganze Zahl, mindestens 1)',
    barsBoth: 'Geben Sie sowohl die Stangenlänge als auch die Anzahl der Stangen an',
    barsNotCut: 'Nur ein Produkt mit Zuschnitt auf Länge führt Stangen',
    barsQuantity:
      'Ein Los aus Stangen umfasst die Länge der Stangen: Lassen Sie die Menge weg oder geben Sie Stangenlänge × Anzahl in Metern an',
    quantityOrBars: 'Geben Sie eine Menge an oder die Stangenlänge und die Anzahl der Stangen',
    noBars: 'aus den Stangen keiner Schmelze lassen sich {0, number} × {1, number} mm schneiden',
    lengthWhole: 'Geben Sie eine Länge in ganzen Millimetern an',
    lengthRange: 'Die kürzeste Länge darf nicht größer sein als die längste',
    unknownProduct: 'Unbekanntes Produkt',
    notFound: 'Reststück nicht gefunden',
    taken: 'Dieses Reststück wurde soeben an einen anderen Käufer vergeben',
    sold: 'Dieses Reststück ist verkauft',
    goneAtCheckout: 'dieses Reststück ist nicht mehr verfügbar: Entfernen Sie es aus dem Warenkorb',
  },
} satisfies { remnants: Translation<typeof remnants> };
