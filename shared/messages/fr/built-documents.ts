import type { Translation } from '../../i18n/translation.ts';
import type { builtDocuments } from '../built-documents.ts';

export default {
  builtDocuments: {
    tooManyBuilds:
      'Les documents peuvent être préparés au plus {0, number} fois par minute pour un même compte. Veuillez réessayer dans {1, plural, one {# seconde} other {# secondes}}.',
  },
} satisfies { builtDocuments: Translation<typeof builtDocuments> };
