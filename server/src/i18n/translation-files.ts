import { loadTexts, setTranslationLoader } from '#shared/i18n/load-texts.ts';

const catalogFolder = new URL('../../../shared/messages/', import.meta.url);

/**
 * The server reads each language's catalogs from shared/messages/<language>/ and loads them for
 * every catalog its code (and the page renderer's) imported: call once the app's modules are in.
 */
export async function loadServerTexts(): Promise<void> {
  setTranslationLoader((language, file) => import(new URL(`${language}/${file}.ts`, catalogFolder).href));
  await loadTexts();
}
