import type { Translation } from '../../i18n/translation.ts';
import type { productTranslationTexts } from '../product-translations.ts';

export default {
  productTranslationTexts: {
    heading: 'Traductions',
    hint: 'Le nom et la description que les acheteurs lisent dans une autre langue. Laissés vides, ils lisent le texte anglais.',
    name: 'Nom ({0})',
    about: 'Description ({0})',
  },
} satisfies { productTranslationTexts: Translation<typeof productTranslationTexts> };
