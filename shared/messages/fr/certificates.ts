import type { Translation } from '../../i18n/translation.ts';
import type { certificates } from '../certificates.ts';

export default {
  certificates: {
    fileWords: 'un PDF',
    lineNotFound: 'Ce bon de commande ne comporte pas cette ligne',
    lineCancelled: 'Cette ligne est annulée : elle ne livre aucun matériau à certifier',
    note: '{0}, coulée {1}, ligne {2}',
    documentNotFound: 'Document introuvable',
  },
} satisfies { certificates: Translation<typeof certificates> };
