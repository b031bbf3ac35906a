import type { Translation } from '../../i18n/translation.ts';
import type { purchaseOrders } from '../purchase-orders.ts';

export default {
  purchaseOrders: {
    notFound: 'Bestellung nicht gefunden',
    emptyCart: 'Ihr Warenkorb ist leer. Legen Sie Produkte in den Warenkorb, bevor Sie eine Bestellung aufgeben.',
    cartChanged:
      'Ihr Warenkorb hat sich geändert, während die Bestellung aufgegeben wurde. Prüfen Sie ihn und geben Sie die Bestellung erneut auf.',
    lineProblem: '{0}: {1}',
    poNumberTooLong: 'Eine Bestellnummer darf höchstens {0, number} Zeichen lang sein',
    notesTooLong: 'Anmerkungen dürfen höchstens {0, number} Zeichen lang sein',
    dateFormat: 'Geben Sie das Datum im Format JJJJ-MM-TT ein',
    dateInPast: 'Der gewünschte Liefertermin darf nicht in der Vergangenheit liegen',
    paymentMethod: 'Zahlen Sie mit Karte: Für den Kauf auf Rechnung braucht Ihre Firma Zahlungsbedingungen',
    carrierRequired: 'Geben Sie den Spediteur ein',
    trackingRequired: 'Geben Sie die Sendungsnummer ein',
    nothingToPay: 'Für diese Bestellung ist nichts mehr zu bezahlen',
    notPayable: 'Diese Bestellung kann nicht mehr bezahlt werden',
    amountChanged:
      'Der zu zahlende Betrag hat sich während Ihrer Zahlung geändert; die Zahlung wurde erstattet. Öffnen Sie die Bestellung und bezahlen Sie erneut.',
    cannotMove: 'Eine Bestellung, die {0} ist, kann nicht als {1} markiert werden',
    onlyUnpaidCancel: 'Nur unbezahlte Bestellungen können vom Käufer storniert werden',
    cannotCancel: 'Eine Bestellung, die {0} ist, kann nicht storniert werden',
    cancelWholeOrder:
      'Diese Bestellung wurde zusammen mit den anderen Positionen der Bestellung {0} bezahlt: Stornieren Sie stattdessen die gesamte Bestellung.',
    invoiceNotYet: 'Die Rechnung wird ausgestellt, sobald die Bestellung bezahlt ist',
  },
} satisfies { purchaseOrders: Translation<typeof purchaseOrders> };
