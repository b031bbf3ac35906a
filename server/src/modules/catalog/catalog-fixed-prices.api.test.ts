import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { call, type SignedIn, signUpAdmin } from '../../testing/accounts.ts';
import { costTestEnv, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/*
 * Fixed prices per currency through the admin routes (PRODUCT.md §17): `prices` on POST, PUT and
 * PATCH /products, on the demo store's settings (USD base; EUR, GBP, JPY offered; JPY has no
 * minor unit). JPY is converted at 151.4 per dollar: $12.34 → ¥1,868.
 */
describe.each(testDatabaseKinds)('fixed prices per currency on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let tube: Product;

  const product = {
    name: 'Fixed Price Tube',
    picture: '/images/products/titanium-tube.svg',
    about: 'A tube priced at $12.34 for the fixed price tests.',
    origin: 'USA',
    total: 500,
    minimum: 1,
    price: 12.34,
    metal: 'titanium',
    form: 'tube',
    sku: 'FIX-TUBE-1',
    priceBreaks: [{ minQuantity: 10, price: 11.5 }],
  };
  const euro = { price: 11.5, priceBreaks: [{ minQuantity: 10, price: 10.75 }] };

  beforeAll(async () => {
    t = await startTestApp(kind, { ...costTestEnv, ADMIN_EMAILS: 'admin@example.com' });
    admin = await signUpAdmin(t, 'admin@example.com');
    const added = await call(t, 'POST', '/products', { as: admin, body: product });
    expect(added.status).toBe(201);
    tube = added.body as Product;
  });
  afterAll(async () => t?.close());

  const one = async (id: string, query = '') => (await call(t, 'GET', `/products/${id}${query}`)).body as Product;
  const patch = (id: string, body: unknown) => call(t, 'PATCH', `/products/${id}`, { as: admin, body });
  const storedPrices = async (id: string) =>
    (await t.app.db.selectFrom('products').select('prices_json').where('id', '=', Number(id)).executeTakeFirstOrThrow())
      .prices_json;

  it('answers a product that never had prices exactly as before, without `prices`', () => {
    expect(tube).not.toHaveProperty('prices');
  });

  it('adds a product with a euro list: stored in cents, read back as a list price; yen still converted', async () => {
    const added = await call(t, 'POST', '/products', {
      as: admin,
      body: { ...product, sku: 'FIX-TUBE-2', prices: { EUR: euro } },
    });
    expect(added.status).toBe(201);
    const id = (added.body as Product)._id;
    expect(added.body).toMatchObject({ price: 12.34, prices: { EUR: euro } });
    expect(JSON.parse((await storedPrices(id))!)).toEqual({
      EUR: { priceMinor: 1150, breaks: [{ minQuantity: 10, priceMinor: 1075 }] },
    });
    expect(await one(id, '?currency=EUR')).toMatchObject({ ...euro, currency: 'EUR', priceSource: 'list' });
    expect(await one(id, '?currency=JPY')).toMatchObject({ price: 1868, priceSource: 'converted' });
    // The base answer is unchanged by the fixed list.
    expect(await one(id)).toMatchObject({ price: 12.34, priceBreaks: product.priceBreaks, priceSource: 'list' });
  });

  it('PATCH sets whole yen, keeps them when `prices` is omitted and clears them with {}', async () => {
    const yen = { JPY: { price: 1800, priceBreaks: [{ minQuantity: 10, price: 1700 }] } };
    const set = await patch(tube._id, { prices: yen });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ prices: yen });
    expect(await one(tube._id, '?currency=JPY')).toMatchObject({ ...yen.JPY, priceSource: 'list' });
    expect(await one(tube._id, '?currency=EUR')).toMatchObject({ price: 11.35, priceSource: 'converted' });

    const renamed = await patch(tube._id, { name: 'Fixed Price Tube 2' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ prices: yen });

    const cleared = await patch(tube._id, { prices: {} });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('prices');
    expect(await storedPrices(tube._id)).toBeNull();
    expect(await one(tube._id, '?currency=JPY')).toMatchObject({ price: 1868, priceSource: 'converted' });
  });

  it('PUT replaces the lists when `prices` is sent, keeps them when omitted, clears them with {}', async () => {
    const put = (body: object) =>
      call(t, 'PUT', `/products/${tube._id}`, { as: admin, body: { total: 500, minimum: 1, price: 12.34, ...body } });
    expect((await put({ prices: { GBP: { price: 9.99, priceBreaks: [] } } })).status).toBe(200);
    expect(await one(tube._id, '?currency=GBP')).toMatchObject({ price: 9.99, priceBreaks: [], priceSource: 'list' });
    const kept = await put({});
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ prices: { GBP: { price: 9.99, priceBreaks: [] } } });
    expect((await put({ prices: {} })).status).toBe(200);
    expect(await storedPrices(tube._id)).toBeNull();
    expect(await one(tube._id, '?currency=GBP')).toMatchObject({ priceSource: 'converted' });
  });

  const refused: [string, unknown, string][] = [
    ['a currency the store does not offer', { CHF: { price: 10, priceBreaks: [] } }, 'CHF'],
    ['the base currency', { USD: { price: 10, priceBreaks: [] } }, 'base currency'],
    ['¥12.5', { JPY: { price: 12.5, priceBreaks: [] } }, 'whole number of JPY'],
    ['€1.005', { EUR: { price: 1.005, priceBreaks: [] } }, 'at most 2 decimals in EUR'],
    ['a zero price', { EUR: { price: 0, priceBreaks: [] } }, 'more than 0'],
    ['a negative break', { EUR: { price: 10, priceBreaks: [{ minQuantity: 10, price: -1 }] } }, 'more than 0'],
    [
      'a break above its list price',
      { EUR: { price: 10, priceBreaks: [{ minQuantity: 10, price: 11 }] } },
      'cannot cost more than the list price',
    ],
    [
      'breaks not rising in quantity',
      {
        EUR: {
          price: 10,
          priceBreaks: [
            { minQuantity: 20, price: 9 },
            { minQuantity: 10, price: 8 },
          ],
        },
      },
      'go up in quantity',
    ],
    ['a break from 1 piece', { EUR: { price: 10, priceBreaks: [{ minQuantity: 1, price: 9 }] } }, '2 pcs or more'],
    ['a yen break in fractions', { JPY: { price: 1800, priceBreaks: [{ minQuantity: 10, price: 17.5 }] } }, 'JPY'],
  ];

  it.each(refused)(
    'refuses %s with 400 naming it, on POST, PUT and PATCH, changing nothing',
    async (_, prices, text) => {
      const before = await storedPrices(tube._id);
      const answers = [
        await call(t, 'POST', '/products', { as: admin, body: { ...product, sku: 'FIX-TUBE-BAD', prices } }),
        await call(t, 'PUT', `/products/${tube._id}`, { as: admin, body: { total: 1, minimum: 1, price: 99, prices } }),
        await patch(tube._id, { price: 99, prices }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect((answer.body as { message: string }).message).toContain(text);
      }
      expect(await storedPrices(tube._id)).toBe(before);
      expect(await one(tube._id)).toMatchObject({ price: 12.34, total: 500 });
      expect((await call(t, 'GET', '/products/?q=FIX-TUBE-BAD')).body).toEqual([]);
    },
  );
});
