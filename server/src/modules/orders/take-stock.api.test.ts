import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { messages } from '#shared/messages.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/**
 * One UPDATE takes the stock of every line (take-stock.ts): lines of one product are taken
 * together, and when the product cannot cover them all, the checkout names the first line that
 * cannot be had after the ones before it, takes nothing and leaves the cart as it was.
 */
describe.each(testDatabaseKinds)('stock of several lines of one product on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let bar: Product;

  const shipTo = { address: '3 Rolling Mill Way, Sheffield', phone: '+44 114 496 0101' };
  const stockOf = async () => ((await call(t, 'GET', `/products/${bar._id}`)).body as Product).total;
  const cutOf = (pieces: number, lengthMm: number) =>
    call(t, 'POST', '/cart/cuts', { as: buyer, body: { productId: bar._id, pieces, lengthMm } });

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com', WRITE_BUDGET_PER_MINUTE: '600' });
    [admin, buyer] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
    ]);
    const created = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: 'Grade 2 titanium bar by the metre',
        form: 'bar',
        metal: 'titanium',
        unit: 'm',
        density: 4.51,
        dimensions: { diameter: 12 },
        price: 30,
        minimum: 0.5,
        total: 10,
        picture: '/images/products/titanium-bar.svg',
        about: 'For the stock tests',
        origin: 'USA',
        cutToLength: { minLengthMm: 100, maxLengthMm: 3000, cutFee: 2 },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    bar = created.body as Product;
  });
  afterAll(async () => t?.close());

  it('refuses the line the product cannot cover after the lines before it, taking nothing', async () => {
    expect((await call(t, 'PUT', `/cart/lines/${bar._id}`, { as: buyer, body: { quantity: 4 } })).status).toBe(200);
    expect((await cutOf(2, 2000)).status).toBe(201);
    const last = await cutOf(2, 1500);
    expect(last.status).toBe(201);

    // 4 m + 4 m + 3 m of 10 m: each fits alone, the third not after the first two.
    const refused = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.purchaseOrders.lineProblem(bar.name, unitTexts.aboveTotal('2 m')));
    expect(await stockOf()).toBe(10);
    expect(((await call(t, 'GET', '/cart', { as: buyer })).body as { lines: unknown[] }).lines).toHaveLength(3);

    expect(
      (await call(t, 'DELETE', `/cart/cuts/${(last.body as { cutId: string }).cutId}`, { as: buyer })).status,
    ).toBe(200);
    expect((await cutOf(1, 2000)).status).toBe(201);
    const placed = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.lines).toHaveLength(3);
    expect(await stockOf()).toBe(0);
  });
});
