import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { PDFParse } from 'pdf-parse';
import { formatUsd } from '#shared/money.ts';
import { mailsTo } from '../../testing/mail-outbox.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { fillCart, payByCard as payWithTestCard, plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

const shipTo = { address: '1 Foundry Road, Pittsburgh PA 15201', phone: '+1 412 555 0199' };

describe.each(testDatabaseKinds)('purchase orders API on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let other: SignedIn;
  /** Plain products: any quantity from the minimum, one price. */
  let plain: Product[];

  const stock = async (id: string) => (await call(t, 'GET', `/products/${id}`)).body.total as number;
  const checkout = (as: SignedIn, body: Record<string, unknown> = {}, key?: string) =>
    call(t, 'POST', '/purchase-orders', {
      as,
      body: { shipTo, ...body },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const cartOf = async (as: SignedIn, products: Product[], times = 1) =>
    fillCart(
      t,
      await userIdOf(t, as.email),
      products.map((p) => ({ product: p, quantity: p.minimum * times })),
    );
  const payByCard = (as: SignedIn, purchaseOrderId: string) => payWithTestCard(t, as, purchaseOrderId);

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
    });
    [admin, buyer, other] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
      signUp(t, 'other@example.com', 'Oscar Other'),
    ]);
    plain = await plainProducts(t, 8);
    expect(plain.length).toBeGreaterThanOrEqual(8);
  });
  afterAll(async () => t?.close());

  it('turns a three-line cart into one numbered purchase order, taking every line from stock', async () => {
    const products = plain.slice(0, 3);
    const before = await Promise.all(products.map((p) => stock(p._id)));
    await cartOf(buyer, products);
    const placed = await checkout(buyer, { poNumber: 'PO-4471', requestedDate: '2099-01-15', notes: 'Dock 4' });
    expect(placed.status).toBe(201);
    const po = placed.body as PurchaseOrder;
    expect(po.number).toMatch(/^RM-\d{6}$/);
    expect(po).toMatchObject({
      poNumber: 'PO-4471',
      status: 'unpaid',
      paymentStatus: 'unpaid',
      requestedDate: '2099-01-15',
      notes: 'Dock 4',
      shipTo,
      buyer: { email: 'buyer@example.com', name: 'Bea Buyer' },
    });
    expect(po.lines.map((line) => line.productId)).toEqual(products.map((p) => p._id));
    const expected = products.reduce((sum, p) => sum + Math.round(p.price * 100) * p.minimum, 0) / 100;
    expect(po.total).toBe(expected);
    expect(po.amountDue).toBe(expected);
    expect(po.events.map((event) => event.type)).toEqual(['placed']);
    expect(await Promise.all(products.map((p) => stock(p._id)))).toEqual(
      before.map((n, i) => n - products[i]!.minimum),
    );
    // The cart is empty and the ship-to is remembered for the next checkout.
    expect(await t.app.db.selectFrom('cart_lines').selectAll().execute()).toHaveLength(0);
    const profile = await call(t, 'GET', `/user/${buyer.email}`, { as: buyer });
    expect(profile.body[0]).toMatchObject({ shipToAddress: shipTo.address, phone: shipTo.phone });
    // Each line is an order of the original API, with its purchase order and number.
    const orders = (await call(t, 'GET', '/orders', { as: buyer })).body as {
      purchaseOrderId: string;
      number: string;
    }[];
    expect(orders.filter((order) => order.purchaseOrderId === po._id)).toHaveLength(3);
    expect(orders.find((order) => order.purchaseOrderId === po._id)?.number).toBe(po.number);
  });

  it('makes a one-line purchase order of the Purchase page’s order', async () => {
    const product = plain[3]!;
    const placed = await call(t, 'POST', '/orders', {
      as: buyer,
      body: {
        productId: product._id,
        productQuantity: product.minimum,
        buyerAddress: shipTo.address,
        phone: shipTo.phone,
      },
    });
    expect(placed.status).toBe(201);
    const po = (await call(t, 'GET', `/purchase-orders/${placed.body.purchaseOrderId}`, { as: buyer })).body;
    expect(po.lines).toHaveLength(1);
    expect(po.lines[0]._id).toBe(placed.body._id);
    expect(po.number).toBe(placed.body.number);
  });

  it('places one order for a checkout retried with the same key, even at the same moment', async () => {
    const product = plain[4]!;
    const before = await stock(product._id);
    await cartOf(buyer, [product]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(buyer, {}, 'retry-key-1')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    expect(await stock(product._id)).toBe(before - product.minimum);
    expect((await checkout(buyer, {}, 'retry-key-1')).body._id).toBe(answers[0]!.body._id);
  });

  it('refuses bad checkouts with a clear 4xx and changes nothing', async () => {
    expect(await checkout(buyer)).toMatchObject({ status: 400, body: { message: messages.purchaseOrders.emptyCart } });
    const [first, second] = [plain[5]!, plain[6]!];
    await cartOf(buyer, [first, second]);
    const before = await Promise.all([stock(first._id), stock(second._id)]);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ poNumber: 'P'.repeat(36) }, 400, messages.purchaseOrders.poNumberTooLong(35)],
      [{ requestedDate: '2001-01-01' }, 400, messages.purchaseOrders.dateInPast],
      [{ requestedDate: '2030-02-31' }, 400, messages.purchaseOrders.dateFormat],
      [{ shipTo: { address: '', phone: shipTo.phone } }, 400, messages.purchase.addressRequired],
      [{ paymentMethod: 'account' }, 400, messages.purchaseOrders.paymentMethod],
    ];
    for (const [body, status, message] of cases) {
      expect(await checkout(buyer, body)).toMatchObject({ status, body: { message } });
    }
    // A line above today's stock is named, and the other line's stock is not taken either.
    await t.app.db
      .updateTable('products')
      .set({ total: first.minimum - 1 })
      .where('id', '=', Number(first._id))
      .execute();
    const short = await checkout(buyer);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(
      messages.purchaseOrders.lineProblem(first.name, messages.purchase.aboveTotal(first.minimum - 1)),
    );
    expect(await stock(second._id)).toBe(before[1]);
    await t.app.db.updateTable('products').set({ total: before[0]! }).where('id', '=', Number(first._id)).execute();
    // Repriced since it was added: 409 naming the line and both prices.
    await t.app.db
      .updateTable('products')
      .set({ price_cents: sql`price_cents + 100` })
      .where('id', '=', Number(second._id))
      .execute();
    const repriced = await checkout(buyer);
    expect(repriced.status).toBe(409);
    expect(repriced.body.message).toContain(second.name);
    expect(repriced.body.message).toContain('changed from');
    await t.app.db
      .updateTable('products')
      .set({ price_cents: sql`price_cents - 100` })
      .where('id', '=', Number(second._id))
      .execute();
    // Gone since it was added.
    await t.app.db
      .updateTable('cart_lines')
      .set({ product_id: null })
      .where('product_id', '=', Number(second._id))
      .execute();
    expect(await checkout(buyer)).toMatchObject({
      status: 400,
      body: { message: messages.purchaseOrders.lineProblem(second.name, messages.cart.noLongerSold) },
    });
    expect(await Promise.all([stock(first._id), stock(second._id)])).toEqual(before);
    expect(await t.app.db.selectFrom('cart_lines').selectAll().execute()).toHaveLength(2);
    await t.app.db.deleteFrom('cart_lines').execute();
  });

  it('leaves nothing half-written when the database fails in the middle of a checkout', async () => {
    const products = plain.slice(0, 2);
    const before = await Promise.all(products.map((p) => stock(p._id)));
    await cartOf(other, products);
    const countOrders = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('purchase_orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const ordersBefore = await countOrders();
    // The last write of a checkout (its timeline event) fails, after the stock and lines are written.
    if (kind === 'postgres') {
      await sql`create function fail_checkout() returns trigger language plpgsql as $$ begin raise exception 'disk gone'; end $$`.execute(
        t.app.db,
      );
      await sql`create trigger fail_checkout before insert on purchase_order_events for each row execute function fail_checkout()`.execute(
        t.app.db,
      );
    } else {
      await sql`create trigger fail_checkout before insert on purchase_order_events begin select raise(abort, 'disk gone'); end`.execute(
        t.app.db,
      );
    }
    try {
      const failed = await checkout(other);
      expect(failed.status).toBe(500);
      expect(JSON.stringify(failed.body)).not.toContain('disk gone');
    } finally {
      await sql`drop trigger fail_checkout${kind === 'postgres' ? sql` on purchase_order_events` : sql``}`.execute(
        t.app.db,
      );
    }
    expect(await Promise.all(products.map((p) => stock(p._id)))).toEqual(before);
    expect(await countOrders()).toBe(ordersBefore);
    expect(
      await t.app.db.selectFrom('orders').selectAll().where('purchase_order_id', 'is', null).execute(),
    ).toHaveLength(0);
    // The cart is still there, and the same checkout works once the database does.
    expect((await checkout(other)).status).toBe(201);
  });

  it('is paid by one card payment, then made, shipped with tracking and delivered', async () => {
    await cartOf(buyer, plain.slice(0, 2));
    const po = (await checkout(buyer, { poNumber: 'LIFE-1' })).body as PurchaseOrder;
    // Nobody else pays, sees or cancels it; another buyer learns nothing from its id.
    expect((await call(t, 'GET', `/purchase-orders/${po._id}`, { as: other })).status).toBe(404);
    expect(
      (await call(t, 'POST', '/create-payment-intent', { as: other, body: { purchaseOrderId: po._id } })).status,
    ).toBe(403);
    expect((await call(t, 'POST', `/purchase-orders/${po._id}/cancel`, { as: other })).status).toBe(404);
    expect((await call(t, 'POST', `/purchase-orders/${po._id}/production`, { as: buyer })).status).toBe(403);
    // Production before payment is refused.
    expect((await call(t, 'POST', `/purchase-orders/${po._id}/production`, { as: admin })).status).toBe(409);

    const paid = await payByCard(buyer, po._id);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', paymentStatus: 'paid', amountDue: 0 });
    expect(paid.body.lines.every((line: { status: string }) => line.status === 'paid')).toBe(true);
    // Confirming the same payment again changes nothing.
    const again = await call(t, 'POST', `/purchase-orders/${po._id}/pay`, {
      as: buyer,
      body: { transactionId: paid.body.transactionId },
    });
    expect(again).toMatchObject({ status: 200, body: { transactionId: paid.body.transactionId } });
    expect(
      (await call(t, 'POST', '/create-payment-intent', { as: buyer, body: { purchaseOrderId: po._id } })).status,
    ).toBe(409);

    expect((await call(t, 'POST', `/purchase-orders/${po._id}/deliver`, { as: admin })).status).toBe(409);
    expect((await call(t, 'POST', `/purchase-orders/${po._id}/production`, { as: admin })).body.status).toBe(
      'in_production',
    );
    const noTracking = await call(t, 'POST', `/purchase-orders/${po._id}/ship`, {
      as: admin,
      body: { carrier: 'DHL' },
    });
    expect(noTracking).toMatchObject({ status: 400, body: { message: messages.purchaseOrders.trackingRequired } });
    const shipped = await call(t, 'POST', `/purchase-orders/${po._id}/ship`, {
      as: admin,
      body: { carrier: 'DHL Express', trackingNumber: 'JD014600003828' },
    });
    expect(shipped.body).toMatchObject({ status: 'shipped', carrier: 'DHL Express', trackingNumber: 'JD014600003828' });
    expect(shipped.body.lines.every((line: { status: string }) => line.status === 'shipped')).toBe(true);
    expect((await call(t, 'POST', `/purchase-orders/${po._id}/cancel`, { as: admin })).status).toBe(409);
    const delivered = await call(t, 'POST', `/purchase-orders/${po._id}/deliver`, { as: admin });
    expect(delivered.body.status).toBe('delivered');
    expect((delivered.body as PurchaseOrder).events.map((event) => event.type)).toEqual([
      'placed',
      'paid',
      'in_production',
      'shipped',
      'delivered',
    ]);
    // One shipment of every line: its event names it, with the carrier and tracking (PRODUCT.md §22).
    expect((delivered.body as PurchaseOrder).events[3]!.note).toMatch(/^Shipment 1: DHL Express JD014600003828 · /);
  });

  it('cancels: the buyer while unpaid, the store with a refund once paid; stock comes back', async () => {
    const product = plain[7]!;
    const before = await stock(product._id);
    await cartOf(buyer, [product]);
    const unpaid = (await checkout(buyer)).body as PurchaseOrder;
    const cancelled = await call(t, 'POST', `/purchase-orders/${unpaid._id}/cancel`, { as: buyer });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', amountDue: 0 });
    expect(await stock(product._id)).toBe(before);

    await cartOf(buyer, [product]);
    const po = (await checkout(buyer)).body as PurchaseOrder;
    await payByCard(buyer, po._id);
    expect(await call(t, 'POST', `/purchase-orders/${po._id}/cancel`, { as: buyer })).toMatchObject({
      status: 403,
      body: { message: messages.orders.paidCancelByStore },
    });
    const refunded = await call(t, 'POST', `/purchase-orders/${po._id}/cancel`, { as: admin });
    expect(refunded.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(refunded.body.refundId).toMatch(/^re_test_/);
    expect(refunded.body.events.map((event: { type: string }) => event.type)).toEqual([
      'placed',
      'paid',
      'cancelled',
      // Recorded with the cancel, made through the outbox right after its commit (issue 26).
      'refund_requested',
      'refunded',
    ]);
    expect(await stock(product._id)).toBe(before);
  });

  it("lists a buyer's own purchase orders, and all of them for the store, filtered and searched", async () => {
    await cartOf(other, [plain[0]!]);
    const mine = (await checkout(other, { poNumber: 'FIND-ME-77' })).body as PurchaseOrder;
    const ofOther = await call(t, 'GET', '/purchase-orders', { as: other });
    expect(ofOther.body.every((po: PurchaseOrder) => po.buyer.email === 'other@example.com')).toBe(true);
    expect(Number(ofOther.headers.get('x-total-count'))).toBe(ofOther.body.length);
    const all = await call(t, 'GET', '/purchase-orders?pageSize=100', { as: admin });
    expect(new Set(all.body.map((po: PurchaseOrder) => po.buyer.email))).toEqual(
      new Set(['buyer@example.com', 'other@example.com']),
    );
    expect((await call(t, 'GET', '/purchase-orders?scope=mine', { as: admin })).body).toEqual([]);
    for (const q of ['find-me', mine.number, mine.number.replace('RM-0', ''), 'other@example']) {
      const found = (await call(t, 'GET', `/purchase-orders?q=${encodeURIComponent(q)}`, { as: admin }))
        .body as PurchaseOrder[];
      expect(found.map((po) => po._id)).toContain(mine._id);
    }
    const delivered = (await call(t, 'GET', '/purchase-orders?status=delivered', { as: admin }))
      .body as PurchaseOrder[];
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.every((po) => po.status === 'delivered')).toBe(true);
    expect((await call(t, 'GET', '/purchase-orders?status=lost', { as: admin })).status).toBe(400);
    expect((await call(t, 'GET', '/purchase-orders/not-an-order', { as: admin })).status).toBe(404);
  });

  it('mails the buyer on placing, paying and shipping, and issues the invoice once paid', async () => {
    const mails = () => mailsTo(t.database.dataDir, other.email);
    await t.app.outbox.drain();
    const before = mails().length;
    await cartOf(other, plain.slice(2, 4));
    const po = (await checkout(other, { poNumber: 'MAIL-9' })).body as PurchaseOrder;
    await expect.poll(() => mails().length).toBe(before + 1);
    expect(mails().at(-1)).toContain(po.number);
    expect(mails().at(-1)).toContain(plain[2]!.sku!);

    const invoice = (as: SignedIn) => fetch(`${t.url}/purchase-orders/${po._id}/invoice.pdf`, { headers: as.headers });
    expect((await invoice(other)).status).toBe(409);
    expect(po.documents).toEqual([]);
    const paid = (await payByCard(other, po._id)).body as PurchaseOrder;
    await expect.poll(() => mails().length).toBe(before + 2);
    expect(mails().at(-1)).toContain(paid.transactionId!);
    expect(paid.documents).toEqual([
      { type: 'invoice', name: `Invoice ${po.number}.pdf`, url: `/purchase-orders/${po._id}/invoice.pdf` },
    ]);

    expect((await invoice(buyer)).status).toBe(404);
    for (const as of [other, admin]) {
      const answer = await invoice(as);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toContain(`Invoice-${po.number}.pdf`);
      const parser = new PDFParse({ data: new Uint8Array(await answer.arrayBuffer()) });
      const { text } = await parser.getText();
      await parser.destroy();
      for (const expected of [
        po.number,
        'MAIL-9',
        plain[2]!.sku!,
        plain[3]!.sku!,
        paid.transactionId!,
        formatUsd(po.total),
      ]) {
        expect(text).toContain(expected);
      }
    }

    await call(t, 'POST', `/purchase-orders/${po._id}/ship`, {
      as: admin,
      body: { carrier: 'FedEx', trackingNumber: '7946-2231-0099' },
    });
    await expect.poll(() => mails().length).toBe(before + 3);
    expect(mails().at(-1)).toContain('7946-2231-0099');
  });
});
