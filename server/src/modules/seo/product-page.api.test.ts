import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { productDescription } from '#shared/catalog/product-page-head.ts';
import { messages } from '#shared/messages.ts';
import { call, type SignedIn, signUpAdmin } from '../../testing/accounts.ts';
import { jsonLdBlocks } from '../../testing/json-ld.ts';
import { repoRoot } from '../../build/web-build.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/**
 * The HTML of /product/{id} as a crawler fetches it, no browser and no script (docs/product/catalog.md).
 * The web app's source index.html stands in for the build: the server only rewrites its <head>,
 * and this keeps the test free of a production build.
 */
describe.each(testDatabaseKinds)('product page HTML on %s', (kind) => {
  let t: TestApp;
  let staticDir: string;
  let products: Product[];
  let admin: SignedIn;
  const page = (pathname: string) => fetch(`${t.url}${pathname}`, { headers: { accept: 'text/html' } });

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'product-page-'));
    cpSync(path.join(repoRoot, 'client/index.html'), path.join(staticDir, 'index.html'));
    t = await startTestApp(kind, { STATIC_DIR: staticDir, ADMIN_EMAILS: 'admin@example.com' });
    products = (await call(t, 'GET', '/products/')).body as Product[];
    admin = await signUpAdmin(t, 'admin@example.com');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('holds the title, description, canonical link and Product JSON-LD before any script runs', async () => {
    const product = products[0]!;
    const response = await page(`/product/${product._id}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain(`<title>${product.name} — ${messages.ui.siteName}</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<meta data-server-head name="description" content="[^"]{20,160}" \/>/);
    // One description, in the words the web app's page renders (issue 27).
    const descriptions = [...html.matchAll(/<meta\b[^>]*\bname="description"[^>]*>/g)].map((match) => match[0]);
    expect(descriptions).toEqual([
      `<meta data-server-head name="description" content="${productDescription(product)}" />`,
    ]);
    expect(html).toContain(`<link data-server-head rel="canonical" href="${t.url}/product/${product._id}" />`);
    expect(html).toContain('<div id="root"></div>');
    const [ld, ...more] = jsonLdBlocks(html);
    expect(more).toEqual([]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      image: new URL(product.picture, t.url).href,
      offers: {
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${t.url}/product/${product._id}`,
      },
    });
  });

  it('uses PUBLIC_URL for absolute links when it is set', async () => {
    const other = await startTestApp(kind, { STATIC_DIR: staticDir, PUBLIC_URL: 'https://metals.example' });
    try {
      const list = (await call(other, 'GET', '/products/?limit=1')).body as Product[];
      const html = await (await fetch(`${other.url}/product/${list[0]!._id}`)).text();
      expect(html).toContain(
        `<link data-server-head rel="canonical" href="https://metals.example/product/${list[0]!._id}" />`,
      );
      const sitemap = await (await fetch(`${other.url}/sitemap.xml`)).text();
      expect(sitemap).toContain(`<loc>https://metals.example/product/${list[0]!._id}</loc>`);
    } finally {
      await other.close();
    }
  });

  it('keeps a hostile product name inert', async () => {
    const attack = '</script><script>alert(1)</script>';
    const created = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: attack,
        picture: '/images/products/tantalum-plate.svg',
        about: `"><img src=x onerror=alert(1)> & ${attack}`,
        origin: 'USA',
        total: 0,
        minimum: 1,
        price: 10,
      },
    });
    expect(created.status).toBe(201);
    const html = await (await page(`/product/${created.body._id}`)).text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    const [ld] = jsonLdBlocks(html);
    expect(ld).toMatchObject({ name: attack, offers: { availability: 'https://schema.org/OutOfStock' } });
    // The only script elements are the app's own and the JSON-LD.
    expect(html.match(/<script/g)).toHaveLength(html.match(/<\/script>/g)!.length);
    expect([...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1])).toEqual([
      ' data-server-head type="application/ld+json"',
      ' type="module" src="/src/main.tsx"',
    ]);
  });

  it('answers an unknown or malformed id with the app shell, 404 and noindex', async () => {
    for (const id of ['999999', 'abc', '0', '1e3', '%3Cscript%3E', '9'.repeat(40)]) {
      const response = await page(`/product/${id}`);
      const html = await response.text();
      expect(response.status, id).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('application/ld+json');
    }
  });

  it('lists every product page in sitemap.xml, and a new product at once', async () => {
    const sitemap = async () => (await fetch(`${t.url}/sitemap.xml`)).text();
    const before = await sitemap();
    const now = (await call(t, 'GET', '/products/')).body as Product[];
    for (const product of now) expect(before).toContain(`<loc>${t.url}/product/${product._id}</loc>`);
    expect(before.match(/<loc>[^<]*\/product\//g)).toHaveLength(now.length);

    const created = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: 'Nb Foil',
        picture: '/images/products/niobium-plate.svg',
        about: 'Foil',
        origin: 'USA',
        total: 5,
        minimum: 1,
        price: 3,
      },
    });
    expect(await sitemap()).toContain(`<loc>${t.url}/product/${created.body._id}</loc>`);
  });
});
