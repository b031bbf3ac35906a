import type { Translation } from '../../i18n/translation.ts';
import type { remnantsUi } from '../remnants-ui.ts';

export default {
  remnantsUi: {
    heading: 'Reststücke',
    addToCart: 'Reststück in den Warenkorb',
    intro:
      'Stangenreste aus dem Zuschnitt, jedes mindestens so lang wie der kürzeste Zuschnitt des Produkts, nur im Ganzen und einmalig verkauft, mit Rabatt auf den Meterpreis.',
    resultCount: '{0, plural, one {# Reststück} other {# Reststücke}}',
    none: 'Keine Reststücke entsprechen diesen Filtern.',
    clearFilters: 'Filter zurücksetzen',
    lengthMin: 'Länge ab (mm)',
    lengthMax: 'Länge bis (mm)',
    applyLength: 'Anwenden',
    invalidFilters: 'Diese Filter sind ungültig, daher können keine Reststücke angezeigt werden.',
    caption: 'Reststücke im Verkauf',
    columns: {
      product: 'Produkt',
      grade: 'Güte',
      size: 'Abmessung',
      heat: 'Schmelze',
      certificate: 'Zeugnis',
      length: 'Länge',
      price: 'Preis',
      buy: 'Kaufen',
    },
    length: '{0, number} mm',
    noCertificate: 'Keines hinterlegt',
    signInToBuy: 'Zum Kaufen anmelden',
    inYourCart: 'In Ihrem Warenkorb',
    added: 'Zum Warenkorb hinzugefügt: Reststück von {0}, {1, number} mm',
    ofProduct: 'Reststücke dieses Produkts',
    ofProductLink: 'Alle Reststücke dieses Produkts',
    badge: 'Reststück',
    removeLabel: 'Reststück von {0}, {1, number} mm entfernen',
    discount: 'Rabatt auf Reststücke (%)',
  },
} satisfies { remnantsUi: Translation<typeof remnantsUi> };
