import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { currencyTexts } from '#shared/messages/currencies.ts';
import { call, type SignedIn, signUpAdmin } from '../../testing/accounts.ts';
import { costTestEnv, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/*
 * The catalog in any offered currency (PRODUCT.md §17) on the demo store's rates
 * (server/src/db/seed/demo-settings.ts: USD base; EUR 0.92, GBP 0.79, JPY 151.4 per dollar). Every
 * expected figure is worked by hand: base price × rate, rounded half up once to the currency's
 * minor unit (cents for EUR, whole yen for JPY).
 */
describe.each(testDatabaseKinds)('the catalog in other currencies on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let tube: Product;
  let bar: Product;

  const product = {
    name: 'Currency Test Tube',
    picture: '/images/products/titanium-tube.svg',
    about: 'A tube priced at $12.34 for the currency tests.',
    origin: 'USA',
    total: 500,
    minimum: 1,
    price: 12.34,
    metal: 'titanium',
    form: 'tube',
    sku: 'CUR-TUBE-1',
    priceBreaks: [
      { minQuantity: 10, price: 11.5 },
      { minQuantity: 50, price: 10.99 },
    ],
  };
  const cutBar = {
    ...product,
    name: 'Currency Test Bar',
    sku: 'CUR-BAR-1',
    form: 'bar',
    unit: 'm',
    price: 20,
    priceBreaks: [],
    cutToLength: { minLengthMm: 100, maxLengthMm: 3000, cutFee: 2.5 },
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { ...costTestEnv, ADMIN_EMAILS: 'admin@example.com' });
    admin = await signUpAdmin(t, 'admin@example.com');
    const added = await call(t, 'POST', '/products', { as: admin, body: product });
    expect(added.status).toBe(201);
    // The admin's answer carries the translations (PRODUCT.md §18); the catalog answers one language.
    const { translations: _translations, ...answered } = added.body as Product & { translations: unknown };
    tube = answered;
    const addedBar = await call(t, 'POST', '/products', { as: admin, body: cutBar });
    expect(addedBar.status).toBe(201);
    bar = addedBar.body as Product;
  });
  afterAll(async () => t?.close());

  const get = (path: string) => call(t, 'GET', path);
  const one = async (id: string, query = '') => (await get(`/products/${id}${query}`)).body as Product;
  const listed = async (query: string) => ((await get(`/products/?q=CUR-TUBE-1${query}`)).body as Product[])[0]!;

  it('answers exactly as before without ?currency=, plus the base currency and a list price', async () => {
    // The admin's answer is the product without the catalog's two additions.
    expect(await one(tube._id)).toEqual({ ...tube, currency: 'USD', priceSource: 'list' });
    expect(await listed('')).toEqual({ ...tube, currency: 'USD', priceSource: 'list' });
    expect(await one(tube._id, '?currency=USD')).toEqual({ ...tube, currency: 'USD', priceSource: 'list' });
  });

  it('converts $12.34 and its breaks at the demo EUR rate, to the cent', async () => {
    // 12.34 × 0.92 = 11.3528 → €11.35; breaks 11.50 × 0.92 = 10.58 → €10.58,
    // 10.99 × 0.92 = 10.1108 → €10.11.
    const expected = {
      ...tube,
      price: 11.35,
      priceBreaks: [
        { minQuantity: 10, price: 10.58 },
        { minQuantity: 50, price: 10.11 },
      ],
      currency: 'EUR',
      priceSource: 'converted',
    };
    expect(await one(tube._id, '?currency=EUR')).toEqual(expected);
    expect(await listed('&currency=EUR')).toEqual(expected);
    // The code is read regardless of case.
    expect(await one(tube._id, '?currency=eur')).toEqual(expected);
  });

  it('converts at the demo JPY rate to whole yen, and GBP to the penny', async () => {
    // 12.34 × 151.4 = 1868.276 → ¥1868; 11.50 × 151.4 = 1741.1 → ¥1741; 10.99 × 151.4 = 1663.886 → ¥1664.
    expect(await one(tube._id, '?currency=JPY')).toMatchObject({
      price: 1868,
      priceBreaks: [
        { minQuantity: 10, price: 1741 },
        { minQuantity: 50, price: 1664 },
      ],
      currency: 'JPY',
      priceSource: 'converted',
    });
    // 12.34 × 0.79 = 9.7486 → £9.75.
    expect(await listed('&currency=GBP')).toMatchObject({ price: 9.75, currency: 'GBP', priceSource: 'converted' });
  });

  it('converts the cut fee, half up: $2.50 × 151.4 = ¥378.5 → ¥379; × 0.92 = €2.30', async () => {
    // The bar: $20 × 151.4 = ¥3028 exactly; $20 × 0.92 = €18.40.
    expect(await one(bar._id, '?currency=JPY')).toMatchObject({
      price: 3028,
      cutToLength: { minLengthMm: 100, maxLengthMm: 3000, cutFee: 379 },
      currency: 'JPY',
    });
    expect(await one(bar._id, '?currency=EUR')).toMatchObject({
      price: 18.4,
      cutToLength: { minLengthMm: 100, maxLengthMm: 3000, cutFee: 2.3 },
    });
    expect(await one(bar._id)).toMatchObject({ price: 20, cutToLength: { cutFee: 2.5 }, currency: 'USD' });
  });

  it('answers a fixed list in a currency as it is, with priceSource list', async () => {
    // migration 024's shape: minor units of that currency, break quantities in base units (pieces).
    const prices = { EUR: { priceMinor: 1150, breaks: [{ minQuantity: 10, priceMinor: 1075 }] } };
    await t.app.db
      .updateTable('products')
      .set({ prices_json: JSON.stringify(prices) })
      .where('id', '=', Number(tube._id))
      .execute();
    t.app.catalogCache.invalidate();
    expect(await one(tube._id, '?currency=EUR')).toMatchObject({
      price: 11.5,
      priceBreaks: [{ minQuantity: 10, price: 10.75 }],
      currency: 'EUR',
      priceSource: 'list',
    });
    // Other currencies are still converted.
    expect(await one(tube._id, '?currency=JPY')).toMatchObject({ price: 1868, priceSource: 'converted' });
    await t.app.db.updateTable('products').set({ prices_json: null }).where('id', '=', Number(tube._id)).execute();
    t.app.catalogCache.invalidate();
  });

  it('answers 400 naming an unknown code or one the store does not offer', async () => {
    for (const code of ['XYZ', 'CHF']) {
      for (const path of [`/products/?currency=${code}`, `/products/${tube._id}?currency=${code}`]) {
        const answer = await get(path);
        expect(answer.status, path).toBe(400);
        expect(answer.body).toEqual({ message: currencyTexts.notOffered(code) });
        expect(answer.body.message).toContain(code);
      }
    }
  });

  it('shows rates changed through PUT /settings/currencies in the very next read', async () => {
    expect(await one(tube._id, '?currency=EUR')).toMatchObject({ price: 11.35 });
    const saved = await call(t, 'PUT', '/settings/currencies', {
      as: admin,
      body: {
        base: 'USD',
        offered: ['USD', 'EUR', 'CHF'],
        rates: [
          { currency: 'EUR', perBase: 1.25, asOf: '2026-11-28' },
          { currency: 'CHF', perBase: 0.88, asOf: '2026-11-28' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    // 12.34 × 1.25 = 15.425 → €15.43 (a tie, rounded up); breaks 11.50 × 1.25 = 14.375 → €14.38,
    // 10.99 × 1.25 = 13.7375 → €13.74.
    expect(await one(tube._id, '?currency=EUR')).toMatchObject({
      price: 15.43,
      priceBreaks: [
        { minQuantity: 10, price: 14.38 },
        { minQuantity: 50, price: 13.74 },
      ],
      priceSource: 'converted',
    });
    expect(await listed('&currency=EUR')).toMatchObject({ price: 15.43 });
    // Now offered: 12.34 × 0.88 = 10.8592 → CHF 10.86; JPY no longer is.
    expect(await one(tube._id, '?currency=CHF')).toMatchObject({ price: 10.86, currency: 'CHF' });
    expect((await get(`/products/${tube._id}?currency=JPY`)).status).toBe(400);
  });
});
