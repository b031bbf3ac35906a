import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shownOrderStatus, shownPaymentStatus } from '#shared/orders/payment-progress.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { userIdOf } from './purchase-orders.test-helpers.ts';

/** Issue 32: a card order with a line paid alone says how much came in, and reads "Partly paid". */
describe.each(testDatabaseKinds)('a partly paid card order on %s', (kind) => {
  let t: TestApp;
  let buyer: SignedIn;
  const id = 'po_partly_paid';

  beforeAll(async () => {
    t = await startTestApp(kind);
    buyer = await signUp(t, 'partly-paid@example.com');
    const person = {
      buyer_id: await userIdOf(t, buyer.email),
      buyer_email: buyer.email,
      buyer_name: 'Partly Paid',
      phone: '+1 412 555 0100',
    };
    const at = '2026-03-01T10:00:00.000Z';
    await t.app.db
      .insertInto('purchase_orders')
      .values({
        id,
        number: 950,
        ...person,
        buyer_company: '',
        po_number: null,
        ship_to_address: '1 Dock Road',
        requested_date: null,
        notes: '',
        status: 'unpaid',
        payment_method: 'card',
        payment_status: 'unpaid',
        total_cents: 5000,
        goods_cents: 5000,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const line = (n: number, cents: number, paid: boolean) => ({
      id: `${id}_${n}`,
      product_id: null,
      product_name: `Partly line ${n}`,
      sku: null,
      unit_price_cents: cents,
      quantity: 1,
      total_cents: cents,
      ...person,
      buyer_address: '1 Dock Road',
      status: paid ? ('paid' as const) : ('unpaid' as const),
      transaction_id: paid ? 'pi_test_partly' : null,
      payment_intent_id: null,
      idempotency_key: null,
      refund_id: null,
      purchase_order_id: id,
      line_no: n,
      heat_number: null,
      created_at: at,
      updated_at: at,
    });
    await t.app.db
      .insertInto('orders')
      .values([line(1, 2000, true), line(2, 3000, false)])
      .execute();
  });
  afterAll(async () => t?.close());

  it('answers the paid line as amountPaid and the rest as due; the pages read it as partly paid', async () => {
    const answer = await call(t, 'GET', `/purchase-orders/${id}`, { as: buyer });
    expect(answer.status).toBe(200);
    const order = answer.body as PurchaseOrder;
    expect(order).toMatchObject({ status: 'unpaid', paymentStatus: 'unpaid', amountPaid: 20, amountDue: 30 });
    expect(shownOrderStatus(order)).toBe('partly_paid');
    expect(shownPaymentStatus(order)).toBe('partly_paid');
  });
});
