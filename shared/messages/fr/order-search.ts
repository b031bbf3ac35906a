import type { Translation } from '../../i18n/translation.ts';
import type { orderScope, orderSearch } from '../order-search.ts';

export default {
  orderSearch: {
    from: 'Passée du',
    to: 'Passée au',
    rangeBackwards: 'La date « Passée au » doit être identique ou postérieure à la date « Passée du »',
    searchHint: 'Numéro de commande, numéro de bon de commande ou produit',
    clearFilters: 'Effacer les filtres',
  },
  orderScope: {
    label: 'Commandes',
    mine: 'Les miennes',
    company: 'Celles de mon entreprise',
  },
} satisfies { orderSearch: Translation<typeof orderSearch>; orderScope: Translation<typeof orderScope> };
