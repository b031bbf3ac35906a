import type { Translation } from '../../i18n/translation.ts';
import type { outbox } from '../outbox.ts';

export default {
  outbox: {
    page: {
      title: 'Postausgang',
      intro:
        'E-Mails, die der Shop versendet. Fehlgeschlagene und nicht zugestellte Nachrichten stehen oben; Erneut senden stellt eine Nachricht wieder in die Warteschlange.',
      filterLabel: 'Anzeigen',
      all: 'Alle Nachrichten',
      statuses: { pending: 'Ausstehend', sending: 'Wird gesendet', delivered: 'Zugestellt', failed: 'Fehlgeschlagen' },
      columns: {
        topic: 'Art',
        recipient: 'An',
        subject: 'Betreff',
        status: 'Status',
        attempts: 'Versuche',
        lastError: 'Letzter Fehler',
        created: 'Erfasst',
        delivered: 'Zugestellt',
      },
      resend: 'Erneut senden',
      resendLabel: '„{1}“ erneut an {0} senden',
      resent: 'Die Nachricht steht wieder in der Warteschlange.',
      empty: 'Keine Nachrichten.',
      notYetRendered: '(wird beim Versand erstellt)',
    },
    notFound: 'Diese Nachricht gibt es im Postausgang nicht.',
    notResendable: 'Diese Nachricht ist zugestellt oder wird gerade gesendet; es gibt nichts erneut zu senden.',
    staffMail: {
      purchaseOrderPlaced: {
        subject: 'Neue Bestellung {0}',
        heading: 'Eine neue Bestellung',
        intro: '{1} hat die Bestellung {0} über {2} aufgegeben. Sie finden sie unter Alle Bestellungen verwalten.',
        action: 'Bestellung öffnen',
        labels: {
          orderNumber: 'Auftragsnummer',
          buyer: 'Käufer',
          company: 'Firma',
          poNumber: 'Bestellnummer des Kunden',
          lines: 'Positionen',
          total: 'Gesamtbetrag',
          status: 'Status',
          freightToQuote: 'Fracht noch anzubieten',
        },
      },
      footer: '{0}: an die Adresse des Shops gesendet (SELLER_EMAIL).',
    },
  },
} satisfies { outbox: Translation<typeof outbox> };
