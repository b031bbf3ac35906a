import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { productDescription } from '#shared/catalog/product-page-head.ts';
import { messages } from '#shared/messages.ts';
import { type SeededQuery, seededQueriesId } from '#shared/server-rendering.ts';
import { distDir } from '../../build/web-build.ts';
import { demoCurrencies } from '../../db/seed/demo-settings.ts';
import { call, type SignedIn, signUp, signUpAdmin } from '../../testing/accounts.ts';
import { statementLog } from '../../testing/statement-log.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/**
 * The storefront's pages arrive rendered (docs/decisions/020-server-rendered-first-screen.md), as
 * a browser or a crawler fetches them with no script run: the built app and its server renderer
 * (Vitest's global setup builds them), the real server, both databases.
 */
const page = (t: TestApp, pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${pathname}`, { headers: { accept: 'text/html', ...headers } });

/** The markup inside #root, and the queries the page carries for the browser's cache. */
function parsePage(html: string): { root: string; queries: SeededQuery[] | undefined } {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  const data = new RegExp(`<script type="application/json" id="${seededQueriesId}">([^<]*)</script>`).exec(html)?.[1];
  return { root, queries: data === undefined ? undefined : (JSON.parse(data) as SeededQuery[]) };
}

/** Every <script> of the page either loads a file or is data: nothing inline runs (ADR 003's CSP). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes));
}

describe.each(testDatabaseKinds)('server-rendered pages on %s', (kind) => {
  let t: TestApp;
  let products: Product[];
  let admin: SignedIn;
  // What a rendering reads, whether Kysely built the query now or once before (prepared-query.ts).
  const log = statementLog();

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com' }, { onStatement: log.onStatement });
    products = (await call(t, 'GET', '/products/?limit=50')).body as Product[];
    admin = await signUpAdmin(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  it('home: the products, the title and the data the browser hydrates with, and no inline script', async () => {
    const response = await page(t, '/');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const { root, queries } = parsePage(html);
    for (const product of products.slice(0, 8)) expect(root).toContain(product.name);
    expect(root).toContain(`src="${products[0]!.picture}"`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<head>[\s\S]*<title>Home — [^<]*<\/title>[\s\S]*<\/head>/);
    expect(inlineScripts(html)).toEqual([]);
    // React's markers of a part it could not finish: none, the whole page is there.
    expect(root).not.toMatch(/<!--\$[?!]-->/);
    const list = queries?.find((query) => query.queryKey[0] === 'products' && query.queryKey[1] === 'list');
    expect((list?.data as { products: Product[] }).products.map((p) => p._id)).toEqual(products.map((p) => p._id));
    // Rendered the same for every visitor: no session read, none carried.
    expect(queries?.some((query) => query.queryKey[0] === 'auth')).toBe(false);
  });

  it('answers a revalidation with 304 and sends brotli to browsers that take it', async () => {
    const first = await page(t, '/ProductsCart');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await page(t, '/ProductsCart', { 'if-none-match': etag! })).status).toBe(304);
    const compressed = await fetch(`${t.url}/ProductsCart`, {
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
      decompress: false,
    } as RequestInit);
    expect(compressed.headers.get('content-encoding')).toBe('br');
  });

  it('products page: the filter in the URL decides what is rendered, with the count', async () => {
    const titanium = (await call(t, 'GET', '/products/?metal=titanium&limit=24')).body as Product[];
    const other = products.find((product) => product.metal !== 'titanium')!;
    const { root, queries } = parsePage(await (await page(t, '/ProductsCart?metal=titanium')).text());
    for (const product of titanium) expect(root).toContain(product.name);
    expect(root).not.toContain(other.name);
    const list = queries?.find((query) => query.queryKey[1] === 'list')?.data as { total: number };
    expect(root).toContain(messages.catalog.resultCount(list.total));
  });

  it('product page: the page rendered beside the crawler tags of ADR 007, one title', async () => {
    const product = products[1]!;
    const html = await (await page(t, `/product/${product._id}`)).text();
    const { root } = parsePage(html);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<link data-server-head rel="canonical" href="${t.url}/product/${product._id}" />`);
    expect(html).toContain('application/ld+json');
  });

  // Issue 27: the page's own description and the server's crawler tags each carried one.
  it('product page: one head, made once: exactly one title and one description, the shared words for the product', async () => {
    const product = products[2]!;
    const html = await (await page(t, `/product/${product._id}`)).text();
    const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
    expect(parsePage(html).root).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<title>${product.name} — ${messages.ui.siteName}</title>`);
    const descriptions = [...html.matchAll(/<meta\b[^>]*\bname="description"[^>]*>/g)].map((match) => match[0]);
    expect(descriptions).toHaveLength(1);
    expect(head).toContain(descriptions[0]);
    expect(descriptions[0]).toContain(`content="${productDescription(product)}"`);
    // The crawler tags say the same of the same product.
    expect(head).toContain(
      `<meta data-server-head property="og:description" content="${productDescription(product)}" />`,
    );
  });

  it('product page: reads its product once per rendering, and not at all while the rendering is kept', async () => {
    const product = products[3]!;
    // Nothing kept: the catalog cache and the kept renderings start empty.
    t.app.catalogCache.invalidate();
    const productReads = (statements: string[]) => statements.filter((sql) => /\bfrom "products"/.test(sql));
    const first = await log.of(async () => {
      const answer = await page(t, `/product/${product._id}`);
      expect(answer.status).toBe(200);
      expect(parsePage(await answer.text()).root).toContain(product.name);
    });
    expect(productReads(first), first.join('\n')).toHaveLength(1);
    const kept = await log.of(async () => (await page(t, `/product/${product._id}`)).text());
    expect(productReads(kept), kept.join('\n')).toEqual([]);
  });

  it('a product whose name is markup stays text in the page and data in its JSON, shown at once', async () => {
    const name = '</script><script>alert(1)</script> Ta Foil';
    const before = parsePage(await (await page(t, '/ProductsCart?q=Foil')).text());
    expect(before.root).not.toContain('Ta Foil');
    const created = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name,
        sku: 'SSR-XSS-1',
        metal: 'tantalum',
        form: 'plate',
        grade: 'R05200',
        standard: 'ASTM B708',
        dimensions: { thickness: 0.1 },
        price: 12,
        total: 100,
        minimum: 1,
        picture: '/images/products/tantalum-plate.svg',
        about: 'Fixture of the server rendering test.',
        origin: 'Germany',
      },
    });
    expect(created.status).toBe(201);
    // The catalog changed: the kept rendering of the products page is dropped at once.
    const html = await (await page(t, '/ProductsCart?q=Foil')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(inlineScripts(html)).toEqual([]);
    const { root, queries } = parsePage(html);
    expect(root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Ta Foil');
    const list = queries?.find((query) => query.queryKey[1] === 'list')?.data as { products: Product[] };
    expect(list.products.map((product) => product.name)).toContain(name);
  });

  it('purchase page: rendered for the signed-in buyer only, never shared with the next visitor', async () => {
    const product = products[0]!;
    const signedOut = await (await page(t, `/purchase/${product._id}`)).text();
    expect(signedOut).toContain('<div id="root"></div>');
    expect(parsePage(signedOut).queries).toBeUndefined();

    const buyer = await signUp(t, 'ssr-buyer@example.com');
    const personal = await page(t, `/purchase/${product._id}`, { cookie: buyer.cookie });
    // Made for this buyer: no shared cache may keep it.
    expect(personal.headers.get('cache-control')).toBe('private, no-cache');
    const html = await personal.text();
    const { root, queries } = parsePage(html);
    expect(root).toContain(product.name);
    const session = queries?.find((query) => query.queryKey[0] === 'auth' && query.queryKey[1] === 'session');
    expect(session?.data).toMatchObject({ email: 'ssr-buyer@example.com' });
    // Read again by the browser at once (its token exchange), shown meanwhile.
    expect(session?.updatedAt).toBe(0);

    const afterwards = await (await page(t, `/purchase/${product._id}`)).text();
    expect(afterwards).not.toContain('ssr-buyer');
  });

  it("purchase page: the one-line checkout's form arrives whole, with the profile and company it is prefilled from", async () => {
    const buyer = await signUp(t, 'ssr-prefill@example.com');
    const product = products.find((p) => p.unit === 'pcs' && p.total >= p.minimum && p.minimum % p.increment === 0)!;
    const placed = await call(t, 'POST', '/orders', {
      as: buyer,
      body: {
        productId: product._id,
        productQuantity: product.minimum,
        buyerAddress: '12 Smelter Row, Pittsburgh PA',
        phone: '+1 412 555 0123',
        saveShipTo: true,
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const html = await (await page(t, `/purchase/${product._id}`, { cookie: buyer.cookie })).text();
    const { root, queries } = parsePage(html);
    // The form, not a spinner: the SPEC's labels beside the checkout's fields.
    for (const label of [messages.ordering.address, messages.ordering.phone, messages.cart.poNumber]) {
      expect(root).toContain(`>${label}</label>`);
    }
    expect(root).toContain(`>${messages.ordering.submit}</button>`);
    // Its defaults, for the browser's first render: the saved ship-to, and no company (null, not left to ask).
    const seeded = (...key: string[]) =>
      queries?.find((query) => key.every((part, index) => query.queryKey[index] === part));
    expect(seeded('accounts', 'profile')).toMatchObject({
      data: { shipToAddress: '12 Smelter Row, Pittsburgh PA', phone: '+1 412 555 0123' },
      updatedAt: 0,
    });
    expect(seeded('companies', 'mine', 'detail')).toMatchObject({ data: null, updatedAt: 0 });
    expect(inlineScripts(html)).toEqual([]);
  });

  it('a new review shows on the home page at once, though its rendering was kept', async () => {
    expect(parsePage(await (await page(t, '/')).text()).root).not.toContain('Fresh review of the tube');
    const buyer = await signUp(t, 'ssr-reviewer@example.com');
    const posted = await call(t, 'POST', '/rating', {
      as: buyer,
      body: { userReview: 'Fresh review of the tube', userRatings: 5, userImage: '/images/avatars/default.svg' },
    });
    expect(posted.status).toBe(201);
    expect(parsePage(await (await page(t, '/')).text()).root).toContain('Fresh review of the tube');
  });

  it('a query string the page does not read shares its rendering', async () => {
    const first = await page(t, '/?utm_source=mail');
    const second = await page(t, '/?utm_source=feed');
    expect(parsePage(await first.text()).root).toContain(products[0]!.name);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it("renders in the visitor's currency (their cookie, or the page's ?currency=), kept apart from the base's rendering", async () => {
    const saved = await call(t, 'PUT', '/settings/currencies', { as: admin, body: demoCurrencies('2026-11-20') });
    expect(saved.status).toBe(200);
    const inEuros = (await call(t, 'GET', '/products/?limit=50&currency=EUR')).body as Product[];
    const first = inEuros[0]!;
    const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(first.price);
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(products[0]!.price);
    const byCookie = parsePage(await (await page(t, '/', { cookie: 'currency=EUR' })).text());
    expect(byCookie.root).toContain(euros);
    expect(byCookie.queries?.find((query) => query.queryKey[0] === 'currency')?.data).toMatchObject({
      currency: 'EUR',
    });
    // The dollar rendering is another one: a visitor without the cookie still sees dollars.
    const plain = parsePage(await (await page(t, '/')).text());
    expect(plain.root).toContain(dollars);
    expect(plain.root).not.toContain(euros);
    // A product page's own ?currency= shows it in that currency, crawler tags included.
    const yen = await (await page(t, `/product/${first._id}?currency=JPY`)).text();
    expect(yen).toContain('"priceCurrency":"JPY"');
    expect(parsePage(yen).root).toContain('¥');
    // A cookie that is no currency code is ignored, not sent on.
    expect(parsePage(await (await page(t, '/', { cookie: 'currency=%0d%0aX' })).text()).root).toContain(dollars);
    await call(t, 'PUT', '/settings/currencies', { as: admin, body: { base: 'USD', offered: ['USD'], rates: [] } });
  });

  it('pages the server does not render stay the shell', async () => {
    const html = await (await page(t, '/dashboard/myorders')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(seededQueriesId);
  });
});

/**
 * The built web app beside a renderer of the test's own (`source`, its entry-server.js), on a
 * store of its own: how the server copes with a renderer that breaks or is slow.
 */
async function startWithRenderer(source: string): Promise<{ t: TestApp; close: () => Promise<void> }> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'ssr-renderer-'));
  cpSync(distDir, path.join(workDir, 'dist'), { recursive: true });
  mkdirSync(path.join(workDir, 'dist-server'));
  writeFileSync(path.join(workDir, 'dist-server/entry-server.js'), source);
  const t = await startTestApp('sqlite', { STATIC_DIR: path.join(workDir, 'dist') });
  return {
    t,
    close: async () => {
      await t.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

describe('a server renderer that fails', () => {
  let store: Awaited<ReturnType<typeof startWithRenderer>>;
  // As a broken build or a page bug would.
  beforeAll(async () => {
    store = await startWithRenderer("export async function renderPage() { throw new Error('the renderer broke'); }\n");
  });
  afterAll(async () => store?.close());

  it('serves the plain shell, which the browser renders: never a 5xx for a page', async () => {
    const response = await page(store.t, '/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module"');
  });
});

describe('a slow server renderer', () => {
  let store: Awaited<ReturnType<typeof startWithRenderer>>;
  // Each rendering takes 300 ms: requests for URLs made up to miss the kept renderings overlap.
  beforeAll(async () => {
    store = await startWithRenderer(`export async function renderPage() {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { html: '<p>rendered</p>', head: '', queries: [] };
    }\n`);
  });
  afterAll(async () => store?.close());

  it('renders at most two pages at once; the other requests get the shell at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, n) => {
        const response = await page(store.t, `/ProductsCart?q=made-up-${n}`);
        return { status: response.status, html: await response.text() };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers.filter((answer) => answer.html.includes('<p>rendered</p>'))).toHaveLength(2);
    // The shell still runs the app, which renders the page in the browser.
    for (const answer of answers) expect(answer.html).toContain('<script type="module"');
  });
});
