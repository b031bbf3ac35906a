import { localized } from '../i18n/localized.ts';
/**
 * Texts of the documents the store builds from an order (invoice PDFs, later ZIPs; ADR 025). Only
 * the server writes them, so they stay out of `messages` (shared/messages.ts), which the web app's
 * first load carries; the pages show the answer's `message`.
 */
export const builtDocuments = localized(
  'builtDocuments',
  {
    /** 429 once an account has had its PDFs and ZIPs built too often (PRODUCT.md §21). */
    tooManyBuilds: (perMinute: number, seconds: number) =>
      `Documents can be prepared at most ${perMinute} times a minute for one account. Please try again in ${seconds} ${
        seconds === 1 ? 'second' : 'seconds'
      }.`,
  } as const,
  'built-documents',
);
