import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { expireUnpaidOrders } from './expire-unpaid-orders.ts';
import { fillCart, userIdOf } from './purchase-orders.test-helpers.ts';

const hour = 60 * 60 * 1000;
const shipTo = { address: '4 Rolling Mill Way, Sheffield S9', phone: '+44 114 496 0123' };

/**
 * ADR 010: a purchase order's lines are still orders of the original API, changed alone through
 * it (pay one, cancel one, ship one) or together through the purchase order. Whichever way, the
 * head and its lines agree: totals, amount due, status, refunds and stock.
 */
describe.each(testDatabaseKinds)('purchase order lines changed alone on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let products: Product[];
  let now = Date.parse('2026-11-23T08:00:00.000Z');

  const stock = async (id: string) => (await call(t, 'GET', `/products/${id}`)).body.total as number;
  const purchaseOrder = async (id: string) =>
    (await call(t, 'GET', `/purchase-orders/${id}`, { as: buyer })).body as PurchaseOrder;
  const placeThreeLines = async () => {
    await fillCart(
      t,
      await userIdOf(t, buyer.email),
      products.map((p) => ({ product: p, quantity: p.minimum })),
    );
    const placed = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo } });
    expect(placed.status).toBe(201);
    return placed.body as PurchaseOrder;
  };
  const pay = async (body: { orderId: string } | { purchaseOrderId: string }) => {
    const intent = await call(t, 'POST', '/create-payment-intent', { as: buyer, body });
    expect(intent.status).toBe(200);
    const confirm = await call(t, 'POST', '/payments/test/confirm', {
      as: buyer,
      body: { clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
    });
    return confirm.body.paymentId as string;
  };

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '1000' },
      { now: () => new Date(now) },
    );
    [admin, buyer] = await Promise.all([signUpAdmin(t, 'admin@example.com'), signUp(t, 'buyer@example.com')]);
    const ids = ((await call(t, 'GET', '/products/?limit=3')).body as Product[]).map((p) => Number(p._id));
    await t.app.db
      .updateTable('products')
      .set({ increment: 1, maximum: null, price_breaks: '[]', total: 1000 })
      .where('id', 'in', ids)
      .execute();
    t.app.catalogCache.invalidate();
    products = await Promise.all(ids.map(async (id) => (await call(t, 'GET', `/products/${id}`)).body as Product));
  });
  afterAll(async () => t?.close());

  it('pays one line alone, then the rest at once; a cancel refunds each payment once', async () => {
    const po = await placeThreeLines();
    const [first, second, third] = po.lines;
    const firstPayment = await pay({ orderId: first!._id });
    const paidLine = await call(t, 'PATCH', `/order/${first!._id}`, {
      as: buyer,
      body: { transactionId: firstPayment },
    });
    expect(paidLine.body).toMatchObject({ status: 'paid', purchaseOrderId: po._id, number: po.number });
    const partly = await purchaseOrder(po._id);
    expect(partly).toMatchObject({ status: 'unpaid', total: po.total });
    expect(partly.amountDue).toBeCloseTo(po.total - first!.lineTotal, 2);

    // A buyer cannot cancel an order one of whose lines is paid.
    expect((await call(t, 'POST', `/purchase-orders/${po._id}/cancel`, { as: buyer })).status).toBe(403);

    const rest = await pay({ purchaseOrderId: po._id });
    const paid = await call(t, 'POST', `/purchase-orders/${po._id}/pay`, { as: buyer, body: { transactionId: rest } });
    expect(paid.body).toMatchObject({ status: 'paid', paymentStatus: 'paid', amountDue: 0, transactionId: rest });
    expect(paid.body.lines.map((line: { status: string }) => line.status)).toEqual(['paid', 'paid', 'paid']);

    // A line paid with the others cannot be refunded alone: the purchase order is cancelled instead.
    expect(await call(t, 'POST', `/order/${second!._id}/cancel`, { as: admin })).toMatchObject({
      status: 409,
      body: { message: messages.purchaseOrders.cancelWholeOrder(po.number) },
    });
    const before = await Promise.all(products.map((p) => stock(p._id)));
    const cancelled = await call(t, 'POST', `/purchase-orders/${po._id}/cancel`, { as: admin });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const lines = await t.app.db
      .selectFrom('orders')
      .selectAll()
      .where('purchase_order_id', '=', po._id)
      .orderBy('line_no')
      .execute();
    expect(lines.map((line) => line.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    // Two payments, two refunds: the first line's own, and the shared one for the other two.
    expect(new Set(lines.map((line) => line.refund_id)).size).toBe(2);
    expect(lines[1]!.refund_id).toBe(lines[2]!.refund_id);
    const payments = await t.app.db
      .selectFrom('test_payments')
      .select(['id', 'status'])
      .where('id', 'in', [firstPayment, rest])
      .execute();
    expect(payments.map((p) => p.status)).toEqual(['refunded', 'refunded']);
    expect(await Promise.all(products.map((p) => stock(p._id)))).toEqual(
      before.map((n, i) => n + products[i]!.minimum),
    );
    expect(third).toBeDefined();
  });

  it('loses a line cancelled alone from its total, and is cancelled with its last line', async () => {
    const po = await placeThreeLines();
    await call(t, 'POST', `/order/${po.lines[0]!._id}/cancel`, { as: buyer });
    const smaller = await purchaseOrder(po._id);
    expect(smaller.status).toBe('unpaid');
    expect(smaller.total).toBeCloseTo(po.total - po.lines[0]!.lineTotal, 2);
    expect(smaller.events.map((event) => event.type)).toEqual(['placed', 'line_cancelled']);
    for (const line of po.lines.slice(1)) await call(t, 'POST', `/order/${line._id}/cancel`, { as: buyer });
    const gone = await purchaseOrder(po._id);
    expect(gone).toMatchObject({ status: 'cancelled', total: 0, amountDue: 0 });
  });

  it('ships when its last paid line ships through the original API', async () => {
    const po = await placeThreeLines();
    const paymentId = await pay({ purchaseOrderId: po._id });
    await call(t, 'POST', `/purchase-orders/${po._id}/pay`, { as: buyer, body: { transactionId: paymentId } });
    for (const [index, line] of po.lines.entries()) {
      expect((await call(t, 'POST', `/order/${line._id}/ship`, { as: admin })).body.status).toBe('shipped');
      // Each is a shipment of that line through the one ship command (ship-lines.ts): the order is
      // partially shipped until its last line ships, with a shipment (and a mail) each time.
      const after = await purchaseOrder(po._id);
      expect(after.status).toBe(index < 2 ? 'partially_shipped' : 'shipped');
      expect(after.lines[index]!.shippedQuantity).toBe(line.quantity);
      expect(after.shipments.map((shipment) => shipment.lines.map((shipped) => shipped.lineId))).toEqual(
        po.lines.slice(0, index + 1).map((shippedLine) => [shippedLine._id]),
      );
    }
  });

  it('expires a partly paid order by its unpaid lines, and an unpaid one whole, returning their stock once', async () => {
    const partly = await placeThreeLines();
    const paymentId = await pay({ orderId: partly.lines[0]!._id });
    await call(t, 'PATCH', `/order/${partly.lines[0]!._id}`, { as: buyer, body: { transactionId: paymentId } });
    const unpaid = await placeThreeLines();
    const before = await Promise.all(products.map((p) => stock(p._id)));
    now += 73 * hour;
    const cancelled = await Promise.all([expireUnpaidOrders(t.app), expireUnpaidOrders(t.app)]);
    expect(cancelled[0] + cancelled[1]).toBe(1);
    expect(await purchaseOrder(unpaid._id)).toMatchObject({ status: 'cancelled' });
    const kept = await purchaseOrder(partly._id);
    expect(kept.status).toBe('paid');
    expect(kept.lines.map((line) => line.status)).toEqual(['paid', 'cancelled', 'cancelled']);
    expect(kept.total).toBeCloseTo(partly.lines[0]!.lineTotal, 2);
    expect(kept.events.map((event) => event.type)).toEqual(['placed', 'expired', 'paid']);
    // Back: three lines of the unpaid order and two of the partly paid one.
    expect(await Promise.all(products.map((p) => stock(p._id)))).toEqual(
      before.map((n, i) => n + products[i]!.minimum * (i === 0 ? 1 : 2)),
    );
  });
});
