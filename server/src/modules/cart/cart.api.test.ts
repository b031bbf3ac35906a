import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '#shared/cart/cart.schema.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { requirementOfProduct } from '#shared/orders/certificate-required.ts';
import { messages } from '#shared/messages.ts';
import { formatUsd } from '#shared/money.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const m = messages.cart;
const p = messages.purchase;

describe.each(testDatabaseKinds)('cart API on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let made = 0;
  let buyers = 0;

  /** A product of the test's own, with the rules it needs: min 2, multiple of 2, at most 40, 100 in stock, $10 → $8 from 20. */
  const makeProduct = async (fields: Record<string, unknown> = {}): Promise<Product> => {
    made += 1;
    const response = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: `Cart Test Niobium Sheet ${made}`,
        picture: '/images/products/niobium-sheet.svg',
        about: 'For the cart tests',
        origin: 'USA',
        sku: `CART-T-${made}`,
        total: 100,
        minimum: 2,
        increment: 2,
        maximum: 40,
        price: 10,
        priceBreaks: [{ minQuantity: 20, price: 8 }],
        ...fields,
      },
    });
    expect(response.status).toBe(201);
    return response.body as Product;
  };
  const newBuyer = async () => signUp(t, `cart-buyer-${(buyers += 1)}@example.com`, `Cart Buyer ${buyers}`);
  const cartOf = async (as: SignedIn) => (await call(t, 'GET', '/cart', { as })).body as Cart;
  const put = (as: SignedIn, productId: string, quantity: unknown) =>
    call(t, 'PUT', `/cart/lines/${productId}`, { as, body: { quantity } });
  const lineOf = (cart: Cart, product: Product) => cart.lines.find((line) => line.productId === product._id);

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '1000' });
    admin = await signUpAdmin(t, 'admin@example.com', 'Ada Admin');
  });
  afterAll(async () => t?.close());

  it('answers a browser opening /cart with the web app, and the API callers with the cart', async () => {
    const buyer = await newBuyer();
    const navigation = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const as of [undefined, buyer]) {
      const page = await call(t, 'GET', '/cart', { as, headers: { accept: navigation } });
      expect(page.status).toBe(existsSync('client/dist/index.html') ? 200 : 503);
      if (page.status === 200) expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    }
    expect((await call(t, 'GET', '/cart', { headers: { accept: 'application/json' } })).status).toBe(401);
    expect((await call(t, 'GET', '/cart', { as: buyer, headers: { accept: 'application/json' } })).body).toMatchObject({
      count: 0,
    });
    expect((await call(t, 'GET', '/cart', { as: buyer })).body).toMatchObject({ count: 0 });
    // Only GET navigations: a form post to the same path is still the API's.
    expect((await call(t, 'DELETE', '/cart', { as: buyer, headers: { accept: navigation } })).body).toMatchObject({
      count: 0,
    });
  });

  it('keeps a line per product, priced today for its quantity by the price breaks', async () => {
    const buyer = await newBuyer();
    const product = await makeProduct();
    expect(await cartOf(buyer)).toEqual({ currency: 'USD', lines: [], count: 0, total: 0, ready: false });

    expect((await put(buyer, product._id, 4)).status).toBe(200);
    const set = await put(buyer, product._id, 20);
    expect(set.status).toBe(200);
    const line: CartLine = {
      lineId: expect.any(String),
      productId: product._id,
      sku: product.sku,
      name: product.name,
      picture: product.picture,
      quantity: 20,
      unitPrice: 8,
      lineTotal: 160,
      priceWhenAdded: 8,
      // PRODUCT.md §20: none until the buyer chooses; the product's own certificate is the choice offered.
      certificateRequired: 'none',
      // PRODUCT.md §20: no heat pinned, the line takes the oldest lots first.
      heatNumber: null,
      ...(requirementOfProduct(product.certificate) && {
        certificateChoice: requirementOfProduct(product.certificate),
      }),
    };
    expect(set.body).toEqual({ currency: 'USD', lines: [line], count: 1, total: 160, ready: true });
    expect(await cartOf(buyer)).toEqual(set.body);
  });

  it('refuses a quantity that breaks a rule with that rule, storing nothing', async () => {
    const buyer = await newBuyer();
    const product = await makeProduct({ total: 30 });
    const refusals: [number, string][] = [
      [1, p.belowMinimum(2)],
      [5, p.notMultiple(2)],
      [42, p.aboveMaximum(40)],
      [32, p.aboveTotal(30)],
    ];
    for (const [quantity, message] of refusals) {
      expect(await put(buyer, product._id, quantity), `quantity ${quantity}`).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    for (const quantity of [0, 2.5, '4']) expect((await put(buyer, product._id, quantity)).status).toBe(400);
    expect((await cartOf(buyer)).count).toBe(0);
    expect(await put(buyer, '999999', 2)).toMatchObject({
      status: 404,
      body: { message: messages.errors.productNotFound },
    });
    expect((await put(buyer, 'not-a-product', 2)).status).toBe(404);
  });

  it('shows a line that can no longer be ordered with its problem, outside the total, until it is fixed', async () => {
    const buyer = await newBuyer();
    const [kept, short] = [await makeProduct(), await makeProduct()];
    await put(buyer, kept._id, 2);
    await put(buyer, short._id, 10);
    expect((await call(t, 'PATCH', `/products/${short._id}`, { as: admin, body: { total: 6 } })).status).toBe(200);

    let cart = await cartOf(buyer);
    expect(lineOf(cart, short)).toMatchObject({ quantity: 10, problem: p.aboveTotal(6) });
    expect(lineOf(cart, kept)?.problem).toBeUndefined();
    expect(cart).toMatchObject({ count: 2, total: 20, ready: false });

    cart = (await put(buyer, short._id, 6)).body;
    expect(lineOf(cart, short)?.problem).toBeUndefined();
    expect(cart).toMatchObject({ total: 80, ready: true });
  });

  it('shows a line repriced since it was set until the buyer sets it again, which accepts the new price', async () => {
    const buyer = await newBuyer();
    const product = await makeProduct();
    await put(buyer, product._id, 4);
    expect((await call(t, 'PATCH', `/products/${product._id}`, { as: admin, body: { price: 12.5 } })).status).toBe(200);

    let line = lineOf(await cartOf(buyer), product);
    expect(line).toMatchObject({
      unitPrice: 12.5,
      priceWhenAdded: 10,
      lineTotal: 50,
      problem: m.repriced(formatUsd(10), formatUsd(12.5)),
    });

    line = lineOf((await put(buyer, product._id, 4)).body, product);
    expect(line).toMatchObject({ unitPrice: 12.5, priceWhenAdded: 12.5 });
    expect(line?.problem).toBeUndefined();

    // PUT /products (the specification's Update product) reprices too.
    const updated = await call(t, 'PUT', `/products/${product._id}`, {
      as: admin,
      body: { total: 100, minimum: 2, price: 11 },
    });
    expect(updated.status).toBe(200);
    expect(lineOf(await cartOf(buyer), product)?.problem).toBe(m.repriced(formatUsd(12.5), formatUsd(11)));
  });

  it("keeps a deleted product's line as no longer sold, removable by the line's id", async () => {
    const buyer = await newBuyer();
    const product = await makeProduct();
    const other = await makeProduct();
    await put(buyer, product._id, 4);
    await put(buyer, other._id, 2);
    expect((await call(t, 'DELETE', `/products/${product._id}`, { as: admin })).status).toBe(200);

    const cart = await cartOf(buyer);
    const gone = cart.lines.find((line) => line.name === product.name)!;
    expect(gone).toMatchObject({ productId: null, sku: product.sku, quantity: 4, problem: m.noLongerSold });
    expect(cart).toMatchObject({ count: 2, total: 20, ready: false });

    const removed = await call(t, 'DELETE', `/cart/lines/${gone.lineId}`, { as: buyer });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ count: 1, ready: true });
    expect((await call(t, 'DELETE', `/cart/lines/${gone.lineId}`, { as: buyer })).status).toBe(404);
    expect(await call(t, 'PUT', `/cart/lines/${product._id}`, { as: buyer, body: { quantity: 4 } })).toMatchObject({
      status: 404,
    });
  });

  it("removes a line by product, empties the cart, and never touches another buyer's lines", async () => {
    const [buyer, other] = [await newBuyer(), await newBuyer()];
    const [a, b] = [await makeProduct(), await makeProduct()];
    await put(buyer, a._id, 2);
    await put(buyer, b._id, 2);
    await put(other, a._id, 4);

    expect((await call(t, 'DELETE', `/cart/lines/${a._id}`, { as: buyer })).body).toMatchObject({ count: 1 });
    expect((await call(t, 'DELETE', `/cart/lines/${a._id}`, { as: buyer })).status).toBe(404);
    const otherLine = lineOf(await cartOf(other), a)!;
    expect((await call(t, 'DELETE', `/cart/lines/${otherLine.lineId}`, { as: buyer })).status).toBe(404);

    expect((await call(t, 'DELETE', '/cart', { as: buyer })).body).toEqual({
      currency: 'USD',
      lines: [],
      count: 0,
      total: 0,
      ready: false,
    });
    expect(lineOf(await cartOf(other), a)?.quantity).toBe(4);
  });

  it("merges a visitor's cart by adding quantities, keeping a sum that breaks a rule at the largest valid one", async () => {
    const buyer = await newBuyer();
    const [a, b, c, empty] = [
      await makeProduct(),
      await makeProduct(),
      await makeProduct(),
      await makeProduct({ total: 1 }),
    ];
    await put(buyer, a._id, 10);
    await put(buyer, b._id, 30);
    const merged = await call(t, 'POST', '/cart/merge', {
      as: buyer,
      body: {
        lines: [
          { productId: a._id, quantity: 4 },
          { productId: b._id, quantity: 15 },
          { productId: c._id, quantity: 2 },
          { productId: c._id, quantity: 2 },
          { productId: empty._id, quantity: 2 },
          { productId: '999999', quantity: 2 },
        ],
      },
    });
    expect(merged.status).toBe(200);
    const cart = merged.body as Cart;
    expect(cart.lines.map((line) => [line.productId, line.quantity, line.problem])).toEqual([
      [a._id, 14, undefined],
      // 45 is above the maximum of 40: kept at 40, priced for 40.
      [b._id, 40, undefined],
      [c._id, 4, undefined],
      // Nothing can be ordered today: kept as the visitor had it, with the reason.
      [empty._id, 2, p.aboveTotal(1)],
    ]);
    expect(lineOf(cart, b)).toMatchObject({ unitPrice: 8, lineTotal: 320 });
    expect(
      (await call(t, 'POST', '/cart/merge', { as: buyer, body: { lines: [{ productId: a._id, quantity: 0 }] } }))
        .status,
    ).toBe(400);
  });

  it('adds the good rows of a quick order and names every bad row with its reason', async () => {
    const buyer = await newBuyer();
    const [good, small, already] = [
      await makeProduct(),
      await makeProduct({ total: 10, maximum: null }),
      await makeProduct(),
    ];
    await put(buyer, already._id, 38);
    const text = [
      'sku,quantity',
      `${good.sku},20`,
      'NO-SUCH-SKU,4',
      `${good.sku.toLowerCase()};1.5`,
      `${small.sku}\t1`,
      `${small.sku} 3`,
      `${small.sku} 12`,
      `${already.sku},4`,
      `${small.sku} 4`,
      `${small.sku}`,
    ].join('\n');
    const answer = await call(t, 'POST', '/cart/quick-order', { as: buyer, body: { text } });
    expect(answer.status).toBe(200);
    expect(answer.body.added).toEqual([
      { row: 2, sku: good.sku, quantity: 20 },
      { row: 9, sku: small.sku, quantity: 4 },
    ]);
    expect(answer.body.errors).toEqual([
      { row: 3, message: m.unknownSku('NO-SUCH-SKU') },
      { row: 4, message: m.notWholeNumber('1.5') },
      { row: 5, message: p.belowMinimum(2) },
      { row: 6, message: p.notMultiple(2) },
      { row: 7, message: p.aboveTotal(10) },
      // 38 in the cart + 4 is above the maximum of 40.
      { row: 8, message: p.aboveMaximum(40) },
      { row: 10, message: m.rowShape },
    ]);
    const cart = answer.body.cart as Cart;
    expect(cart.lines.map((line) => [line.sku, line.quantity])).toEqual([
      [already.sku, 38],
      [good.sku, 20],
      [small.sku, 4],
    ]);
    expect(cart).toEqual(await cartOf(buyer));
  });

  it('refuses a quick order of more than 500 rows or more than 1 MB as a whole', async () => {
    const buyer = await newBuyer();
    const product = await makeProduct();
    const rows = (n: number) => Array.from({ length: n }, () => `${product.sku} 2`).join('\n');
    expect(await call(t, 'POST', '/cart/quick-order', { as: buyer, body: { text: rows(501) } })).toMatchObject({
      status: 400,
      body: { message: m.tooManyRows(500) },
    });
    expect((await cartOf(buyer)).count).toBe(0);
    const huge = await call(t, 'POST', '/cart/quick-order', { as: buyer, body: { text: 'x'.repeat(1_100_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: expect.any(String) });
    expect(await call(t, 'POST', '/cart/quick-order', { as: buyer, body: { text: 'sku,quantity\n' } })).toMatchObject({
      status: 400,
      body: { message: m.nothingToRead },
    });
  });

  describe('Order again', () => {
    let poCount = 0;
    /** A purchase order placed earlier, written directly: the checkout is another module's. */
    const seedPurchaseOrder = async (buyer: SignedIn, lines: { product: Product; quantity: number }[]) => {
      const db = t.app.db;
      const user = await db.selectFrom('users').select('id').where('email', '=', buyer.email).executeTakeFirstOrThrow();
      const id = `po_cart_test_${(poCount += 1)}`;
      const at = new Date().toISOString();
      await db
        .insertInto('purchase_orders')
        .values({
          id,
          number: 900_000 + poCount,
          buyer_id: user.id,
          buyer_email: buyer.email,
          buyer_name: 'Cart Buyer',
          buyer_company: '',
          po_number: null,
          ship_to_address: 'Dock 1',
          phone: '+1 412 555 0100',
          requested_date: null,
          notes: '',
          status: 'delivered',
          payment_method: 'card',
          payment_status: 'paid',
          total_cents: 0,
          payment_intent_id: null,
          transaction_id: null,
          refund_id: null,
          carrier: null,
          tracking_number: null,
          idempotency_key: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      for (const [index, line] of lines.entries()) {
        await db
          .insertInto('orders')
          .values({
            id: `${id}_line_${index + 1}`,
            product_id: Number(line.product._id),
            product_name: line.product.name,
            unit_price_cents: 1000,
            quantity: line.quantity,
            total_cents: 1000 * line.quantity,
            buyer_id: user.id,
            buyer_email: buyer.email,
            buyer_name: 'Cart Buyer',
            buyer_address: 'Dock 1',
            phone: '+1 412 555 0100',
            status: 'shipped',
            transaction_id: null,
            payment_intent_id: null,
            idempotency_key: null,
            refund_id: null,
            purchase_order_id: id,
            line_no: index + 1,
            sku: line.product.sku,
            heat_number: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
      return id;
    };

    it("puts the buyer's own order's lines in the cart at today's prices, naming the lines it cannot", async () => {
      const buyer = await newBuyer();
      const [kept, repriced, gone, short] = [
        await makeProduct(),
        await makeProduct(),
        await makeProduct(),
        await makeProduct(),
      ];
      const id = await seedPurchaseOrder(buyer, [
        { product: kept, quantity: 4 },
        { product: repriced, quantity: 20 },
        { product: gone, quantity: 2 },
        { product: short, quantity: 30 },
      ]);
      await call(t, 'PATCH', `/products/${repriced._id}`, {
        as: admin,
        body: { priceBreaks: [{ minQuantity: 20, price: 7 }] },
      });
      await call(t, 'DELETE', `/products/${gone._id}`, { as: admin });
      await call(t, 'PATCH', `/products/${short._id}`, { as: admin, body: { total: 10 } });

      const answer = await call(t, 'POST', `/cart/reorder/${id}`, { as: buyer });
      expect(answer.status).toBe(200);
      expect(answer.body.skipped).toEqual([
        { name: gone.name, message: m.noLongerSold },
        { name: short.name, message: p.aboveTotal(10) },
      ]);
      const cart = answer.body.cart as Cart;
      expect(cart.lines.map((line) => [line.productId, line.quantity, line.unitPrice, line.problem])).toEqual([
        [kept._id, 4, 10, undefined],
        [repriced._id, 20, 7, undefined],
      ]);
      expect(cart).toMatchObject({ total: 180, ready: true });
    });

    it("answers 404 for another buyer's order, as for one that does not exist", async () => {
      const [buyer, other] = [await newBuyer(), await newBuyer()];
      const product = await makeProduct();
      const id = await seedPurchaseOrder(other, [{ product, quantity: 2 }]);
      const notFound = { status: 404, body: { message: messages.purchaseOrders.notFound } };
      expect(await call(t, 'POST', `/cart/reorder/${id}`, { as: buyer })).toMatchObject(notFound);
      expect(await call(t, 'POST', `/cart/reorder/${id}`, { as: admin })).toMatchObject(notFound);
      expect(await call(t, 'POST', '/cart/reorder/po_none', { as: buyer })).toMatchObject(notFound);
      expect((await cartOf(buyer)).count).toBe(0);
    });
  });
});
