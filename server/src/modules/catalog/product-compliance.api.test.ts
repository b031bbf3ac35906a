import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { addressTexts } from '#shared/messages/addresses.ts';
import { call, type SignedIn, signUpAdmin } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/*
 * A product's export facts on the API (PRODUCT.md §19): `hsCode`, `countryOfOrigin`,
 * `exportClassification` and `conflictMinerals` on every product answer, set by POST, PUT and PATCH
 * /products; a bad HS code or country is a 400 that changes nothing.
 */
describe.each(testDatabaseKinds)('export facts of products on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let bar: Product;

  const product = {
    name: 'Compliance Tantalum Bar',
    picture: '/images/products/titanium-tube.svg',
    about: 'A tantalum bar for the export facts tests.',
    origin: 'Germany',
    total: 50,
    minimum: 1,
    price: 120,
    metal: 'tantalum',
    form: 'bar',
    sku: 'EXP-TA-1',
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com' });
    admin = await signUpAdmin(t, 'admin@example.com');
    const added = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        ...product,
        hsCode: '8103.90 90',
        countryOfOrigin: 'de',
        exportClassification: ' ear99 ',
        conflictMinerals: true,
      },
    });
    expect(added.status).toBe(201);
    bar = added.body as Product;
  });
  afterAll(async () => t?.close());

  const one = async (id: string) => (await call(t, 'GET', `/products/${id}`)).body as Product;
  const listed = async (id: string) =>
    ((await call(t, 'GET', '/products/')).body as Product[]).find((p) => p._id === id);
  const stored = (id: string) =>
    t.app.db
      .selectFrom('products')
      .select(['hs_code', 'country_of_origin', 'export_classification', 'conflict_minerals'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();

  it('stores the HS code as its digits and answers the facts on the admin, the product and the list answers', async () => {
    const facts = { hsCode: '81039090', countryOfOrigin: 'DE', exportClassification: 'EAR99', conflictMinerals: true };
    expect(bar).toMatchObject(facts);
    expect(await one(bar._id)).toMatchObject(facts);
    expect(await listed(bar._id)).toMatchObject(facts);
    expect(await stored(bar._id)).toEqual({
      hs_code: '81039090',
      country_of_origin: 'DE',
      export_classification: 'EAR99',
      conflict_minerals: 1,
    });
  });

  it('answers null and false for a product added without them', async () => {
    const added = await call(t, 'POST', '/products', { as: admin, body: { ...product, sku: 'EXP-TA-2' } });
    expect(added.status).toBe(201);
    const empty = { hsCode: null, countryOfOrigin: null, exportClassification: null, conflictMinerals: false };
    expect(added.body).toMatchObject(empty);
    expect(await one((added.body as Product)._id)).toMatchObject(empty);
  });

  it('PATCH changes one fact, keeps the others, and an empty classification or null clears', async () => {
    const classified = await call(t, 'PATCH', `/products/${bar._id}`, {
      as: admin,
      body: { exportClassification: '1c202' },
    });
    expect(classified.status).toBe(200);
    expect(classified.body).toMatchObject({
      hsCode: '81039090',
      exportClassification: '1C202',
      conflictMinerals: true,
    });
    // The cached product page shows the change at once.
    expect(await one(bar._id)).toMatchObject({ exportClassification: '1C202' });

    const cleared = await call(t, 'PATCH', `/products/${bar._id}`, {
      as: admin,
      body: { exportClassification: '', countryOfOrigin: null, conflictMinerals: false },
    });
    expect(cleared.body).toMatchObject({
      hsCode: '81039090',
      countryOfOrigin: null,
      exportClassification: null,
      conflictMinerals: false,
    });
    expect(await stored(bar._id)).toMatchObject({
      export_classification: null,
      country_of_origin: null,
      conflict_minerals: 0,
    });
  });

  it('PUT sets the facts beside stock and price, and keeps the ones it omits', async () => {
    const put = await call(t, 'PUT', `/products/${bar._id}`, {
      as: admin,
      body: { total: 40, minimum: 1, price: 120, countryOfOrigin: 'AT', conflictMinerals: true },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ total: 40, hsCode: '81039090', countryOfOrigin: 'AT', conflictMinerals: true });
    expect(await one(bar._id)).toMatchObject({ countryOfOrigin: 'AT', conflictMinerals: true });
  });

  it.each([
    ['an HS code of 5 digits', { hsCode: '81039' }, 'HS code must be 6 to 10 digits'],
    ['an HS code of 11 digits', { hsCode: '81039090123' }, 'HS code must be 6 to 10 digits'],
    ['an HS code with letters', { hsCode: '8103AB' }, 'HS code must be 6 to 10 digits'],
    ['an unknown country', { countryOfOrigin: 'XX' }, addressTexts.unknownCountry('XX')],
    ['a classification with spaces', { exportClassification: '1C 202' }, 'letters, digits, dots and dashes'],
  ])('refuses %s with a 400 on POST, PATCH and PUT, and changes nothing', async (_name, body, message) => {
    const before = await stored(bar._id);
    const writes = [
      call(t, 'POST', '/products', { as: admin, body: { ...product, sku: 'EXP-TA-BAD', ...body } }),
      call(t, 'PATCH', `/products/${bar._id}`, { as: admin, body }),
      call(t, 'PUT', `/products/${bar._id}`, { as: admin, body: { total: 40, minimum: 1, price: 120, ...body } }),
    ];
    for (const answer of await Promise.all(writes)) {
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toContain(message);
    }
    expect(await stored(bar._id)).toEqual(before);
    expect((await call(t, 'GET', '/products/')).body as Product[]).not.toContainEqual(
      expect.objectContaining({ sku: 'EXP-TA-BAD' }),
    );
  });
});
