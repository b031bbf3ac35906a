import type { Translation } from '../../i18n/translation.ts';
import type { companyOrders } from '../company-orders.ts';

export default {
  companyOrders: {
    notPendingApproval:
      'Diese Bestellung ist {0}: Nur eine Bestellung, die auf Freigabe wartet, kann freigegeben oder abgelehnt werden',
    ownOrder: 'Sie können Ihre eigene Bestellung nicht freigeben oder ablehnen',
    onlyCompanyAdmin: 'Nur ein Administrator der Firma, zu der die Bestellung gehört, kann sie freigeben oder ablehnen',
    overpaid: 'Der Betrag übersteigt den für diese Bestellung noch offenen Betrag ({0})',
    notOnAccount:
      'Zahlungen werden für Bestellungen auf Rechnung erfasst; Bestellungen mit Kartenzahlung werden per Karte bezahlt.',
    notPayableNow: 'Für eine Bestellung, die {0} ist, ist keine Zahlung möglich',
    payWithOrder:
      'Diese Bestellung ist Teil einer Firmenbestellung, die auf Freigabe wartet oder auf Rechnung läuft: Bezahlen Sie sie über diese Firmenbestellung.',
    notCompanyAdmin: 'Nur die Administratoren Ihrer Firma sehen deren Kontoauszug',
    noCompany: 'Sie gehören keiner Firma an',
    placedOnAccount: 'Auf Rechnung, {0}, fällig am {1}',
    approvedNote: 'Freigegeben von {0}',
    transferNote: '{0}, {1}',
    statementCsvHeader: [
      'Rechnung',
      'Bestellnummer',
      'Datum',
      'Fälligkeitsdatum',
      'Betrag',
      'Bezahlt',
      'Offen',
      'Überfällig',
      'Währung',
    ],
    mail: {
      waitingNextStep:
        'Ein Firmenadministrator muss diese Bestellung zuerst freigeben (Freigabegrenze Ihrer Firma oder Ihr Monatslimit). Sie erhalten eine E-Mail, sobald entschieden ist.',
      onAccountNextStep:
        'Sie müssen jetzt nichts bezahlen: Die Bestellung läuft auf Rechnung Ihrer Firma, die Rechnung ist am {0} fällig. Wir beginnen jetzt mit der Fertigung.',
      waitingSubject: 'Bestellung {0} wartet auf Ihre Freigabe',
      waitingText: '{1} hat die Bestellung {0} über {2} aufgegeben. {3}.\n\nFreigeben oder ablehnen: {4}',
      approvedSubject: 'Bestellung {0} wurde freigegeben',
      approvedText: 'Ihre Bestellung {0} wurde freigegeben und wird ausgeführt.\n\n{1}',
      rejectedSubject: 'Bestellung {0} wurde abgelehnt',
      rejectedText: 'Ihre Bestellung {0} wurde abgelehnt: {1}\n\nDer reservierte Bestand wurde wieder freigegeben. {2}',
      invoiceSubject: 'Rechnung {0} (Kauf auf Rechnung)',
      invoiceHeading: 'Ihre Rechnung (Kauf auf Rechnung)',
      invoiceIntro: 'Die Bestellung {0} über {1} wurde auf Rechnung aufgegeben ({2}). Die Rechnung ist am {3} fällig.',
      overdueSubject: 'Rechnung {0} ist überfällig',
      overdueText:
        'Rechnung {0} war am {2} fällig; {1} sind noch offen. Bitte begleichen Sie den Betrag oder erfassen Sie die Überweisung.\n\nKontoauszug: {3}',
    },
    termsWords: { net15: '15 Tage netto', net30: '30 Tage netto', net45: '45 Tage netto', net60: '60 Tage netto' },
  },
} satisfies { companyOrders: Translation<typeof companyOrders> };
