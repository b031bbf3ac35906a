import { currentLanguage } from './current-language.ts';
import { defaultLanguage } from './languages.ts';
import { type Catalog, type Domain, textState } from './text-state.ts';
import type { Translation } from './translation.ts';

/** Every English catalog the running code has imported, for loading a language and for the tests. */
export const domains = textState.domains;

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
      // A text read here: the module-load test listens (textState.track); nobody else does.
      textState.track?.(domain.name, [...path, key]);
      const language = currentLanguage();
      const { render } = textState;
      if (language === defaultLanguage || !render) return value;
      const translated = translationAt(domain.translations.get(language), [...path, key]);
      return translated === undefined ? value : render(value, translated, language);
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

export type { Translation };
