import { z } from 'zod';
import { languages } from './languages.ts';

/** The language chooser's cookie (PRODUCT.md §18): read by the server for every request. */
export const languageCookie = 'lang';
/** `?lang=de` on any URL: the page (or API answer) in that language, whatever else says. */
export const languageParam = 'lang';

export const languageSchema = z.enum(languages);

/** GET/PUT /language: the caller's language, where it came from, and the languages offered. */
export const chosenLanguageSchema = z.object({
  language: languageSchema,
  offered: z.array(languageSchema),
  source: z.enum(['query', 'cookie', 'profile', 'browser', 'default']),
});
export type ChosenLanguage = z.infer<typeof chosenLanguageSchema>;

export const chooseLanguageInputSchema = z.strictObject({ language: languageSchema });
