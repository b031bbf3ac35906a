import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#shared/cart/cart.schema.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/** PRODUCT.md §20 "the cart line keeps the pin": the cart answers the pinned heat, and the merge carries it. */
describe.each(testDatabaseKinds)('the heat pin of cart lines on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;

  const addProduct = async (name: string, body: Record<string, unknown> = {}) => {
    const created = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name,
        picture: '/images/products/titanium-bar.svg',
        about: 'Heats',
        origin: 'USA',
        price: 10,
        minimum: 1,
        total: 0,
        ...body,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as Product;
  };
  const receive = async (productId: string, fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    const response = await fetch(`${t.url}/products/${productId}/lots`, {
      method: 'POST',
      headers: admin.headers,
      body: data,
    });
    expect(response.status).toBe(201);
  };
  const lineOf = (cart: Cart, productId: string) => cart.lines.find((line) => line.productId === productId);

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT: '1000',
      WRITE_BUDGET_PER_MINUTE: '100000',
    });
    [admin, buyer] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
    ]);
  });
  afterAll(async () => t?.close());

  it('answers the pinned heat on the line (GET too), and a PUT without it clears it', async () => {
    const product = await addProduct('Nb sheet');
    await receive(product._id, { heatNumber: 'HX-1', quantity: '20', receivedOn: '2026-07-01', public: 'true' });
    const put = (body: Record<string, unknown>) => call(t, 'PUT', `/cart/lines/${product._id}`, { as: buyer, body });

    const pinned = await put({ quantity: 2, heatNumber: 'HX-1' });
    expect(pinned.status, JSON.stringify(pinned.body)).toBe(200);
    expect(lineOf(pinned.body as Cart, product._id)).toMatchObject({ quantity: 2, heatNumber: 'HX-1' });
    expect(lineOf((await call(t, 'GET', '/cart', { as: buyer })).body as Cart, product._id)?.heatNumber).toBe('HX-1');

    const cleared = await put({ quantity: 3 });
    expect(lineOf(cleared.body as Cart, product._id)).toMatchObject({ quantity: 3, heatNumber: null });
    await call(t, 'DELETE', '/cart', { as: buyer });
  });

  it('merges a visitor line with its heat, dropping a heat no longer offered without refusing the merge', async () => {
    const pinnedProduct = await addProduct('Ta rod');
    const hiddenProduct = await addProduct('W plate');
    await receive(pinnedProduct._id, { heatNumber: 'HM-1', quantity: '9', receivedOn: '2026-07-02', public: 'true' });
    await receive(hiddenProduct._id, { heatNumber: 'HM-2', quantity: '9', receivedOn: '2026-07-03' });

    const merged = await call(t, 'POST', '/cart/merge', {
      as: buyer,
      body: {
        lines: [
          { productId: pinnedProduct._id, quantity: 2, heatNumber: 'HM-1' },
          { productId: hiddenProduct._id, quantity: 1, heatNumber: 'HM-2' },
        ],
      },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const cart = merged.body as Cart;
    expect(lineOf(cart, pinnedProduct._id)).toMatchObject({ quantity: 2, heatNumber: 'HM-1' });
    expect(lineOf(cart, hiddenProduct._id)).toMatchObject({ quantity: 1, heatNumber: null });
    await call(t, 'DELETE', '/cart', { as: buyer });
  });
});
