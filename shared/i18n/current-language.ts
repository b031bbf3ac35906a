import { defaultLanguage, isLanguage, type Language } from './languages.ts';

type LanguageSource = () => string | undefined;

// A global slot rather than a module variable: the server and its bundled page renderer
// (client/dist-server) each hold their own copy of this module, and both must read the
// request's language from the one source the server sets.
const slot = Symbol.for('rare-metals-store.language-source');
const holder = globalThis as typeof globalThis & {
  [slot]?: LanguageSource;
  // Typed here, not by the DOM library: the server compiles this module too.
  document?: { documentElement: { lang: string } };
};

/** The server sets its request-scoped source once (server/src/i18n/request-language.ts). */
export function setLanguageSource(source: LanguageSource): void {
  holder[slot] = source;
}

/**
 * The language of what is being rendered now: the request's (or a mail's recipient's) on the
 * server, the page's `<html lang>` in the browser, English otherwise.
 */
export function currentLanguage(): Language {
  const source = holder[slot];
  const wanted = source ? source() : holder.document?.documentElement.lang;
  return isLanguage(wanted) ? wanted : defaultLanguage;
}
