import type { Translation } from '../../i18n/translation.ts';
import type { purchaseOrders } from '../purchase-orders.ts';

/**
 * The server names an order's status in English words (server/src/modules/orders/status-words.ts),
 * some of several words, which an ICU select cannot match: they are put into German here, any
 * other word kept as it came. Used by ./company-orders.ts too.
 */
const statusWords: Record<string, string> = {
  unpaid: 'unbezahlt',
  paid: 'bezahlt',
  'in production': 'in Produktion',
  'partially shipped': 'teilweise versandt',
  shipped: 'versandt',
  delivered: 'zugestellt',
  cancelled: 'storniert',
  'waiting for approval': 'noch nicht freigegeben',
  confirmed: 'bestätigt',
  rejected: 'abgelehnt',
  'held for export compliance': 'von der Exportkontrolle zur Prüfung angehalten',
};
export const statusWord = (english: string): string => statusWords[english] ?? english;

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
    cannotMove: (from: string, to: string) =>
      `Eine Bestellung, die ${statusWord(from)} ist, kann nicht als ${statusWord(to)} markiert werden`,
    onlyUnpaidCancel: 'Nur unbezahlte Bestellungen können vom Käufer storniert werden',
    cannotCancel: (status: string) => `Eine Bestellung, die ${statusWord(status)} ist, kann nicht storniert werden`,
    cancelWholeOrder:
      'Diese Bestellung wurde zusammen mit den anderen Positionen der Bestellung {0} bezahlt: Stornieren Sie stattdessen die gesamte Bestellung.',
    invoiceNotYet: 'Die Rechnung wird ausgestellt, sobald die Bestellung bezahlt ist',
  },
} satisfies { purchaseOrders: Translation<typeof purchaseOrders> };
