import type { Translation } from '../../i18n/translation.ts';
import type { catalogSearch } from '../catalog-search.ts';

export default {
  catalogSearch: {
    showingResultsFor: 'Ergebnisse für {0}',
  },
} satisfies { catalogSearch: Translation<typeof catalogSearch> };
