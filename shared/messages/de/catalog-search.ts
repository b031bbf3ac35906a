import type { Translation } from '../../i18n/translation.ts';
import type { catalogSearch } from '../catalog-search.ts';

export default {
  catalogSearch: {
    showingResultsFor: 'Ergebnisse für {0}',
    someWords: 'Kein Produkt enthält alle diese Wörter: Es werden Produkte mit einigen davon angezeigt.',
  },
} satisfies { catalogSearch: Translation<typeof catalogSearch> };
