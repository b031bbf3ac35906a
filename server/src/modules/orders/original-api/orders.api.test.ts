import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testDatabaseKinds } from '../../../testing/test-database.ts';

describe.each(testDatabaseKinds)('orders and payments API on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let other: SignedIn;
  let product: Product;

  const order = (as: SignedIn, fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    call(t, 'POST', '/orders', {
      as,
      headers,
      body: {
        productId: product._id,
        productQuantity: product.minimum,
        buyerAddress: '1 Foundry Road, Pittsburgh',
        phone: '+1 412 555 0199',
        ...fields,
      },
    });
  const stock = async (id = product._id) => (await call(t, 'GET', `/products/${id}`)).body.total as number;
  const pay = async (as: SignedIn, orderId: string, cardNumber = '4242 4242 4242 4242') => {
    const intent = await call(t, 'POST', '/create-payment-intent', { as, body: { orderId } });
    const confirm = await call(t, 'POST', '/payments/test/confirm', {
      as,
      body: {
        clientSecret: intent.body.clientSecret,
        cardNumber,
        expiry: '12/39',
        cvc: '123',
        billingName: 'Bea',
        billingEmail: as.email,
      },
    });
    return { intent, confirm };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT: '1000',
      // The oversell test places 200 unpaid orders from two accounts.
      MAX_UNPAID_ORDERS: '1000',
      // The oversell test's 100 orders a buyer at once are a script's pace: past the write budget.
      WRITE_BUDGET_PER_MINUTE: '100000',
    });
    [admin, buyer, other] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
      signUp(t, 'other@example.com', 'Oscar Other'),
    ]);
    // A product sold as the specification (docs/product) sells: by the piece, any quantity from its minimum, one list price.
    product = ((await call(t, 'GET', '/products/')).body as Product[]).find(
      (p) => p.increment === 1 && p.maximum === null && p.priceBreaks.length === 0,
    )!;
  });
  afterAll(async () => t?.close());

  it('prices the order from the stored product and takes the buyer from the session', async () => {
    const before = await stock();
    const placed = await order(buyer, {
      productPrice: 0.01,
      buyerEmail: 'victim@example.com',
      buyerName: 'Mallory',
      productName: 'Free metal',
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      productName: product.name,
      productQuantity: product.minimum,
      productPrice: Math.round(product.price * 100 * product.minimum) / 100,
      buyerEmail: 'buyer@example.com',
      buyerName: 'Bea Buyer',
      phone: '+1 412 555 0199',
      paid: false,
      status: 'unpaid',
      transactionId: null,
    });
    expect(await stock()).toBe(before - product.minimum);
  });

  it('enforces the MOQ and the stock with the specification messages', async () => {
    const below = await order(buyer, { productQuantity: product.minimum - 1 });
    expect(below.status).toBe(400);
    expect(below.body).toEqual({ message: messages.purchase.belowMinimum(product.minimum) });
    const available = await stock();
    const above = await order(buyer, { productQuantity: available + 1 });
    expect(above.status).toBe(400);
    expect(above.body).toEqual({ message: messages.purchase.aboveTotal(available) });
    const noAddress = await order(buyer, { buyerAddress: '' });
    expect(noAddress.body).toEqual({ message: messages.purchase.addressRequired });
    const shortPhone = await order(buyer, { phone: '12345' });
    expect(shortPhone.body).toEqual({ message: messages.purchase.phoneTooShort });
    expect((await order(buyer, { productId: '999999' })).status).toBe(404);
    expect(await stock()).toBe(available);
  });

  it('returns the first order for a retried request with the same Idempotency-Key', async () => {
    const before = await stock();
    const key = `retry-${kind}`;
    const [first, second] = await Promise.all([
      order(buyer, {}, { 'idempotency-key': key }),
      order(buyer, {}, { 'idempotency-key': key }),
    ]);
    const third = await order(buyer, {}, { 'idempotency-key': key });
    expect(new Set([first.body._id, second.body._id, third.body._id]).size).toBe(1);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(await stock()).toBe(before - product.minimum);
    // The same key from another buyer is another order.
    expect((await order(other, {}, { 'idempotency-key': key })).body._id).not.toBe(first.body._id);
  });

  it('never oversells: 200 concurrent orders against too little stock', async () => {
    const created = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: 'Scarce Ta Foil',
        picture: '/images/products/tantalum-plate.svg',
        about: 'Limited lot',
        origin: 'USA',
        total: 57,
        minimum: 2,
        price: 10,
      },
    });
    const scarce = created.body as Product;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(t, 'POST', '/orders', {
          as: i % 2 ? buyer : other,
          body: {
            productId: scarce._id,
            productQuantity: 2 + (i % 3),
            buyerAddress: 'Dock 4',
            phone: '+1 412 555 0100',
          },
        }),
      ),
    );
    const accepted = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 400 && typeof r.body.message === 'string')).toBe(true);
    const ordered = accepted.reduce((sum, r) => sum + (r.body.productQuantity as number), 0);
    const left = await stock(scarce._id);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + ordered).toBe(57);
    expect(left).toBeLessThan(2);
  });

  it('shows a buyer only their own orders, and an admin everyone', async () => {
    const mine = await call(t, 'GET', '/orders?buyerEmail=buyer@example.com', { as: buyer });
    expect(mine.status).toBe(200);
    expect(mine.body.every((o: { buyerEmail: string }) => o.buyerEmail === 'buyer@example.com')).toBe(true);
    expect((await call(t, 'GET', '/orders?buyerEmail=buyer@example.com', { as: other })).status).toBe(403);
    expect((await call(t, 'GET', '/orders?buyerEmail=buyer@example.com', { as: admin })).body).toHaveLength(
      mine.body.length,
    );
    expect((await call(t, 'GET', `/order/${mine.body[0]._id}`, { as: other })).status).toBe(403);
    expect((await call(t, 'GET', `/order/${mine.body[0]._id}`, { as: admin })).status).toBe(200);
    expect((await call(t, 'GET', '/order', { as: buyer })).status).toBe(403);
    expect((await call(t, 'GET', '/order', { as: admin })).body.length).toBeGreaterThan(mine.body.length);
  });

  it.each([
    ['4000 0000 0000 0002', messages.payment.declined],
    ['4000 0000 0000 9995', messages.payment.insufficientFunds],
    ['4000 0000 0000 0069', messages.payment.expiredCard],
    ['4000 0000 0000 0127', messages.payment.incorrectCvc],
    ['4111 1111 1111 1111', messages.payment.incorrectNumber],
  ])('refuses test card %s with "%s" and leaves the order unpaid', async (cardNumber, message) => {
    const placed = await order(buyer);
    const { confirm } = await pay(buyer, placed.body._id, cardNumber);
    expect(confirm.status).toBe(402);
    expect(confirm.body.message).toBe(message);
    const payment = (await call(t, 'POST', '/create-payment-intent', { as: buyer, body: { orderId: placed.body._id } }))
      .body;
    const paymentId = (payment.clientSecret as string).split('_secret_')[0];
    const marked = await call(t, 'PATCH', `/order/${placed.body._id}`, {
      as: buyer,
      body: { transactionId: paymentId },
    });
    expect(marked.status).toBe(400);
    expect((await call(t, 'GET', `/order/${placed.body._id}`, { as: buyer })).body.paid).toBe(false);
  });

  it('marks an order paid after a succeeded payment of exactly its total, once', async () => {
    const placed = await order(buyer);
    const { confirm } = await pay(buyer, placed.body._id);
    expect(confirm.status).toBe(200);
    const paymentId = confirm.body.paymentId as string;
    const marked = await call(t, 'PATCH', `/order/${placed.body._id}`, {
      as: buyer,
      body: { order: placed.body, transactionId: paymentId },
    });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ paid: true, status: 'paid', transactionId: paymentId });
    const again = await call(t, 'PATCH', `/order/${placed.body._id}`, {
      as: buyer,
      body: { transactionId: paymentId },
    });
    expect(again.status).toBe(200);
    expect(
      (await call(t, 'POST', '/create-payment-intent', { as: buyer, body: { orderId: placed.body._id } })).status,
    ).toBe(409);
  });

  it("refuses another order's payment, a different amount, or someone else's order", async () => {
    const cheap = await order(buyer);
    const dear = await order(buyer, { productQuantity: product.minimum + 1 });
    const { confirm } = await pay(buyer, cheap.body._id);
    const cheapPayment = confirm.body.paymentId as string;
    // A succeeded payment, but for the other (cheaper) order: refused.
    const wrongOrder = await call(t, 'PATCH', `/order/${dear.body._id}`, {
      as: buyer,
      body: { transactionId: cheapPayment },
    });
    expect(wrongOrder.status).toBe(400);
    expect(wrongOrder.body).toEqual({ message: messages.payment.notConfirmed });
    expect(
      (await call(t, 'PATCH', `/order/${dear.body._id}`, { as: buyer, body: { transactionId: 'pi_made_up' } })).status,
    ).toBe(400);
    expect(
      (await call(t, 'PATCH', `/order/${cheap.body._id}`, { as: other, body: { transactionId: cheapPayment } })).status,
    ).toBe(403);
    expect(
      (await call(t, 'POST', '/create-payment-intent', { as: other, body: { orderId: dear.body._id } })).status,
    ).toBe(403);
    expect((await call(t, 'GET', `/order/${dear.body._id}`, { as: buyer })).body.paid).toBe(false);
  });

  it('cancels an unpaid order back into stock; ships only paid ones', async () => {
    const before = await stock();
    const placed = await order(buyer);
    expect((await call(t, 'POST', `/order/${placed.body._id}/cancel`, { as: other })).status).toBe(403);
    const cancelled = await call(t, 'POST', `/order/${placed.body._id}/cancel`, { as: buyer });
    expect(cancelled.body.status).toBe('cancelled');
    expect(await stock()).toBe(before);
    expect((await call(t, 'POST', `/order/${placed.body._id}/cancel`, { as: buyer })).status).toBe(409);
    expect((await call(t, 'POST', `/order/${placed.body._id}/ship`, { as: admin })).status).toBe(409);

    const paid = await order(buyer);
    const { confirm } = await pay(buyer, paid.body._id);
    await call(t, 'PATCH', `/order/${paid.body._id}`, { as: buyer, body: { transactionId: confirm.body.paymentId } });
    expect((await call(t, 'POST', `/order/${paid.body._id}/ship`, { as: buyer })).status).toBe(403);
    expect((await call(t, 'POST', `/order/${paid.body._id}/ship`, { as: admin })).body.status).toBe('shipped');
    expect((await call(t, 'POST', `/order/${paid.body._id}/cancel`, { as: buyer })).status).toBe(409);
    expect((await call(t, 'POST', `/order/${paid.body._id}/cancel`, { as: admin })).body).toEqual({
      message: messages.orders.shippedCancel,
    });
  });

  it('cancels a paid order only as an admin, refunding it through the test provider', async () => {
    const before = await stock();
    const placed = await order(buyer);
    const { confirm } = await pay(buyer, placed.body._id);
    const paymentId = confirm.body.paymentId as string;
    await call(t, 'PATCH', `/order/${placed.body._id}`, { as: buyer, body: { transactionId: paymentId } });

    // The buyer would get the stock back and keep the money's receipt: refused, with why.
    const byBuyer = await call(t, 'POST', `/order/${placed.body._id}/cancel`, { as: buyer });
    expect(byBuyer).toMatchObject({ status: 403, body: { message: messages.orders.paidCancelByStore } });
    expect(await stock()).toBe(before - product.minimum);

    const byAdmin = await call(t, 'POST', `/order/${placed.body._id}/cancel`, { as: admin });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ status: 'cancelled', paid: false, transactionId: paymentId });
    expect(byAdmin.body.refundId).toMatch(/^re_test_/);
    expect(await stock()).toBe(before);
    const recorded = await t.app.db
      .selectFrom('test_payments')
      .select(['status', 'refund_id'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(recorded).toEqual({ status: 'refunded', refund_id: byAdmin.body.refundId });

    // Cancelling again refunds nothing more and returns no more stock.
    expect((await call(t, 'POST', `/order/${placed.body._id}/cancel`, { as: admin })).status).toBe(409);
    expect(await stock()).toBe(before);
  });

  it('caps an order at the largest total a card payment can have ($999,999.99), with a clear 400', async () => {
    const created = async (price: number) =>
      (
        await call(t, 'POST', '/products', {
          as: admin,
          body: {
            name: 'Costly Ta Ingot',
            picture: '/x.svg',
            about: 'Lot',
            origin: 'USA',
            total: 50,
            minimum: 1,
            price,
          },
        })
      ).body as Product;
    const dear = await created(1_000_000);
    const tooMuch = await call(t, 'POST', '/orders', {
      as: buyer,
      body: { productId: dear._id, productQuantity: 1, buyerAddress: 'Vault 1', phone: '+1 412 555 0100' },
    });
    expect(tooMuch).toMatchObject({ status: 400, body: { message: messages.orders.totalTooLarge('$999,999.99') } });
    expect(await stock(dear._id)).toBe(50);

    const justUnder = await created(999_999.99);
    const accepted = await call(t, 'POST', '/orders', {
      as: buyer,
      body: { productId: justUnder._id, productQuantity: 1, buyerAddress: 'Vault 1', phone: '+1 412 555 0100' },
    });
    expect(accepted).toMatchObject({ status: 201, body: { productPrice: 999_999.99 } });
    const twoOfThem = await call(t, 'POST', '/orders', {
      as: buyer,
      body: { productId: justUnder._id, productQuantity: 2, buyerAddress: 'Vault 1', phone: '+1 412 555 0100' },
    });
    expect(twoOfThem.status).toBe(400);

    // An order stored above the cap (before it existed) is refused before the provider sees it.
    await t.app.db
      .updateTable('orders')
      .set({ total_cents: 1_000_000_000_000_000 })
      .where('id', '=', accepted.body._id)
      .execute();
    const intent = await call(t, 'POST', '/create-payment-intent', { as: buyer, body: { orderId: accepted.body._id } });
    expect(intent).toMatchObject({ status: 400, body: { message: messages.orders.totalTooLarge('$999,999.99') } });
  });

  it('keeps orders readable with their product name after the product is deleted', async () => {
    const created = (
      await call(t, 'POST', '/products', {
        as: admin,
        body: {
          name: 'Retired Nb Wire',
          picture: '/images/products/niobium-wire.svg',
          about: 'Last lot',
          origin: 'Brazil',
          total: 100,
          minimum: 1,
          price: 3.5,
        },
      })
    ).body as Product;
    const placed = await call(t, 'POST', '/orders', {
      as: buyer,
      body: { productId: created._id, productQuantity: 3, buyerAddress: 'Dock 4', phone: '+1 412 555 0100' },
    });
    expect(placed.body.productPrice).toBe(10.5);
    expect((await call(t, 'DELETE', `/products/${created._id}`, { as: admin })).status).toBe(200);
    const read = await call(t, 'GET', `/order/${placed.body._id}`, { as: buyer });
    expect(read.body).toMatchObject({ productName: 'Retired Nb Wire', productId: null, productPrice: 10.5 });
  });
});
