import { currentLanguage } from '#shared/i18n/current-language.ts';

/**
 * A lazily loaded chunk, once its catalogs' translations are in too: its code registered its
 * catalogs as it ran, and the page must not render them in English first (PRODUCT.md §18).
 * Every dynamic import of the web app goes through here (server/src/build/lazy-chunk-texts.test.ts).
 * In English nothing more is loaded: the loader itself is a chunk of its own.
 */
export async function withTexts<T>(chunk: Promise<T>): Promise<T> {
  const loaded = await chunk;
  if (currentLanguage() !== 'en') await (await import('./translation-files.ts')).loadPageTexts();
  return loaded;
}
