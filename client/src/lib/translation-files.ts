import { loadTexts, setTranslationLoader } from '#shared/i18n/load-texts.ts';

// One chunk per language and catalog file: a page loads the catalogs of the code it runs, in its
// language, and nothing else (the first-load budget). Loaded only for a language other than English.
const files = import.meta.glob<{ default: unknown }>('../../../shared/messages/*/*.ts');

setTranslationLoader((language, file) => {
  const load = files[`../../../shared/messages/${language}/${file}.ts`];
  return load ? load() : Promise.reject(new Error(`No ${language} catalog ${file}`));
});

/** The page's language for every catalog its code has registered so far. */
export const loadPageTexts = () => loadTexts();
