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
