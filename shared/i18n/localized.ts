import { currentLanguage } from './current-language.ts';
import { defaultLanguage, type Language, languages, localeOf } from './languages.ts';
import type { Translation } from './translation.ts';

type Catalog = Record<string, unknown>;
type Formatter = { format: (values?: Record<string, unknown>) => unknown };
type MessageFormatClass = new (message: string, locale: string) => Formatter;

/**
 * Reads one language's catalog file: `file` is the English catalog's file name in shared/messages
 * (`cart` for cart.ts), the language's is beside it (`de/cart.ts`). The server reads the files
 * (server/src/i18n/translation-files.ts), the browser loads each as a chunk of its own
 * (client/src/i18n/translation-files.ts).
 */
export type TranslationLoader = (language: Language, file: string) => Promise<{ default: unknown }>;

interface Domain {
  /** The catalog's export name, its key in the language's file (one file may hold several). */
  name: string;
  file: string;
  english: Catalog;
  translations: Map<Language, Catalog>;
}

// Global slots, not module variables: the server and its bundled page renderer (client/dist-server)
// each hold a copy of this module, and one load at the server's start serves both.
const registry = globalThis as typeof globalThis & {
  [key: symbol]: unknown;
};
const domainsSlot = Symbol.for('rare-metals-store.text-domains');
const loaderSlot = Symbol.for('rare-metals-store.translation-loader');

/** Every English catalog the running code has imported, for loading a language and for the tests. */
export const domains = (registry[domainsSlot] ??= []) as Domain[];

export function setTranslationLoader(loader: TranslationLoader): void {
  registry[loaderSlot] = loader;
}

// The ICU parser is loaded with the first translation, never for English: the storefront's
// first load in English does not carry it (the 100 KB budget).
let MessageFormat: MessageFormatClass | undefined;
const compiled = new Map<string, Formatter>();

async function loadInto(domain: Domain, language: Language): Promise<void> {
  const loader = registry[loaderSlot] as TranslationLoader | undefined;
  if (!loader || language === defaultLanguage || domain.translations.has(language)) return;
  MessageFormat ??= (await import('intl-messageformat')).IntlMessageFormat as unknown as MessageFormatClass;
  const file = (await loader(language, domain.file).catch(() => undefined))?.default as
    Record<string, Catalog | undefined> | undefined;
  // A catalog not written yet: the English text stands in, and the catalog test names it.
  domain.translations.set(language, file?.[domain.name] ?? {});
}

/**
 * Makes an English catalog speak the current language: each text is read at the moment it is
 * used, from the catalog of the language being rendered (`currentLanguage()`), falling back to
 * English where a translation is missing. `name` is the export's name, its key in the language's
 * file beside the English one (`de/cart.ts` exports `{ cart: {…} }`); `file` is the English file's
 * name. Call sites keep reading `cart.addToCart` or `cart.repriced(before, now)` as before.
 * A text read while a module loads is frozen in English: read texts inside functions (schemas
 * give zod `{ error: () => text }`).
 */
export function localized<T extends object>(name: string, english: T, file: string): T {
  const domain: Domain = { name, file, english: english as Catalog, translations: new Map() };
  domains.push(domain);
  return view(english as Catalog, domain, []) as T;
}

/**
 * Loads the translations of every catalog imported so far that lacks them: in the browser its
 * page's language, on the server every language (each request may speak another). Called once
 * code has arrived: at the start, and after each lazily loaded chunk (client/src/app/with-texts.ts).
 */
export async function loadTexts(only?: Language): Promise<void> {
  const inBrowser = 'document' in globalThis;
  const wanted = only ? [only] : inBrowser ? [currentLanguage()] : languages;
  await Promise.all(domains.flatMap((domain) => wanted.map((language) => loadInto(domain, language))));
}

function view(english: Catalog, domain: Domain, path: readonly string[]): Catalog {
  const children = new Map<string, Catalog>();
  return new Proxy(english, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key === 'symbol') return value;
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        let child = children.get(key);
        if (!child) children.set(key, (child = view(value as Catalog, domain, [...path, key])));
        return child;
      }
      const language = currentLanguage();
      if (language === defaultLanguage) return value;
      const translated = translationAt(domain.translations.get(language), [...path, key]);
      if (translated === undefined) return value;
      return rendered(value, translated, language);
    },
  });
}

function translationAt(catalog: Catalog | undefined, path: readonly string[]): unknown {
  let node: unknown = catalog;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Catalog)[key];
  }
  return node;
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

/** One ICU message in `language`, its arguments by position. */
export function formatMessage(message: string, language: Language, args: readonly unknown[]): string {
  if (!MessageFormat) return message;
  const cacheKey = `${language}\u0000${message}`;
  let formatter = compiled.get(cacheKey);
  if (!formatter) compiled.set(cacheKey, (formatter = new MessageFormat(message, localeOf[language])));
  return String(formatter.format(Object.fromEntries(args.map((value, index) => [String(index), value]))));
}

export type { Translation };

type Merged<A, B> = Omit<A, keyof B> & B;
type MergedAll<T extends readonly object[]> = T extends readonly [infer First, ...infer Rest extends object[]]
  ? Merged<First, MergedAll<Rest>>
  : unknown;

/**
 * `{ ...a, ...b }` for catalogs: a spread would read every text once, in the language of the
 * moment the module loads; this reads each when it is used. A later catalog wins a shared key.
 */
export function merged<T extends readonly object[]>(...catalogs: T): MergedAll<T> {
  const owner = (key: string | symbol) => catalogs.findLast((catalog) => key in catalog);
  return new Proxy({} as MergedAll<T> & object, {
    get: (_, key) => {
      const catalog = owner(key);
      return catalog && (catalog as Record<string | symbol, unknown>)[key];
    },
    has: (_, key) => owner(key) !== undefined,
    ownKeys: () => [...new Set(catalogs.flatMap((catalog) => Reflect.ownKeys(catalog)))],
    getOwnPropertyDescriptor: (_, key) => {
      const catalog = owner(key);
      return (
        catalog && {
          configurable: true,
          enumerable: true,
          writable: false,
          value: (catalog as Record<string | symbol, unknown>)[key],
        }
      );
    },
  });
}
