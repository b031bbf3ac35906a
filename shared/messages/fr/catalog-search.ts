import type { Translation } from '../../i18n/translation.ts';
import type { catalogSearch } from '../catalog-search.ts';

export default {
  catalogSearch: {
    showingResultsFor: 'Résultats pour {0}',
    someWords: 'Aucun produit ne contient tous ces mots : voici les produits qui en contiennent certains.',
  },
} satisfies { catalogSearch: Translation<typeof catalogSearch> };
