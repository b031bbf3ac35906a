import { IntlMessageFormat } from 'intl-messageformat';
import { currentLanguage } from './current-language.ts';
import { defaultLanguage, type Language, languages, localeOf } from './languages.ts';
import { type Catalog, type Domain, textState, type TranslationLoader } from './text-state.ts';

/*
 * Loading and formatting translations: imported lazily by the web app (never for English, so the
 * storefront's first load in English carries neither this nor the ICU parser: the 100 KB budget).
 */

export function setTranslationLoader(loader: TranslationLoader): void {
  textState.loader = loader;
  textState.render = rendered;
}

async function loadInto(domain: Domain, language: Language): Promise<void> {
  const { loader } = textState;
  if (!loader || language === defaultLanguage || domain.translations.has(language)) return;
  const file = (await loader(language, domain.file).catch(() => undefined))?.default as
    Record<string, Catalog | undefined> | undefined;
  // A catalog not written yet: the English text stands in, and the catalog test names it.
  domain.translations.set(language, file?.[domain.name] ?? {});
}

/**
 * Loads the translations of every catalog imported so far that lacks them: in the browser its
 * page's language, on the server every language (each request may speak another). Called once
 * code has arrived: at the start, and after each lazily loaded chunk (client/src/lib/with-texts.ts).
 */
export async function loadTexts(only?: Language): Promise<void> {
  const inBrowser = 'document' in globalThis;
  const wanted = only ? [only] : inBrowser ? [currentLanguage()] : languages;
  await Promise.all(textState.domains.flatMap((domain) => wanted.map((language) => loadInto(domain, language))));
}

function rendered(english: unknown, translated: unknown, language: Language): unknown {
  if (typeof english === 'function') {
    if (typeof translated === 'function') return translated;
    if (typeof translated !== 'string') return english;
    return (...args: unknown[]) => formatMessage(translated, language, args);
  }
  if (Array.isArray(english)) {
    return Array.isArray(translated) ? translated.map((text) => formatMessage(String(text), language, [])) : english;
  }
  return typeof english === 'string' && typeof translated === 'string'
    ? formatMessage(translated, language, [])
    : english;
}

const compiled = new Map<string, IntlMessageFormat>();

/** One ICU message in `language`, its arguments by position (`{0}`, `{1}`). */
export function formatMessage(message: string, language: Language, args: readonly unknown[]): string {
  const cacheKey = `${language}\u0000${message}`;
  let formatter = compiled.get(cacheKey);
  if (!formatter) compiled.set(cacheKey, (formatter = new IntlMessageFormat(message, localeOf[language])));
  return String(formatter.format(Object.fromEntries(args.map((value, index) => [String(index), value]))));
}
