import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { inLanguage } from '../../i18n/request-language.ts';
import { call } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/*
 * Server-rendered pages in the visitor's language (PRODUCT.md §18): `<html lang>`, the texts, one
 * hreflang alternate per language and x-default on every public page, the sitemap's alternates.
 */
const page = (t: TestApp, pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${pathname}`, { headers: { accept: 'text/html', ...headers } }).then((answer) => answer.text());

const hreflangs = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [lang, href]);

describe.each(testDatabaseKinds)('pages in a language on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it.each([
    ['de', {}],
    ['fr', { 'accept-language': 'fr-FR,fr;q=0.9' }],
    ['de', { cookie: 'lang=de' }],
  ] as const)('renders the home page in %s, with <html lang> and its texts', async (language, headers) => {
    const html = await page(t, language === 'de' && !('cookie' in headers) ? '/?lang=de' : '/', headers);
    expect(html).toMatch(new RegExp(`<html lang="${language}"`));
    const ourProducts = inLanguage(language, () => messages.home.ourProducts);
    expect(ourProducts).not.toBe(messages.home.ourProducts);
    expect(html).toContain(ourProducts);
    expect(html).not.toContain(`>${messages.home.ourProducts}<`);
  });

  it('keeps English exactly as before, and a kept rendering per language', async () => {
    const english = await page(t, '/');
    expect(english).toMatch(/<html lang="en"/);
    expect(english).toContain(messages.home.ourProducts);
    const german = await page(t, '/?lang=de');
    const englishAgain = await page(t, '/');
    expect(german).not.toContain(`>${messages.home.ourProducts}<`);
    expect(englishAgain).toContain(messages.home.ourProducts);
  });

  it('lists every language and x-default as alternates of a public page', async () => {
    const products = (await call(t, 'GET', '/products/?limit=1')).body as { _id: string }[];
    for (const pathname of ['/', '/ProductsCart?metal=titanium', `/product/${products[0]!._id}`]) {
      const html = await page(t, `${pathname}${pathname.includes('?') ? '&' : '?'}lang=fr`);
      const links = hreflangs(html);
      expect(links.map(([lang]) => lang)).toEqual(['en', 'de', 'fr', 'x-default']);
      const [path, query = ''] = pathname.split('?');
      for (const [lang, href] of links) {
        const url = new URL(href!.replaceAll('&amp;', '&'));
        expect(url.origin).toBe(t.url);
        expect(url.pathname).toBe(path);
        expect(url.searchParams.get('lang')).toBe(lang === 'x-default' ? null : lang);
        if (query) expect(url.searchParams.get('metal')).toBe('titanium');
      }
    }
  });

  it('lists the alternates of a public page the browser renders (sign-in, blogs)', async () => {
    for (const pathname of ['/signin', '/blogs']) {
      const html = await page(t, `${pathname}?lang=de`);
      expect(html).toMatch(/<html lang="de"/);
      const links = hreflangs(html);
      expect(links.map(([lang]) => lang)).toEqual(['en', 'de', 'fr', 'x-default']);
      expect(links.find(([lang]) => lang === 'fr')![1]).toBe(`${t.url}${pathname}?lang=fr`);
    }
  });

  it('sends the shell of a signed-in page with the language, no alternates', async () => {
    const html = await page(t, '/dashboard/my-orders?lang=fr');
    expect(html).toMatch(/<html lang="fr"/);
    expect(hreflangs(html)).toEqual([]);
  });

  it("lists each sitemap URL's alternates in every language", async () => {
    const sitemap = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const firstUrl = /<url>([\s\S]*?)<\/url>/.exec(sitemap)![1]!;
    const loc = /<loc>([^<]+)<\/loc>/.exec(firstUrl)![1]!;
    const alternates = [...firstUrl.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    expect(alternates.map((match) => match[1])).toEqual(['en', 'de', 'fr', 'x-default']);
    expect(alternates.find((match) => match[1] === 'de')![2]).toBe(`${loc}${loc.includes('?') ? '&amp;' : '?'}lang=de`);
    expect(alternates.find((match) => match[1] === 'x-default')![2]).toBe(loc);
  });
});
