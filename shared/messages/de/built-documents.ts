import type { Translation } from '../../i18n/translation.ts';
import type { builtDocuments } from '../built-documents.ts';

export default {
  builtDocuments: {
    tooManyBuilds:
      'Dokumente können für ein Konto höchstens {0, number}-mal pro Minute erstellt werden. Bitte versuchen Sie es in {1, plural, one {# Sekunde} other {# Sekunden}} erneut.',
  },
} satisfies { builtDocuments: Translation<typeof builtDocuments> };
