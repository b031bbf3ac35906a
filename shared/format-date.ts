/**
 * The one date format of the store per language (PRODUCT.md §18, §23): shared/i18n/format-date.ts,
 * kept at this address for the many pages, mails and PDFs that import it.
 */
export { type DateFormatOptions, formatDate } from './i18n/format-date.ts';
