import type { Translation } from '../../i18n/translation.ts';
import type { certificatePortal } from '../certificate-portal.ts';

export default {
  certificatePortal: {
    menu: 'Zeugnisse',
    title: 'Werkszeugnisse',
    intro:
      'Alle Werkszeugnisse Ihrer Bestellungen. Suchen Sie nach Schmelze, Auftrag, Bestellnummer oder Werkstoffgüte und laden Sie eine einzelne Datei oder mehrere als ZIP herunter.',
    search: 'Nach Schmelze, Auftrag, Bestellnummer oder Güte suchen',
    searchPlaceholder: 'z. B. H-1234, RM-000123, PO-77 oder 6Al-4V',
    caption: 'Zeugnisse Ihrer Bestellungen',
    columns: {
      select: 'Auswählen',
      heatNumber: 'Schmelzennummer',
      product: 'Produkt',
      grade: 'Güte',
      standard: 'Norm',
      type: 'Art',
      order: 'Auftrag',
      poNumber: 'Ihre Bestellnummer',
      date: 'Datum',
      file: 'Datei',
    },
    selectRow: 'Zeugnis der Schmelze {0}, {1} auswählen',
    selectAll: 'Alle Zeugnisse auf dieser Seite auswählen',
    noHeat: 'keine',
    none: '—',
    downloadSelected: 'Auswahl herunterladen (ZIP)',
    selectedCount: '{0, plural, one {# Zeugnis ausgewählt} other {# Zeugnisse ausgewählt}}',
    empty: 'Noch keine Zeugnisse: Sie erscheinen hier, sobald der Shop sie den Positionen Ihrer Bestellungen zuordnet.',
    noMatch: 'Kein Zeugnis entspricht „{0}“.',
    zipFileName: 'Zeugnisse-{0}.zip',
    zipEntry: '{0}/{1}-{2}',
    lineLabel: 'Position-{0}',
    notFound: 'Zeugnis nicht gefunden',
    idsRequired: 'Wählen Sie mindestens ein Zeugnis aus',
    tooManyIds: 'Wählen Sie höchstens {0, number} Zeugnisse auf einmal aus',
  },
} satisfies { certificatePortal: Translation<typeof certificatePortal> };
