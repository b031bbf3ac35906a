import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { complianceHolds as ch } from '#shared/messages/compliance-holds.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn, verifyEmail } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { insertCompany, insertMember } from '../companies/companies.test-helpers.ts';
import { fillCart, plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

/*
 * Export compliance in the order flow (PRODUCT.md §19): an embargoed ship-to is refused, a
 * controlled line going abroad needs an end-use statement, a screening match or a review
 * destination holds the order (stock taken, neither payable nor shippable) until a store admin
 * releases it (it goes on as it would have) or refuses it (cancelled, stock back).
 */
describe.each(testDatabaseKinds)('compliance holds on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  /** Classified 1C202: controlled. */
  let controlled: Product;
  /** No classification: not controlled. */
  let plain: Product;
  let serial = 0;

  const stuttgart = {
    name: 'Klaus Weber',
    company: 'Schwaben Präzision GmbH',
    line1: 'Heilbronner Straße 86',
    city: 'Stuttgart',
    postalCode: '70191',
    country: 'DE',
    phone: '+49 711 555 0100',
  };
  const pittsburgh = {
    company: 'Allegheny Tool & Die',
    line1: '400 Penn Avenue',
    city: 'Pittsburgh',
    region: 'US-PA',
    postalCode: '15222',
    country: 'US',
    phone: '+1 412 555 0100',
  };
  const endUse = { endUser: 'Schwaben Präzision GmbH', country: 'DE', purpose: 'Turbine blade coating', confirm: true };

  const stockOf = async (product: Product) =>
    Number(
      (
        await t.app.db
          .selectFrom('products')
          .select('total')
          .where('id', '=', Number(product._id))
          .executeTakeFirstOrThrow()
      ).total,
    );

  async function settings(compliance: { embargoed?: string[]; reviewDestinations?: string[] }) {
    const body = { embargoed: [], reviewDestinations: [], screeningThreshold: 0.85, ...compliance };
    const put = await call(t, 'PUT', '/settings/compliance', { as: admin, body });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
  }

  /** The denied-party list, straight into its tables (a new upload time each, as an upload would). */
  async function screeningList(entries: { name: string; alt_names?: string; country?: string; source?: string }[]) {
    await t.app.db.deleteFrom('screening_entries').execute();
    await t.app.db.deleteFrom('screening_lists').execute();
    if (entries.length === 0) return;
    await t.app.db
      .insertInto('screening_entries')
      .values(
        entries.map((entry, index) => ({
          position: index + 1,
          name: entry.name,
          alt_names: entry.alt_names ?? '',
          country: entry.country ?? '',
          source: entry.source ?? '',
        })),
      )
      .execute();
    await t.app.db
      .insertInto('screening_lists')
      .values({
        id: 1,
        file_name: 'csl.csv',
        entries: entries.length,
        uploaded_by: null,
        uploaded_at: new Date(Date.now() + serial++).toISOString(),
      })
      .execute();
  }

  /** Mails rendered when recorded (a hold's decision among them) to an address. */
  const renderedMailsTo = async (email: string) =>
    (
      await t.app.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('recipient', '=', email)
        .where('topic', '=', 'rendered')
        .execute()
    ).length;

  async function buyer(name = 'Bea Buyer') {
    serial += 1;
    return signUp(t, `compliance-buyer-${serial}@example.com`, name);
  }

  /** `quantity` of `product` in the buyer's cart, then the checkout with `body`. */
  async function place(as: SignedIn, product: Product, body: Record<string, unknown>, quantity = product.minimum) {
    await fillCart(t, await userIdOf(t, as.email), [{ product, quantity }]);
    return call(t, 'POST', '/purchase-orders', { as, body });
  }

  async function held(as: SignedIn, quantity = controlled.minimum, body: Record<string, unknown> = {}) {
    await settings({ reviewDestinations: ['DE'] });
    const placed = await place(as, controlled, { shipTo: stuttgart, endUse, ...body }, quantity);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await settings({});
    return placed.body as PurchaseOrder;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'compliance@example.com',
      AUTH_RATE_LIMIT: '10000',
      MAX_UNPAID_ORDERS: '3',
      WRITE_BUDGET_PER_MINUTE: '10000',
      ADMIN_WRITE_BUDGET_PER_MINUTE: '100000',
    });
    admin = await signUpAdmin(t, 'compliance@example.com', 'Cora Compliance');
    [controlled, plain] = (await plainProducts(t, 2)) as [Product, Product];
    await t.app.db
      .updateTable('products')
      .set({ standard: 'ASTM B348', hs_code: '810890', country_of_origin: 'US', export_classification: '1C202' })
      .where('id', '=', Number(controlled._id))
      .execute();
    t.app.catalogCache.invalidate();
  });
  afterAll(async () => t?.close());

  it("copies the product's standard, HS code, origin and export classification onto the line at placement", async () => {
    const as = await buyer();
    const placed = await place(as, controlled, { shipTo: pittsburgh });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((placed.body as PurchaseOrder).lines[0]).toMatchObject({
      standard: 'ASTM B348',
      hsCode: '810890',
      countryOfOrigin: 'US',
      exportClassification: '1C202',
    });
    // At home no statement is needed, and none is kept.
    expect((placed.body as PurchaseOrder).endUse).toBeNull();
    expect((placed.body as PurchaseOrder).status).toBe('unpaid');
  });

  it('refuses a ship-to in an embargoed country, naming it, and places nothing', async () => {
    await settings({ embargoed: ['DE'] });
    const as = await buyer();
    const before = await stockOf(plain);
    const refused = await place(as, plain, { shipTo: stuttgart });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(ch.embargoed('Germany (DE)'));
    expect(await stockOf(plain)).toBe(before);
    expect((await call(t, 'GET', '/purchase-orders', { as })).body).toEqual([]);
    // The cart is as it was.
    expect(
      (
        await t.app.db
          .selectFrom('cart_lines')
          .select('id')
          .where('user_id', '=', await userIdOf(t, as.email))
          .execute()
      ).length,
    ).toBe(1);
    await settings({});
  });

  it('asks for an end-use statement for a controlled line shipping abroad, and keeps it on the order', async () => {
    const as = await buyer();
    // The checkout's quote says so before the buyer places it: abroad yes, at home no.
    await fillCart(t, await userIdOf(t, as.email), [{ product: controlled, quantity: controlled.minimum }]);
    const abroad = await call(t, 'POST', '/checkout/quote', { as, body: { shipTo: stuttgart } });
    expect(abroad.body.endUseRequired).toBe(true);
    const home = await call(t, 'POST', '/checkout/quote', { as, body: { shipTo: pittsburgh } });
    expect(home.body.endUseRequired).toBe(false);
    const missing = await place(as, controlled, { shipTo: stuttgart });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(ch.endUseRequired);
    const unconfirmed = await place(as, controlled, { shipTo: stuttgart, endUse: { ...endUse, confirm: false } });
    expect(unconfirmed.status).toBe(400);
    // A line that is not controlled needs none.
    const plainAbroad = await place(as, plain, { shipTo: stuttgart });
    expect(plainAbroad.status, JSON.stringify(plainAbroad.body)).toBe(201);
    expect((plainAbroad.body as PurchaseOrder).endUse).toBeNull();
    const given = await place(as, controlled, { shipTo: stuttgart, endUse });
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    const order = given.body as PurchaseOrder;
    expect(order.status).toBe('unpaid');
    expect(order.compliance).toBeNull();
    expect(order.endUse).toEqual({ endUser: endUse.endUser, country: 'DE', purpose: endUse.purpose });
    expect((await call(t, 'GET', `/purchase-orders/${order._id}`, { as })).body.endUse).toEqual(order.endUse);
  });

  it('takes the end-use statement on the one-line purchase (POST /orders) too', async () => {
    const as = await buyer();
    const body = {
      productId: controlled._id,
      productQuantity: controlled.minimum,
      buyerAddress: 'Heilbronner Straße 86, Stuttgart',
      phone: stuttgart.phone,
      shipTo: stuttgart,
    };
    const missing = await call(t, 'POST', '/orders', { as, body });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(ch.endUseRequired);
    const given = await call(t, 'POST', '/orders', { as, body: { ...body, endUse } });
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    const order = await call(t, 'GET', `/purchase-orders/${given.body.purchaseOrderId}`, { as });
    expect(order.body.endUse).toMatchObject({ endUser: endUse.endUser });
  });

  it("gives a made-to-order line of a quote the quoted product's facts, and asks for the statement at acceptance", async () => {
    const as = await buyer();
    // Asking for a quote takes a verified address.
    await verifyEmail(t, as.email);
    const body = new FormData();
    const fields = {
      productId: controlled._id,
      metal: 'titanium',
      form: 'bar',
      grade: 'Grade 5',
      dimensions: 'Ø 31.7 × 1,000 mm',
      quantity: '4',
    };
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const asked = await fetch(`${t.url}/quotes`, { method: 'POST', headers: as.headers, body });
    expect(asked.status).toBe(201);
    const quote = (await asked.json()) as { _id: string };
    const answered = await call(t, 'POST', `/quotes/${quote._id}/answer`, {
      as: admin,
      body: { unitPrice: 250, leadTimeDays: 30, validUntil: '2099-12-31' },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const missing = await call(t, 'POST', `/quotes/${quote._id}/accept`, { as, body: { shipTo: stuttgart } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(ch.endUseRequired);
    const accepted = await call(t, 'POST', `/quotes/${quote._id}/accept`, { as, body: { shipTo: stuttgart, endUse } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    const order = accepted.body as PurchaseOrder;
    expect(order.lines[0]).toMatchObject({ kind: 'made_to_order', exportClassification: '1C202', hsCode: '810890' });
    expect(order.endUse).toMatchObject({ endUser: endUse.endUser });
  });

  it('holds a controlled line going to a review destination: stock taken, not payable nor shippable, staff mailed', async () => {
    const as = await buyer();
    const before = await stockOf(controlled);
    const order = await held(as, 2 * controlled.minimum);
    expect(order.status).toBe('compliance_hold');
    // The buyer is told the order is held, not why: the reasons are the store's.
    expect(order.compliance).toMatchObject({ state: 'held', reasons: [] });
    const asStore = (await call(t, 'GET', `/purchase-orders/${order._id}`, { as: admin })).body as PurchaseOrder;
    expect(asStore.compliance).toEqual({
      reasons: [{ kind: 'destination', country: 'DE', lines: [controlled.name] }],
      state: 'held',
      decidedAt: null,
      decidedBy: null,
      note: null,
    });
    expect(order.events.map((event) => event.type)).toEqual(['placed', 'compliance_hold']);
    expect(await stockOf(controlled)).toBe(before - 2 * controlled.minimum * 1);
    // Its buyer may withdraw it, not pay it; the store decides it and cannot ship it.
    expect(order.allowedActions).toEqual(['cancel']);
    const intent = await call(t, 'POST', '/create-payment-intent', { as, body: { purchaseOrderId: order._id } });
    expect(intent.status).toBe(409);
    expect(intent.body.message).toBe(ch.notPayableHeld);
    const seen = (await call(t, 'GET', `/purchase-orders/${order._id}`, { as: admin })).body as PurchaseOrder;
    expect(seen.allowedActions).toEqual(['cancel', 'release', 'refuse']);
    const ship = await call(t, 'POST', `/purchase-orders/${order._id}/ship`, {
      as: admin,
      body: { carrier: 'UPS', trackingNumber: '1Z1' },
    });
    expect(ship.status).toBe(409);
    const staff = await t.app.db.selectFrom('outbox_messages').select('payload').where('topic', '=', 'staff').execute();
    expect(staff.map((row) => JSON.parse(row.payload))).toContainEqual({
      notice: 'complianceHold',
      purchaseOrderId: order._id,
    });
    // In the store's list of held orders.
    const list = await call(t, 'GET', '/purchase-orders?status=compliance_hold&scope=all', { as: admin });
    expect((list.body as PurchaseOrder[]).map((po) => po._id)).toContain(order._id);
  });

  it('holds an order whose ship-to company matches the screening list, whatever the legal form and punctuation', async () => {
    await screeningList([
      { name: 'Harbin Alloy Trading', source: 'Entity List (EL)', country: 'CN' },
      { name: 'Volga Dnepr Metals', alt_names: 'VDM Metals; Volga-Dnepr', country: 'RU', source: 'SDN' },
    ]);
    const as = await buyer();
    const placed = await place(as, plain, { shipTo: { ...stuttgart, company: 'VOLGA-DNEPR METALS LLC' } });
    await screeningList([]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = (await call(t, 'GET', `/purchase-orders/${placed.body._id}`, { as: admin })).body as PurchaseOrder;
    expect(order.status).toBe('compliance_hold');
    expect(order.compliance!.reasons).toEqual([
      {
        kind: 'screening',
        match: {
          party: 'shipToCompany',
          name: 'VOLGA-DNEPR METALS LLC',
          entry: {
            position: 2,
            name: 'Volga Dnepr Metals',
            matchedName: 'Volga Dnepr Metals',
            country: 'RU',
            source: 'SDN',
          },
          score: 1,
        },
      },
    ]);
    // No list, no hold: the same order goes on.
    const again = await place(as, plain, { shipTo: { ...stuttgart, company: 'VOLGA-DNEPR METALS LLC' } });
    expect(again.body.status).toBe('unpaid');
  });

  it('flags the company of a member whose order is held for a match, keeping a flag it already has', async () => {
    await screeningList([{ name: 'Harbin Alloy Trading', source: 'Entity List (EL)', country: 'CN' }]);
    const as = await buyer();
    const companyId = await insertCompany(t, { name: 'Clearwater Tubes' });
    await insertMember(t, companyId, await userIdOf(t, as.email), 'buyer');
    const flagOf = async () =>
      (await call(t, 'GET', `/companies/${companyId}`, { as: admin })).body.screening as { name: string } | null;
    expect(await flagOf()).toBeNull();
    const placed = await place(as, plain, { shipTo: { ...stuttgart, name: 'Harbin Alloy Trading Co., Ltd.' } });
    expect(placed.body.status).toBe('compliance_hold');
    expect(await flagOf()).toMatchObject({ party: 'shipToName', name: 'Harbin Alloy Trading Co., Ltd.' });
    // A second held order does not replace the first reason.
    await place(as, plain, { shipTo: { ...stuttgart, company: 'HARBIN-ALLOY TRADING' } });
    await screeningList([]);
    expect(await flagOf()).toMatchObject({ party: 'shipToName' });
  });

  it('releases a held card order with a note: unpaid and payable, on the timeline with who', async () => {
    const as = await buyer();
    const order = await held(as);
    const empty = await call(t, 'POST', `/purchase-orders/${order._id}/compliance/release`, {
      as: admin,
      body: { note: '  ' },
    });
    expect(empty.status).toBe(400);
    const byBuyer = await call(t, 'POST', `/purchase-orders/${order._id}/compliance/release`, {
      as,
      body: { note: 'Mine' },
    });
    expect(byBuyer.status).toBe(403);
    const mailsBefore = await renderedMailsTo(as.email);
    const released = await call(t, 'POST', `/purchase-orders/${order._id}/compliance/release`, {
      as: admin,
      body: { note: 'End user verified' },
    });
    expect(await renderedMailsTo(as.email)).toBe(mailsBefore + 1);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    const body = released.body as PurchaseOrder;
    expect(body.status).toBe('unpaid');
    expect(body.compliance).toMatchObject({
      state: 'released',
      decidedBy: 'Cora Compliance',
      note: 'End user verified',
    });
    expect(body.compliance!.decidedAt).toEqual(expect.any(String));
    expect(body.events.at(-1)).toMatchObject({
      type: 'compliance_released',
      note: 'Cora Compliance: End user verified',
    });
    const buyerView = (await call(t, 'GET', `/purchase-orders/${order._id}`, { as })).body as PurchaseOrder;
    expect(buyerView.allowedActions).toContain('pay');
    const intent = await call(t, 'POST', '/create-payment-intent', { as, body: { purchaseOrderId: order._id } });
    expect(intent.status).toBe(200);
    const twice = await call(t, 'POST', `/purchase-orders/${order._id}/compliance/release`, {
      as: admin,
      body: { note: 'Again' },
    });
    expect(twice.status).toBe(409);
  });

  it('releases a held order on account as confirmed, its invoice issued now with its due date', async () => {
    const companyId = await insertCompany(t, {
      name: 'Ledger Metals',
      paymentTerms: 'net30',
      creditLimitCents: 10_000_000,
    });
    const as = await buyer();
    await insertMember(t, companyId, await userIdOf(t, as.email), 'admin');
    const order = await held(as, controlled.minimum, { paymentMethod: 'account' });
    expect(order.status).toBe('compliance_hold');
    expect(order.dueDate).toBeNull();
    expect(order.events.map((event) => event.type)).not.toContain('invoiced');
    const released = await call(t, 'POST', `/purchase-orders/${order._id}/compliance/release`, {
      as: admin,
      body: { note: 'Cleared' },
    });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    const body = released.body as PurchaseOrder;
    expect(body.status).toBe('confirmed');
    expect(body.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.events.map((event) => event.type).slice(-2)).toEqual(['compliance_released', 'invoiced']);
  });

  it('refuses a held order with a reason: cancelled, its stock back, its buyer mailed', async () => {
    const as = await buyer();
    const before = await stockOf(controlled);
    const order = await held(as);
    const empty = await call(t, 'POST', `/purchase-orders/${order._id}/compliance/refuse`, {
      as: admin,
      body: { reason: '' },
    });
    expect(empty.status).toBe(400);
    const mailsBefore = await renderedMailsTo(as.email);
    const refused = await call(t, 'POST', `/purchase-orders/${order._id}/compliance/refuse`, {
      as: admin,
      body: { reason: 'End user on a restricted list' },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    const body = refused.body as PurchaseOrder;
    expect(body.status).toBe('cancelled');
    expect(body.compliance).toMatchObject({ state: 'refused', note: 'End user on a restricted list' });
    expect(body.events.at(-1)).toMatchObject({ type: 'compliance_refused' });
    expect(await stockOf(controlled)).toBe(before);
    expect(await renderedMailsTo(as.email)).toBe(mailsBefore + 1);
  });

  it('lets its buyer cancel a held order, stock back', async () => {
    const as = await buyer();
    const before = await stockOf(controlled);
    const order = await held(as);
    const cancelled = await call(t, 'POST', `/purchase-orders/${order._id}/cancel`, { as });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await stockOf(controlled)).toBe(before);
  });

  it('never times a held order out, and gives a released one its full time to pay from the release', async () => {
    const { expireUnpaidOrders } = await import('./expire-unpaid-orders.ts');
    const as = await buyer();
    const order = await held(as);
    const placedLongAgo = () =>
      t.app.db
        .updateTable('purchase_orders')
        .set({ created_at: '2020-01-01T00:00:00.000Z' })
        .where('id', '=', order._id)
        .execute();
    await placedLongAgo();
    await expireUnpaidOrders(t.app);
    expect((await call(t, 'GET', `/purchase-orders/${order._id}`, { as })).body.status).toBe('compliance_hold');
    const released = await call(t, 'POST', `/purchase-orders/${order._id}/compliance/release`, {
      as: admin,
      body: { note: 'Cleared' },
    });
    expect(released.status).toBe(200);
    await expireUnpaidOrders(t.app);
    expect((await call(t, 'GET', `/purchase-orders/${order._id}`, { as })).body.status).toBe('unpaid');
  });

  it('counts a held order against the cap of unpaid orders: it holds stock and never times out', async () => {
    const as = await buyer();
    for (let i = 0; i < t.app.config.orders.maxUnpaidPerBuyer; i++) await held(as);
    const over = await place(as, plain, { shipTo: pittsburgh });
    expect(over.status).toBe(409);
  });

  it('gives one outcome to a release and a refusal at once: one 200, one 409, stock counted once', async () => {
    for (let round = 0; round < 3; round++) {
      const as = await buyer();
      const before = await stockOf(controlled);
      const order = await held(as);
      const [release, refuse] = await Promise.all([
        call(t, 'POST', `/purchase-orders/${order._id}/compliance/release`, { as: admin, body: { note: 'Go' } }),
        call(t, 'POST', `/purchase-orders/${order._id}/compliance/refuse`, { as: admin, body: { reason: 'Stop' } }),
      ]);
      expect([release.status, refuse.status].sort()).toEqual([200, 409]);
      const final = (await call(t, 'GET', `/purchase-orders/${order._id}`, { as: admin })).body as PurchaseOrder;
      const released = release.status === 200;
      expect(final.status).toBe(released ? 'unpaid' : 'cancelled');
      expect(final.compliance!.state).toBe(released ? 'released' : 'refused');
      expect(await stockOf(controlled)).toBe(released ? before - controlled.minimum : before);
      expect(final.events.filter((event) => event.type.startsWith('compliance_')).map((event) => event.type)).toEqual([
        'compliance_hold',
        released ? 'compliance_released' : 'compliance_refused',
      ]);
    }
  });
});
