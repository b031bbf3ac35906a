import { formatNumber } from '../../i18n/format.ts';
import type { Translation } from '../../i18n/translation.ts';
import type { backOffice } from '../back-office.ts';

const count = (n: number) => formatNumber(n, undefined, 'de');

export default {
  backOffice: {
    menu: 'Übersicht',
    heading: 'Übersicht',
    loadFailed: 'Die Übersicht konnte nicht geladen werden.',
    reorderPoint: 'Meldebestand',
    reorderPointHint: 'Unter dieser Menge gilt der Bestand als niedrig. Leer = 3 × Mindestbestellmenge.',
    revenue: {
      heading: 'Umsatz nach Monat',
      rule: 'Bezahlt und nicht erstattet, nach dem Monat der Bestellung (UTC); stornierte Positionen nicht berücksichtigt.',
      chartLabel: 'Umsatz nach Monat von {0} bis {1}, Balkendiagramm',
      showTable: 'Als Tabelle anzeigen',
      hideTable: 'Tabelle ausblenden',
      caption: 'Umsatz und bezahlte Bestellungen nach Monat',
      month: 'Monat',
      revenue: 'Umsatz',
      orders: 'Bezahlte Bestellungen',
      total: 'Letzte 12 Monate',
      none: 'In den letzten 12 Monaten noch keine bezahlten Bestellungen.',
    },
    statuses: {
      heading: 'Bestellungen nach Status',
      caption: 'Bestellungen nach Status',
      status: 'Status',
      count: 'Bestellungen',
      total: 'Gesamt',
      countLink: '{0, plural, one {# Bestellung} other {# Bestellungen}} im Status {1}: Liste öffnen',
      none: 'Noch keine Bestellungen.',
    },
    topProducts: {
      heading: 'Top-Produkte',
      caption: 'Top-Produkte nach Umsatz, letzte 12 Monate',
      product: 'Produkt',
      sku: 'Artikelnummer',
      revenue: 'Umsatz',
      quantity: 'Verkaufte Menge',
      none: 'In den letzten 12 Monaten noch keine Verkäufe.',
    },
    lowStock: {
      heading: 'Niedriger Bestand',
      caption: 'Produkte unter ihrem Meldebestand, niedrigster Bestand zuerst',
      product: 'Produkt',
      sku: 'Artikelnummer',
      stock: 'Auf Lager',
      reorderPoint: 'Meldebestand',
      edit: '{0} bearbeiten',
      // Two counts compared: ICU cannot say "shown of all" only when they differ.
      count: (shown: number, all: number) =>
        shown === all
          ? all === 1
            ? '1 Produkt unter seinem Meldebestand'
            : `${count(all)} Produkte unter ihrem Meldebestand`
          : `${count(shown)} von ${count(all)} Produkten unter ihrem Meldebestand`,
      none: 'Kein Produkt liegt unter seinem Meldebestand.',
    },
    quotes: {
      heading: 'Offene Angebote',
      requested: '{0, plural, one {# Anfrage zu beantworten} other {# Anfragen zu beantworten}}',
      quoted: '{0, plural, one {# Angebot wartet auf den Käufer} other {# Angebote warten auf Käufer}}',
      caption: 'Am längsten wartende Anfragen',
      number: 'Angebot',
      buyer: 'Käufer',
      item: 'Artikel',
      quantity: 'Menge',
      asked: 'Angefragt am',
      none: 'Keine Angebotsanfrage wartet auf eine Antwort.',
    },
  },
} satisfies { backOffice: Translation<typeof backOffice> };
