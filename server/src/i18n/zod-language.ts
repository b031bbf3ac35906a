import { z } from 'zod';
import { currentLanguage } from '#shared/i18n/current-language.ts';
import type { Language } from '#shared/i18n/languages.ts';

/*
 * Zod's own messages ("Invalid input: expected string, received number"), for a field whose schema
 * gives none of ours, in the request's language (PRODUCT.md §18) from zod's own locales. Server
 * only: the web app words its forms' problems from our catalogs, and the locales would weigh on
 * its first load.
 */
const zodMessages: Record<Language, z.core.$ZodErrorMap> = {
  en: z.locales.en().localeError,
  de: z.locales.de().localeError,
  fr: z.locales.fr().localeError,
};

/** Once, at the server's start: every later parse words zod's defaults in `currentLanguage()`. */
export function speakZodInRequestLanguage(): void {
  z.config({ localeError: (issue) => zodMessages[currentLanguage()](issue) });
}
