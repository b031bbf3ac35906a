import type { Language } from '#shared/i18n/languages.ts';
import { inLanguage } from '../../server/src/i18n/request-language.ts';
import { loadServerTexts } from '../../server/src/i18n/translation-files.ts';

/**
 * The store's texts in another language, for a browser test to find them as a German or French
 * buyer reads them: `say('de', () => cart.addToCart)`. Loads the translations of every catalog
 * the test has imported (call once they are imported, e.g. in `beforeAll`).
 */
export async function textsIn(): Promise<<T>(language: Language, read: () => T) => T> {
  await loadServerTexts();
  return (language, read) => inLanguage(language, read);
}
