/**
 * The languages the store speaks (PRODUCT.md §18). Adding one is adding its code here and one
 * folder of catalogs beside each English catalog in shared/messages (docs/decisions/035).
 */
export const languages = ['en', 'de', 'fr'] as const;
export type Language = (typeof languages)[number];

/** English is the default and the fallback: every SPEC.md text is its catalog, verbatim. */
export const defaultLanguage: Language = 'en';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/**
 * The locale each language formats numbers, money and dates in: the store's English has always
 * been American ("1,250.5 m", "11/25/2026").
 */
export const localeOf: Record<Language, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };

/** Each language named in itself, as a language chooser shows it (never translated). */
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };
