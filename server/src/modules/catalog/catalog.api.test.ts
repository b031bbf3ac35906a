import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalCountHeader } from '#shared/catalog/product-query.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { forms, metals } from '#shared/catalog/taxonomy.ts';
import { messages } from '#shared/messages.ts';
import { demoProducts } from '../../db/seed/demo-catalog.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

describe.each(testDatabaseKinds)('catalog API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  const getJson = async <T>(path: string, init?: RequestInit) => {
    const response = await fetch(`${t.url}${path}`, init);
    return { response, body: (await response.json()) as T };
  };

  it('answers the whole demo catalog with SPEC field names and dollar prices (B2B fields are additions)', async () => {
    const { response, body } = await getJson<Product[]>('/products/');
    expect(response.status).toBe(200);
    expect(body).toHaveLength(demoProducts.length);
    expect(response.headers.get(totalCountHeader)).toBe(String(demoProducts.length));
    const first = demoProducts[0]!;
    expect(body[0]).toMatchObject({
      _id: expect.any(String),
      name: first.name,
      picture: first.picture,
      about: first.about,
      total: first.total,
      minimum: first.minimum,
      price: first.priceCents / 100,
      origin: first.origin,
      metal: first.metal,
      form: first.form,
    });
    expect(new Set(body.map((p) => p.metal))).toEqual(new Set(metals));
    expect(new Set(body.map((p) => p.form))).toEqual(new Set(forms));
  });

  it('serves the same list without the trailing slash', async () => {
    const { body } = await getJson<Product[]>('/products');
    expect(body).toHaveLength(demoProducts.length);
  });

  it('answers 304 to a matching ETag and compresses the catalog', async () => {
    const first = await fetch(`${t.url}/products/`, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${t.url}/products/`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('pages, searches and filters, with the total count in a header', async () => {
    const page = await getJson<Product[]>('/products/?limit=5&offset=4');
    const all = (await getJson<Product[]>('/products/')).body;
    expect(page.body.map((p) => p._id)).toEqual(all.slice(4, 9).map((p) => p._id));
    expect(page.response.headers.get(totalCountHeader)).toBe(String(all.length));

    const titanium = await getJson<Product[]>('/products/?metal=titanium&form=tube');
    expect(titanium.body.length).toBeGreaterThan(0);
    expect(titanium.body.every((p) => p.metal === 'titanium' && p.form === 'tube')).toBe(true);
    expect(titanium.response.headers.get(totalCountHeader)).toBe(String(titanium.body.length));

    const search = await getJson<Product[]>('/products/?q=ASTM%20F2063');
    expect(search.body.length).toBeGreaterThan(0);
    expect(search.body.every((p) => `${p.name} ${p.about} ${p.standard}`.toLowerCase().includes('astm f2063'))).toBe(
      true,
    );

    const none = await getJson<Product[]>('/products/?q=%25_%25');
    expect(none.body).toEqual([]);
  });

  it('rejects bad query values with 400 and a message', async () => {
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'metal=gold', 'limit=abc']) {
      const { response, body } = await getJson<{ message: string }>(`/products/?${query}`);
      expect(response.status, query).toBe(400);
      expect(body.message, query).toEqual(expect.any(String));
    }
  });

  it('answers one product by id, and 404 with a message for unknown ids', async () => {
    const all = (await getJson<Product[]>('/products/')).body;
    const { body } = await getJson<Product>(`/products/${all[3]!._id}`);
    expect(body).toEqual(all[3]);
    for (const id of ['999999', 'abc', '0', '1e3', '-1']) {
      const missing = await getJson<{ message: string }>(`/products/${id}`);
      expect(missing.response.status, id).toBe(404);
      expect(missing.body).toEqual({ message: messages.errors.productNotFound });
    }
  });

  it('seeds only an empty store, so restarts never duplicate the catalog', async () => {
    expect(await seedDemo(t.app.db)).toEqual({ products: 0, reviews: 0 });
    const { body } = await getJson<Product[]>('/products/');
    expect(body).toHaveLength(demoProducts.length);
    // PRODUCT.md §20: the demo's remnants, once, of products cut to length, each at least their minimum.
    const remnants = (await getJson<{ productId: string; lengthMm: number }[]>('/remnants')).body;
    expect(remnants).toHaveLength(4);
    for (const remnant of remnants) {
      const product = body.find((candidate) => candidate._id === remnant.productId)!;
      expect(remnant.lengthMm).toBeGreaterThanOrEqual(product.cutToLength!.minLengthMm);
    }
  });

  it('answers the reviews newest first', async () => {
    const { response, body } = await getJson<{ createdAt: string; userRatings: number }[]>('/rating');
    expect(response.status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(3);
    const dates = body.map((review) => review.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
