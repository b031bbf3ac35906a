import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { call, type SignedIn, signUp, signUpAdmin } from '../../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testDatabaseKinds } from '../../../testing/test-database.ts';

const m = messages.purchase;

/** docs/product/catalog.md: every order is priced from the stored breaks and refused by the quantity rules. */
describe.each(testDatabaseKinds)('order pricing and quantity rules on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com', MAX_UNPAID_ORDERS: '1000' });
    admin = await signUpAdmin(t, 'admin@example.com');
    buyer = await signUp(t, 'buyer@example.com');
  });
  afterAll(async () => t?.close());

  const addProduct = async (fields: object) => {
    const created = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: 'Priced Nb Sheet',
        picture: '/images/products/niobium-plate.svg',
        about: 'Pricing fixture',
        origin: 'USA',
        total: 10_000,
        minimum: 5,
        price: 10,
        ...fields,
      },
    });
    expect(created.status).toBe(201);
    return created.body as Product;
  };
  const order = (product: Product, quantity: number) =>
    call(t, 'POST', '/orders', {
      as: buyer,
      body: { productId: product._id, productQuantity: quantity, buyerAddress: 'Dock 1', phone: '+1 412 555 0100' },
    });
  const stock = async (product: Product) => ((await call(t, 'GET', `/products/${product._id}`)).body as Product).total;

  it('charges the list price below the first break and the break price from its quantity up', async () => {
    const product = await addProduct({
      priceBreaks: [
        { minQuantity: 25, price: 9.1 },
        { minQuantity: 100, price: 8.05 },
      ],
    });
    const cases: [number, number][] = [
      [5, 10],
      [24, 10],
      [25, 9.1],
      [99, 9.1],
      [100, 8.05],
      [250, 8.05],
    ];
    for (const [quantity, unitPrice] of cases) {
      const placed = await order(product, quantity);
      expect(placed.status, String(quantity)).toBe(201);
      expect(placed.body, String(quantity)).toMatchObject({
        unitPrice,
        productQuantity: quantity,
        productPrice: Math.round(unitPrice * 100 * quantity) / 100,
      });
    }
    // The buyer's own price is ignored: the server prices from what it stores.
    const cheeky = await call(t, 'POST', '/orders', {
      as: buyer,
      body: {
        productId: product._id,
        productQuantity: 25,
        productPrice: 0.01,
        buyerAddress: 'x',
        phone: '+1 412 555 0100',
      },
    });
    expect(cheeky.body).toMatchObject({ unitPrice: 9.1, productPrice: 227.5 });
  });

  it('refuses quantities below the minimum, off the increment, above the maximum or the stock, in that order', async () => {
    const product = await addProduct({ minimum: 10, increment: 5, maximum: 100, total: 80 });
    const cases: [number, string][] = [
      [5, m.belowMinimum(10)],
      [7, m.belowMinimum(10)],
      [12, m.notMultiple(5)],
      [101, m.notMultiple(5)],
      [105, m.aboveMaximum(100)],
      [85, m.aboveTotal(80)],
    ];
    for (const [quantity, message] of cases) {
      const refused = await order(product, quantity);
      expect(refused.status, String(quantity)).toBe(400);
      expect(refused.body, String(quantity)).toEqual({ message });
    }
    expect(await stock(product)).toBe(80);
    expect((await order(product, 15)).status).toBe(201);
    expect(await stock(product)).toBe(65);
  });

  it('applies rules changed by PATCH to the next order', async () => {
    const product = await addProduct({});
    expect((await order(product, 7)).status).toBe(201);
    const patched = await call(t, 'PATCH', `/products/${product._id}`, {
      as: admin,
      body: { increment: 6, maximum: 60, priceBreaks: [{ minQuantity: 12, price: 9.5 }] },
    });
    expect(patched.status).toBe(200);
    expect((await order(product, 7)).body).toEqual({ message: m.notMultiple(6) });
    expect((await order(product, 66)).body).toEqual({ message: m.aboveMaximum(60) });
    expect((await order(product, 12)).body).toMatchObject({ unitPrice: 9.5, productPrice: 114 });
  });
});
