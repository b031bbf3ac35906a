import { localized } from '../i18n/localized.ts';
/** Texts of a product's translations (PRODUCT.md §18): the admin forms' section and its checks. */
export const productTranslationTexts = localized(
  'productTranslationTexts',
  {
    /** The admin forms' section heading. */
    heading: 'Translations',
    hint: 'The name and description buyers read in another language. Left empty, they read the English.',
    /** A field's label; the argument is the language's own name ("Deutsch"). */
    name: (language: string) => `Name (${language})`,
    about: (language: string) => `About (${language})`,
  },
  'product-translations',
);
