import { languages } from '#shared/i18n/languages.ts';
import { urlInLanguage } from '../../i18n/page-language.ts';
import { escapeHtml } from './product-head.ts';

/** The sitemaps.org protocol's limit: one sitemap file lists at most 50,000 URLs. */
export const sitemapMaxUrls = 50_000;

// The same five characters end a value or open markup in XML as in HTML (&#39; is valid XML too).
const escapeXml = escapeHtml;

/** Where page `n` (1-based) of a catalog too large for one sitemap is served. */
export const sitemapPagePath = (n: number) => `/sitemaps/${n}.xml`;

/** The URLs split into sitemap files of at most `size` each (one file when they fit). */
export function sitemapPages<T>(urls: readonly T[], size = sitemapMaxUrls): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < urls.length; start += size) pages.push(urls.slice(start, start + size));
  return pages.length ? pages : [[]];
}

/** The page in every language and `x-default` (PRODUCT.md §18), as Google's sitemap extension lists them. */
function alternates(absoluteUrl: string): string {
  const { origin, pathname, search } = new URL(absoluteUrl);
  return [...languages, 'x-default' as const]
    .map((language) => {
      const href = escapeXml(urlInLanguage(origin, `${pathname}${search}`, language));
      return `<xhtml:link rel="alternate" hreflang="${language}" href="${href}"/>`;
    })
    .join('');
}

/** A `<urlset>`: the pages themselves (absolute URLs), each with its alternates in every language. */
export function renderUrlset(absoluteUrls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...absoluteUrls.map((url) => `  <url><loc>${escapeXml(url)}</loc>${alternates(url)}</url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** A `<sitemapindex>`: the sitemap files of a catalog past the protocol's limit. */
export function renderSitemapIndex(base: string, pageCount: number): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from(
      { length: pageCount },
      (_, i) => `  <sitemap><loc>${escapeXml(base + sitemapPagePath(i + 1))}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}
