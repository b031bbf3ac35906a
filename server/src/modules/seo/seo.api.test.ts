import { demoProducts } from '../../db/seed/demo-catalog.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('points crawlers at the sitemap and away from the dashboard', async () => {
    const response = await fetch(`${t.url}/robots.txt`);
    const text = await response.text();
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain(`Sitemap: ${t.url}/sitemap.xml`);
  });

  it('lists the public pages and every product page', async () => {
    const products = (await (await fetch(`${t.url}/products/`)).json()) as { _id: string }[];
    const xml = await (await fetch(`${t.url}/sitemap.xml`)).text();
    for (const page of ['/', '/ProductsCart', '/blogs']) expect(xml).toContain(`<loc>${t.url}${page}</loc>`);
    for (const product of products) expect(xml).toContain(`<loc>${t.url}/product/${product._id}</loc>`);
  });
});

describe('sitemap.xml past the protocol limit of URLs per file', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 3 pages and the demo catalog's products in files of 25: an index of several files.
    t = await startTestApp('sqlite', { SITEMAP_PAGE_SIZE: '25' });
  });
  afterAll(async () => t?.close());

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

  it('becomes an index of sitemap files that together list every page once, none past the limit', async () => {
    const index = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex');
    const files = locs(index);
    // 3 pages and the demo catalog (79 products since PRODUCT.md §15), 25 to a file.
    const fileCount = Math.ceil((demoProducts.length + 3) / 25);
    expect(files).toEqual(Array.from({ length: fileCount }, (_, i) => `${t.url}/sitemaps/${i + 1}.xml`));
    const listed: string[] = [];
    for (const file of files) {
      const response = await fetch(file);
      expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
      const urls = locs(await response.text());
      expect(urls.length).toBeLessThanOrEqual(25);
      listed.push(...urls);
    }
    const products = (await (await fetch(`${t.url}/products/?limit=100`)).json()) as { _id: string }[];
    const expected = [
      ...['/', '/ProductsCart', '/blogs'].map((page) => t.url + page),
      ...products.map((p) => `${t.url}/product/${p._id}`),
    ];
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it('answers 404 with a message for a sitemap file past the last', async () => {
    const pastLast = Math.ceil((demoProducts.length + 3) / 25) + 1;
    for (const path of [`/sitemaps/${pastLast}.xml`, '/sitemaps/0.xml']) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });
});
