import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { isLowStock } from '#shared/catalog/stock-status.ts';
import { call, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/** GET /products/ for Manage Products (docs/product/back-office.md#products): low stock and stock order. */
describe.each(testDatabaseKinds)('products by stock on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  const all = async (query: string) => (await call(t, 'GET', `/products/?limit=100&${query}`)).body as Product[];

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '1000' });
    admin = await signUpAdmin(t, 'admin@example.com');
    // Four products with stock around their reorder points: the default (3 × MOQ) and an explicit one.
    const made = [
      { name: 'Stock A: 29 of default 30', total: 29, minimum: 10, reorderPoint: null },
      { name: 'Stock B: 30 of default 30', total: 30, minimum: 10, reorderPoint: null },
      { name: 'Stock C: 49 of 50', total: 49, minimum: 1, reorderPoint: 50 },
      { name: 'Stock D: 0 of 0', total: 0, minimum: 5, reorderPoint: 0 },
    ];
    for (const product of made) {
      const created = await call(t, 'POST', '/products', {
        as: admin,
        body: {
          picture: '/x.svg',
          about: 'Stock test',
          origin: 'USA',
          price: 5,
          metal: 'tantalum',
          form: 'plate',
          ...product,
        },
      });
      expect(created.status).toBe(201);
    }
  });
  afterAll(async () => t?.close());

  it('lists exactly the products below their reorder point, by the shared rule', async () => {
    const low = await all('lowStock=true');
    const everything = await all('');
    expect(low.map((p) => p._id).sort()).toEqual(
      everything
        .filter(isLowStock)
        .map((p) => p._id)
        .sort(),
    );
    const names = low.map((p) => p.name);
    expect(names).toContain('Stock A: 29 of default 30');
    expect(names).toContain('Stock C: 49 of 50');
    expect(names).not.toContain('Stock B: 30 of default 30');
    expect(names).not.toContain('Stock D: 0 of 0');
    const counted = await call(t, 'GET', '/products/?lowStock=true&limit=1&metal=tantalum&form=plate');
    expect(counted.headers.get('x-total-count')).toBe(
      String(low.filter((p) => p.metal === 'tantalum' && p.form === 'plate').length),
    );
  });

  it('sorts by stock either way, and refuses a low-stock value it does not know', async () => {
    const ascending = (await all('sort=stock-asc&metal=tantalum&form=plate')).map((p) => p.total);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending.length).toBeGreaterThanOrEqual(4);
    const descending = (await all('sort=stock-desc&metal=tantalum&form=plate')).map((p) => p.total);
    expect(descending).toEqual([...ascending].reverse());
    expect((await call(t, 'GET', '/products/?lowStock=yes')).status).toBe(400);
  });
});
