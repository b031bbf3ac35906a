import type { Translation } from '../../i18n/translation.ts';
import type { statusWords } from '../status-words.ts';

// Feminine: the sentences that take these say « une commande ».
export default {
  statusWords: {
    unpaid: 'impayée',
    paid: 'payée',
    in_production: 'en production',
    partially_shipped: 'partiellement expédiée',
    shipped: 'expédiée',
    delivered: 'livrée',
    cancelled: 'annulée',
    pending_approval: 'en attente d’approbation',
    confirmed: 'confirmée',
    rejected: 'refusée',
    compliance_hold: 'retenue pour vérification (conformité export)',
  },
} satisfies { statusWords: Translation<typeof statusWords> };
