import { languageParam } from '#shared/i18n/chosen-language.schema.ts';
import { type Language, languages } from '#shared/i18n/languages.ts';

/**
 * The page's URL in `language` (`?lang=de` added or replaced), or without a language for
 * `x-default` (the visitor's own choice decides). `url` is a path with its query string.
 */
export function urlInLanguage(origin: string, url: string, language: Language | 'x-default'): string {
  const address = new URL(url, 'http://page');
  address.searchParams.delete(languageParam);
  if (language !== 'x-default') address.searchParams.set(languageParam, language);
  return `${origin}${address.pathname}${address.search}`;
}

/** One `<link rel="alternate" hreflang>` per language and `x-default` (PRODUCT.md §18). */
export function alternateLinks(origin: string, url: string): string {
  return [...languages, 'x-default' as const]
    .map((language) => {
      const href = urlInLanguage(origin, url, language).replaceAll('&', '&amp;');
      return `<link rel="alternate" hreflang="${language}" href="${href}">`;
    })
    .join('');
}

const htmlLang = /<html lang="[^"]*"/;

/**
 * The built index.html (or a page made from it) in `language`: `<html lang>` set, which the web
 * app reads to load its translations, and for a public page its alternates in every language.
 */
export function inPageLanguage(html: string, language: Language, alternates?: { origin: string; url: string }): string {
  const withLang = html.replace(htmlLang, `<html lang="${language}"`);
  return alternates
    ? withLang.replace('</head>', () => `${alternateLinks(alternates.origin, alternates.url)}</head>`)
    : withLang;
}
