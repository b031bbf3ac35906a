import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductFacets } from '#shared/catalog/product-query.schema.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { call, type SignedIn, signUpAdmin } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const base = {
  name: 'Zirconium 702 Seamless Tube',
  picture: '/images/products/titanium-tube.svg',
  about: 'Seamless zirconium tube for acid service.',
  origin: 'USA',
  total: 500,
  minimum: 10,
  price: 42.5,
  metal: 'titanium',
  form: 'tube',
};
const spec = {
  sku: 'SPEC-ZR702-T1',
  grade: 'Zr 702 Spec',
  standard: 'ASTM B523 Spec',
  condition: 'Annealed',
  certificate: 'EN 10204 3.1',
  dimensions: { od: 19.05, wall: 1.65, length: 3000 },
  increment: 5,
  maximum: 400,
  priceBreaks: [
    { minQuantity: 50, price: 39.9 },
    { minQuantity: 200, price: 36.25 },
  ],
  leadTimeDays: 12,
};

describe.each(testDatabaseKinds)('catalog by specification: writes on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com' });
    admin = await signUpAdmin(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  const add = (body: object) => call(t, 'POST', '/products', { as: admin, body });
  const patch = (id: string, body: object) => call(t, 'PATCH', `/products/${id}`, { as: admin, body });
  const get = async (id: string) => (await call(t, 'GET', `/products/${id}`)).body as Product;
  // The catalog's answers say their currency (PRODUCT.md §17); the admin's answers are in the base,
  // with the product's translations (§18), which the catalog answers in its reader's language only.
  const inCatalog = ({ translations: _translations, ...product }: Product & { translations?: unknown }): Product => ({
    ...product,
    currency: 'USD',
    priceSource: 'list',
  });

  it('round-trips every specification field through POST, GET and the list', async () => {
    const created = await add({ ...base, ...spec });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...base, ...spec, _id: expect.any(String) });
    expect(await get(created.body._id)).toEqual(inCatalog(created.body));
    const listed = (await call(t, 'GET', '/products/?q=SPEC-ZR702-T1')).body as Product[];
    expect(listed).toEqual([inCatalog(created.body)]);
  });

  it('keeps SPEC bodies working: defaults for the new fields, and a generated SKU', async () => {
    const created = await add({ ...base, name: 'Plain SPEC product' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      sku: `RM-${created.body._id.padStart(5, '0')}`,
      grade: null,
      standard: null,
      condition: null,
      certificate: null,
      dimensions: {},
      increment: 1,
      maximum: null,
      priceBreaks: [],
      leadTimeDays: null,
    });
    // SPEC's Update product still changes stock, minimum and price only, keeping the rest.
    const put = await call(t, 'PUT', `/products/${created.body._id}`, {
      as: admin,
      body: { total: 7, minimum: 2, price: 3 },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ ...created.body, total: 7, minimum: 2, price: 3 });
  });

  it("keeps a product's rules on SPEC's Update product: no price below a break, no minimum above the maximum", async () => {
    const created = (await add({ ...base, ...spec, sku: 'SPEC-PUT-1' })).body as Product;
    const put = (body: object) => call(t, 'PUT', `/products/${created._id}`, { as: admin, body });
    expect((await put({ total: 1, minimum: 10, price: 39 })).body).toEqual({
      message: 'A price break cannot cost more than the list price',
    });
    expect((await put({ total: 1, minimum: 401, price: 50 })).body).toEqual({
      message: 'Maximum per order cannot be below the minimum order quantity',
    });
    expect(await get(created._id)).toEqual(inCatalog(created));
    expect((await put({ total: 1, minimum: 10, price: 45 })).status).toBe(200);
  });

  it('refuses a SKU another product holds with 409, on POST and on PATCH', async () => {
    const first = await add({ ...base, sku: 'SPEC-DUP-1' });
    const second = await add({ ...base, sku: 'SPEC-DUP-2' });
    const duplicate = await add({ ...base, sku: 'SPEC-DUP-1' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: messages.catalogSpec.skuTaken('SPEC-DUP-1') });
    const taken = await patch(second.body._id, { sku: 'SPEC-DUP-1' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: messages.catalogSpec.skuTaken('SPEC-DUP-1') });
    // A product keeps its own SKU when an edit sends it again.
    expect((await patch(first.body._id, { sku: 'SPEC-DUP-1', total: 3 })).status).toBe(200);
  });

  it('PATCH edits any fields, leaves the others, and checks the rules on the merged product', async () => {
    const created = (await add({ ...base, ...spec, sku: 'SPEC-PATCH-1' })).body as Product;
    const edited = await patch(created._id, {
      name: 'Zirconium 702 Tube, renamed',
      grade: 'Zr 705 Spec',
      dimensions: { od: 25.4, wall: 2 },
      priceBreaks: [{ minQuantity: 20, price: 40 }],
      maximum: null,
      metal: null,
    });
    expect(edited.status).toBe(200);
    const expected = {
      ...created,
      name: 'Zirconium 702 Tube, renamed',
      grade: 'Zr 705 Spec',
      dimensions: { od: 25.4, wall: 2 },
      priceBreaks: [{ minQuantity: 20, price: 40 }],
      maximum: null,
      metal: null,
    };
    expect(edited.body).toEqual(expected);
    expect(await get(created._id)).toEqual(inCatalog(expected));

    // Rules across fields, checked against what is stored: a price below a stored break, a
    // maximum below the stored minimum, breaks going down.
    const refusals: [object, string][] = [
      [{ price: 30 }, 'A price break cannot cost more than the list price'],
      [{ maximum: 5 }, 'Maximum per order cannot be below the minimum order quantity'],
      [
        {
          priceBreaks: [
            { minQuantity: 30, price: 40 },
            { minQuantity: 20, price: 39 },
          ],
        },
        'Price breaks must go up in quantity',
      ],
    ];
    for (const [body, message] of refusals) {
      const refused = await patch(created._id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toEqual({ message });
    }
    for (const body of [
      { colour: 'blue' },
      { name: '' },
      { increment: 0 },
      { dimensions: { od: -1 } },
      { sku: 'a b' },
    ]) {
      const refused = await patch(created._id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toEqual({ message: expect.any(String) });
    }
    expect(await get(created._id)).toEqual(inCatalog(expected));
    const missing = await patch('999999', { grade: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: messages.errors.productNotFound });
  });

  it('drops cached lists and facets when a product is edited', async () => {
    const created = (await add({ ...base, ...spec, sku: 'SPEC-CACHE-1', grade: 'Zr Cache A' })).body as Product;
    const facets = async () => (await call(t, 'GET', '/products/facets')).body as ProductFacets;
    const search = async () => ((await call(t, 'GET', '/products/?q=SPEC-CACHE')).body as Product[]).map((p) => p.name);
    expect(await search()).toEqual([base.name]);
    expect((await facets()).grades).toContain('Zr Cache A');

    await patch(created._id, { name: 'Renamed for the cache test', grade: 'Zr Cache B' });
    expect(await search()).toEqual(['Renamed for the cache test']);
    const after = await facets();
    expect(after.grades).toContain('Zr Cache B');
    expect(after.grades).not.toContain('Zr Cache A');
  });

  it('answers the facets distinct and sorted', async () => {
    for (const [sku, grade, standard] of [
      ['SPEC-F-1', 'Facet Grade 12', 'Facet Std B'],
      ['SPEC-F-2', 'Facet Grade 2', 'Facet Std A'],
      ['SPEC-F-3', 'Facet Grade 2', 'Facet Std A'],
    ])
      expect((await add({ ...base, sku, grade, standard })).status).toBe(201);
    const { status, body } = await call(t, 'GET', '/products/facets');
    expect(status).toBe(200);
    const facets = body as ProductFacets;
    expect(facets.grades.filter((g) => g.startsWith('Facet'))).toEqual(['Facet Grade 2', 'Facet Grade 12']);
    expect(facets.standards.filter((s) => s.startsWith('Facet'))).toEqual(['Facet Std A', 'Facet Std B']);
    expect(new Set(facets.grades).size).toBe(facets.grades.length);
    expect(facets.grades).not.toContain(null);
  });
});
