import { AsyncLocalStorage } from 'node:async_hooks';
import { setLanguageSource } from '#shared/i18n/current-language.ts';
import type { Language } from '#shared/i18n/languages.ts';

/*
 * The language being spoken now, per async context. Kept apart from the request plugin
 * (request-language.ts) so that a document worker thread can speak a language without loading
 * Fastify: each thread has its own copy, and its own source of `currentLanguage()`.
 */
export const spoken = new AsyncLocalStorage<Language>();
setLanguageSource(() => spoken.getStore());

/**
 * Runs `work` in `language`: every text read meanwhile (messages, formatted numbers and dates) is
 * in it. For work outside a request: a mail or a PDF in its recipient's language.
 */
export function inLanguage<T>(language: Language, work: () => T): T {
  return spoken.run(language, work);
}
