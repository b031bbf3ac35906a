import type { Translation } from '../../i18n/translation.ts';
import type { productTranslationTexts } from '../product-translations.ts';

export default {
  productTranslationTexts: {
    heading: 'Übersetzungen',
    hint: 'Name und Beschreibung, die Käufer in einer anderen Sprache lesen. Leer gelassen, lesen sie den englischen Text.',
    name: 'Name ({0})',
    about: 'Beschreibung ({0})',
  },
} satisfies { productTranslationTexts: Translation<typeof productTranslationTexts> };
