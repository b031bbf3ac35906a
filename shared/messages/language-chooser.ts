import { localized } from '../i18n/localized.ts';

/** Texts of the language chooser in the navbar and the footer (PRODUCT.md §18). */
export const languageChooser = localized(
  'languageChooser',
  {
    /** The select's accessible name. */
    label: 'Language',
  },
  'language-chooser',
);
