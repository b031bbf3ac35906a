import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { shipments as sm } from '#shared/messages/shipments.ts';
import { unitTexts } from '#shared/messages/units.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { mailsTo } from '../../testing/mail-outbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { insertCompany, insertMember } from '../companies/companies.test-helpers.ts';
import { fillCart, payByCard, plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

const shipTo = { address: '1 Foundry Road, Pittsburgh PA 15201', phone: '+1 412 555 0199' };

/*
 * PRODUCT.md §22, issue 27: a purchase order ships in parts. Each shipment is numbered, has its
 * carrier and tracking, is one event and one mail; the order is partially shipped until every live
 * line has shipped in full, and nothing ever ships more than was ordered, however admins race.
 */
describe.each(testDatabaseKinds)('partial shipments on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let otherAdmin: SignedIn;
  let buyer: SignedIn;
  let products: Product[];

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com,second@example.com',
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
      WRITE_BUDGET_PER_MINUTE: '100000',
      OUTBOX_POLL_MS: '600000',
    });
    [admin, otherAdmin, buyer] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUpAdmin(t, 'second@example.com', 'Sam Second'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
    ]);
    products = await plainProducts(t, 3);
  });
  afterAll(async () => t?.close());

  /** A paid order of `quantity` (at least the minimum) of each product. */
  const paidOrder = async (lines: { product: Product; quantity: number }[]) => {
    await fillCart(t, await userIdOf(t, buyer.email), lines);
    const placed = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const paid = await payByCard(t, buyer, placed.body._id);
    expect(paid.body.status).toBe('paid');
    return paid.body as PurchaseOrder;
  };
  const threeLines = () =>
    paidOrder(products.map((product) => ({ product, quantity: Math.max(product.minimum, 2) * 2 })));
  const ship = (po: PurchaseOrder, body: object, as: SignedIn = admin) =>
    call(t, 'POST', `/purchase-orders/${po._id}/ship`, {
      as,
      body: { carrier: 'UPS', trackingNumber: '1Z1', ...body },
    });
  const read = async (po: PurchaseOrder) =>
    (await call(t, 'GET', `/purchase-orders/${po._id}`, { as: buyer })).body as PurchaseOrder;

  it('ships a three-line order in two parts: statuses, quantities, shipments, events and two mails', async () => {
    await t.app.outbox.drain();
    const mails = () => mailsTo(t.database.dataDir, buyer.email);
    const po = await threeLines();
    await t.app.outbox.drain();
    const before = mails().length;
    const [l1, l2, l3] = po.lines;

    const first = await ship(po, {
      carrier: 'DHL Express',
      trackingNumber: 'JD0001',
      lines: [
        { lineId: l1!._id, quantity: l1!.quantity },
        { lineId: l2!._id, quantity: 1 },
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const part = first.body as PurchaseOrder;
    expect(part).toMatchObject({ status: 'partially_shipped', carrier: 'DHL Express', trackingNumber: 'JD0001' });
    expect(part.lines.map((line) => [line.status, line.shippedQuantity])).toEqual([
      ['shipped', l1!.quantity],
      ['paid', 1],
      ['paid', 0],
    ]);
    expect(part.shipments).toEqual([
      {
        _id: expect.any(String),
        number: 1,
        carrier: 'DHL Express',
        trackingNumber: 'JD0001',
        shippedAt: expect.any(String),
        lines: [
          { lineId: l1!._id, sku: l1!.sku, name: l1!.name, quantity: l1!.quantity, unit: 'pcs' },
          { lineId: l2!._id, sku: l2!.sku, name: l2!.name, quantity: 1, unit: 'pcs' },
        ],
      },
    ]);
    // Something is still to ship; nothing shipped may be cancelled, nor is it delivered yet.
    expect(part.allowedActions).toEqual(['invoice', 'ship']);
    expect((await call(t, 'POST', `/purchase-orders/${po._id}/cancel`, { as: admin })).status).toBe(409);
    expect((await call(t, 'POST', `/purchase-orders/${po._id}/deliver`, { as: admin })).status).toBe(409);
    // The buyer sees the same order, partially shipped, in their list filtered by that status.
    const mine = await call(t, 'GET', '/purchase-orders?status=partially_shipped', { as: buyer });
    expect((mine.body as PurchaseOrder[]).map((row) => row._id)).toContain(po._id);

    // The rest: no lines named ships all that remains.
    const second = await ship(po, { carrier: 'FedEx', trackingNumber: '7946' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const done = second.body as PurchaseOrder;
    expect(done.status).toBe('shipped');
    expect(done.lines.every((line) => line.status === 'shipped' && line.shippedQuantity === line.quantity)).toBe(true);
    expect(done.shipments.map((shipment) => [shipment.number, shipment.carrier, shipment.trackingNumber])).toEqual([
      [1, 'DHL Express', 'JD0001'],
      [2, 'FedEx', '7946'],
    ]);
    expect(done.shipments[1]!.lines.map((line) => [line.lineId, line.quantity])).toEqual([
      [l2!._id, l2!.quantity - 1],
      [l3!._id, l3!.quantity],
    ]);
    expect(done.allowedActions).toEqual(['invoice', 'deliver']);
    const shipEvents = done.events.filter((event) => event.type === 'partially_shipped' || event.type === 'shipped');
    expect(shipEvents.map((event) => event.type)).toEqual(['partially_shipped', 'shipped']);
    expect(shipEvents[0]!.note).toContain('Shipment 1: DHL Express JD0001');
    expect(shipEvents[0]!.note).toContain(`${l2!.sku} × 1 pcs`);
    expect(shipEvents[1]!.note).toContain('Shipment 2: FedEx 7946');

    await t.app.outbox.drain();
    const sent = mails().slice(before);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toContain(sm.mail.subject(po.number, 1, null));
    expect(sent[0]).toContain('JD0001');
    expect(sent[0]).toContain(sm.mail.stillToCome);
    expect(sent[0]).toContain(l3!.sku!);
    expect(sent[1]).toContain(sm.mail.subject(po.number, 2, null));
    expect(sent[1]).toContain('7946');
    expect(sent[1]).toContain(sm.mail.allShipped);
  });

  it('refuses every bad shipment with a clear 400 or 409, shipping nothing', async () => {
    const po = await threeLines();
    const [l1, l2, l3] = po.lines;
    const refusals: [object, number, string][] = [
      [{ lines: [{ lineId: 'nope', quantity: 1 }] }, 400, sm.unknownLine('nope')],
      [{ lines: [] }, 400, sm.emptyShipment],
      [{ lines: [{ lineId: l1!._id, quantity: 0 }] }, 400, sm.quantityPositive],
      [{ lines: [{ lineId: l1!._id, quantity: -2 }] }, 400, sm.quantityPositive],
      [{ lines: [{ lineId: l1!._id, quantity: 1.5 }] }, 400, unitTexts.piecesWhole],
      [{ lines: [{ lineId: l1!._id, quantity: l1!.quantity + 1 }] }, 409, sm.tooMuch(1, `${l1!.quantity} pcs`)],
      [
        {
          lines: [
            { lineId: l1!._id, quantity: 1 },
            { lineId: l1!._id, quantity: 1 },
          ],
        },
        400,
        sm.lineTwice(1),
      ],
      [{ carrier: '' }, 400, messages.purchaseOrders.carrierRequired],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await ship(po, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status, body: { message } });
    }
    // A good line beside a bad one: all or nothing.
    const mixed = await ship(po, {
      lines: [
        { lineId: l1!._id, quantity: 1 },
        { lineId: l2!._id, quantity: l2!.quantity + 5 },
      ],
    });
    expect(mixed.status).toBe(409);
    // A cancelled line (the original API cancels line by line) cannot ship.
    await t.app.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', l3!._id).execute();
    expect(await ship(po, { lines: [{ lineId: l3!._id, quantity: 1 }] })).toMatchObject({
      status: 409,
      body: { message: sm.cancelledLine(3) },
    });
    const unchanged = await read(po);
    expect(unchanged.status).toBe('paid');
    expect(unchanged.shipments).toEqual([]);
    expect(unchanged.lines.map((line) => line.shippedQuantity)).toEqual([0, 0, 0]);
    // A buyer may not ship; an unpaid order does not ship; a shipped one has nothing left.
    expect((await ship(po, {}, buyer)).status).toBe(403);
    await fillCart(t, await userIdOf(t, buyer.email), [{ product: products[0]!, quantity: products[0]!.minimum }]);
    const unpaid = (await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo } })).body as PurchaseOrder;
    expect(await ship(unpaid, {})).toMatchObject({
      status: 409,
      body: { message: messages.purchaseOrders.cannotMove('unpaid', 'shipped') },
    });
    expect((await ship(po, {})).body.status).toBe('shipped');
    expect((await ship(po, { lines: [{ lineId: l1!._id, quantity: 1 }] })).status).toBe(409);
  });

  it('never over-ships when two admins ship the same remaining quantity at once', async () => {
    for (let round = 0; round < 4; round++) {
      const po = await paidOrder([{ product: products[0]!, quantity: Math.max(products[0]!.minimum, 2) * 3 }]);
      const [line] = po.lines;
      // Round 0-1: both ask for all of it; 2-3: both for all but one, which only one of them can have.
      const quantity = round < 2 ? line!.quantity : line!.quantity - 1;
      const answers = await Promise.all([
        ship(po, { lines: [{ lineId: line!._id, quantity }], trackingNumber: 'A' }, admin),
        ship(po, { lines: [{ lineId: line!._id, quantity }], trackingNumber: 'B' }, otherAdmin),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const after = await read(po);
      expect(after.lines[0]!.shippedQuantity).toBe(quantity);
      expect(after.shipments).toHaveLength(1);
      expect(after.status).toBe(round < 2 ? 'shipped' : 'partially_shipped');
    }
  });

  it('ships a cut line in whole pieces: 2 of 4 pieces of 1,250 mm is 2.5 m, 2 m is refused', async () => {
    const created = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: 'Ti-6Al-4V bar cut to length',
        picture: '/images/products/titanium-bar.svg',
        about: 'For the shipments tests',
        origin: 'USA',
        form: 'bar',
        metal: 'titanium',
        unit: 'm',
        density: 4.43,
        dimensions: { diameter: 20 },
        price: 42.5,
        minimum: 0.1,
        total: 120,
        cutToLength: { minLengthMm: 50, maxLengthMm: 3000, cutFee: 6.5 },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const placed = await call(t, 'POST', '/orders', {
      as: buyer,
      body: {
        productId: created.body._id,
        pieces: 4,
        lengthMm: 1250,
        buyerAddress: shipTo.address,
        phone: shipTo.phone,
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const paid = (await payByCard(t, buyer, placed.body.purchaseOrderId)).body as PurchaseOrder;
    const [line] = paid.lines;
    expect(line).toMatchObject({ quantity: 5, cut: { pieces: 4, lengthMm: 1250 } });
    expect(await ship(paid, { lines: [{ lineId: line!._id, quantity: 2 }] })).toMatchObject({
      status: 400,
      body: { message: sm.wholePieces(1, 1250) },
    });
    const part = await ship(paid, { lines: [{ lineId: line!._id, quantity: 2.5 }] });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body).toMatchObject({ status: 'partially_shipped', lines: [{ shippedQuantity: 2.5, status: 'paid' }] });
    expect((part.body as PurchaseOrder).shipments[0]!.lines).toEqual([
      expect.objectContaining({ lineId: line!._id, quantity: 2.5, unit: 'm' }),
    ]);
    const rest = await ship(paid, {});
    expect(rest.body).toMatchObject({ status: 'shipped', lines: [{ shippedQuantity: 5, status: 'shipped' }] });
    expect((rest.body as PurchaseOrder).shipments[1]!.lines[0]!.quantity).toBe(2.5);
  });

  it('ships an order on account in parts before it is paid', async () => {
    const companyId = await insertCompany(t, { paymentTerms: 'net30', creditLimitCents: 100_000_000 });
    const member = await signUp(t, 'account-buyer@example.com');
    await insertMember(t, companyId, await userIdOf(t, member.email), 'buyer');
    await fillCart(t, await userIdOf(t, member.email), [
      { product: products[1]!, quantity: products[1]!.minimum },
      { product: products[2]!, quantity: products[2]!.minimum },
    ]);
    const placed = await call(t, 'POST', '/purchase-orders', {
      as: member,
      body: { shipTo, paymentMethod: 'account' },
    });
    expect(placed.body.status, JSON.stringify(placed.body)).toBe('confirmed');
    const po = placed.body as PurchaseOrder;
    const part = await ship(po, { lines: [{ lineId: po.lines[0]!._id, quantity: po.lines[0]!.quantity }] });
    expect(part.body).toMatchObject({ status: 'partially_shipped', paymentStatus: 'unpaid' });
    expect((part.body as PurchaseOrder).lines.map((line) => line.status)).toEqual(['shipped', 'unpaid']);
    // Still an open invoice on account: the store records transfers against it, as before shipping.
    expect((part.body as PurchaseOrder).allowedActions).toEqual(['invoice', 'ship', 'recordPayment']);
    const rest = await ship(po, {});
    expect(rest.body).toMatchObject({ status: 'shipped', paymentStatus: 'unpaid', outstanding: po.total });
  });
});
