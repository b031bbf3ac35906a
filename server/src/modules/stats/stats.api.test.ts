import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { isLowStock, reorderPointOf } from '#shared/catalog/stock-status.ts';
import { backOffice } from '#shared/messages/back-office.ts';
import type { PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';
import { type Overview, overviewSchema } from '#shared/stats/overview.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/** The overview's clock: mid-March 2026, so the window is April 2025 through March 2026 (UTC). */
const now = new Date('2026-03-15T12:00:00.000Z');

interface Line {
  product: Product;
  quantity: number;
  unitCents: number;
  cancelled?: boolean;
}

describe.each(testDatabaseKinds)('GET /stats/overview on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  const products: Record<string, Product> = {};
  let overview: Overview;
  let poNumber = 0;
  let quoteNumber = 0;

  const addProduct = async (key: string, fields: { total: number; minimum: number; reorderPoint?: number }) => {
    const res = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: `Overview ${key}`,
        picture: '/images/products/titanium-bar.svg',
        about: 'Test',
        origin: 'USA',
        price: 10,
        sku: `OV-${key}`,
        ...fields,
      },
    });
    expect(res.status).toBe(201);
    products[key] = res.body as Product;
  };

  /** A purchase order written straight to the tables, with the date, payment and cents the test needs. */
  const addPurchaseOrder = async (
    createdAt: string,
    head: { status: PurchaseOrderStatus; payment: 'unpaid' | 'paid' | 'refunded' },
    lines: Line[],
  ) => {
    poNumber += 1;
    const id = `po_overview_${poNumber}`;
    const total = lines.filter((l) => !l.cancelled).reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
    const person = {
      buyer_id: null,
      buyer_email: 'buyer@example.com',
      buyer_name: 'Bea Buyer',
      phone: '+1 412 555 0100',
    };
    await t.app.db
      .insertInto('purchase_orders')
      .values({
        id,
        number: 1000 + poNumber,
        ...person,
        ship_to_address: 'Dock 1',
        notes: '',
        buyer_company: '',
        status: head.status,
        payment_method: 'card',
        payment_status: head.payment,
        total_cents: total,
        goods_cents: total,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    await t.app.db
      .insertInto('orders')
      .values(
        lines.map((line, index) => ({
          id: `${id}_${index + 1}`,
          product_id: Number(line.product._id),
          product_name: line.product.name,
          sku: line.product.sku,
          unit_price_cents: line.unitCents,
          quantity: line.quantity,
          total_cents: line.quantity * line.unitCents,
          ...person,
          buyer_address: 'Dock 1',
          status: line.cancelled
            ? ('cancelled' as const)
            : head.payment === 'unpaid'
              ? ('unpaid' as const)
              : ('paid' as const),
          transaction_id: null,
          payment_intent_id: null,
          idempotency_key: null,
          refund_id: null,
          purchase_order_id: id,
          line_no: index + 1,
          heat_number: null,
          created_at: createdAt,
          updated_at: createdAt,
        })),
      )
      .execute();
  };

  const addQuote = async (
    status: 'requested' | 'quoted' | 'accepted' | 'declined',
    createdAt: string,
    validUntil: string | null = null,
  ) => {
    quoteNumber += 1;
    const id = `quote_overview_${quoteNumber}`;
    await t.app.db
      .insertInto('quotes')
      .values({
        id,
        number: quoteNumber,
        buyer_id: null,
        buyer_email: `q${quoteNumber}@example.com`,
        buyer_name: `Quote Buyer ${quoteNumber}`,
        product_id: null,
        product_name: null,
        metal: 'tantalum',
        form: 'wire',
        grade: '',
        dimensions: 'Ø 0.5 mm',
        quantity: 10 + quoteNumber,
        target_date: null,
        notes: '',
        status,
        unit_price_cents: status === 'requested' ? null : 1250,
        lead_time_days: status === 'requested' ? null : 14,
        valid_until: validUntil,
        answer_note: null,
        purchase_order_id: null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    return id;
  };

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '1000', SEED_DEMO: 'false' },
      { now: () => new Date(now) },
    );
    [admin, buyer] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
    ]);
    // Reorder points: A default 3 × 10 = 30 (100 in stock: fine); B default 6 (5: low, 83 %);
    // C explicit 50 (10: low, 20 %); D explicit 1 though 3 × MOQ would be 3 (2: fine);
    // E default 6 with exactly 6 in stock (fine: low is strictly below).
    await addProduct('A', { total: 100, minimum: 10 });
    await addProduct('B', { total: 5, minimum: 2 });
    await addProduct('C', { total: 10, minimum: 1, reorderPoint: 50 });
    await addProduct('D', { total: 2, minimum: 1, reorderPoint: 1 });
    await addProduct('E', { total: 6, minimum: 2 });
    const { A, B, C } = products as Record<'A' | 'B' | 'C', Product>;

    await addPurchaseOrder('2026-03-02T09:00:00.000Z', { status: 'paid', payment: 'paid' }, [
      { product: A, quantity: 2, unitCents: 1000 },
      { product: B, quantity: 1, unitCents: 500 },
    ]);
    await addPurchaseOrder('2026-03-10T09:00:00.000Z', { status: 'shipped', payment: 'paid' }, [
      { product: C, quantity: 1, unitCents: 700 },
    ]);
    // The last millisecond of January: January's, with its cancelled line left out.
    await addPurchaseOrder('2026-01-31T23:59:59.999Z', { status: 'in_production', payment: 'paid' }, [
      { product: A, quantity: 1, unitCents: 1000 },
      { product: C, quantity: 3, unitCents: 700, cancelled: true },
    ]);
    // Refunded and unpaid orders are no revenue.
    await addPurchaseOrder('2026-02-01T00:00:00.000Z', { status: 'cancelled', payment: 'refunded' }, [
      { product: A, quantity: 5, unitCents: 1000 },
    ]);
    await addPurchaseOrder('2026-02-10T09:00:00.000Z', { status: 'unpaid', payment: 'unpaid' }, [
      { product: A, quantity: 1, unitCents: 1000 },
    ]);
    // The first moment of the window counts; the moment before it does not.
    await addPurchaseOrder('2025-04-01T00:00:00.000Z', { status: 'delivered', payment: 'paid' }, [
      { product: C, quantity: 10, unitCents: 700 },
    ]);
    await addPurchaseOrder('2025-03-31T23:59:59.999Z', { status: 'delivered', payment: 'paid' }, [
      { product: A, quantity: 100, unitCents: 1000 },
    ]);

    await addQuote('requested', '2026-03-01T10:00:00.000Z');
    await addQuote('requested', '2026-02-01T10:00:00.000Z');
    await addQuote('quoted', '2026-01-01T10:00:00.000Z', '2026-03-15'); // valid through today
    await addQuote('quoted', '2026-01-02T10:00:00.000Z', '2026-03-14'); // expired yesterday
    await addQuote('accepted', '2025-12-01T10:00:00.000Z', '2026-04-01');
    await addQuote('declined', '2025-12-02T10:00:00.000Z');

    const res = await call(t, 'GET', '/stats/overview', { as: admin });
    expect(res.status).toBe(200);
    overview = overviewSchema.parse(res.body);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers only admins: 401 without a session, 403 for a buyer', async () => {
    expect((await call(t, 'GET', '/stats/overview')).status).toBe(401);
    expect((await call(t, 'GET', '/stats/overview', { as: buyer })).status).toBe(403);
  });

  it('gives the last 12 calendar months, zero-filled, with what was paid and not refunded', () => {
    const byMonth = Object.fromEntries(overview.revenueByMonth.map((m) => [m.month, m]));
    expect(overview.revenueByMonth.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(byMonth['2026-03']).toEqual({ month: '2026-03', revenue: 32, orders: 2 });
    expect(byMonth['2026-01']).toEqual({ month: '2026-01', revenue: 10, orders: 1 });
    // February had only a refunded and an unpaid order.
    expect(byMonth['2026-02']).toEqual({ month: '2026-02', revenue: 0, orders: 0 });
    expect(byMonth['2025-04']).toEqual({ month: '2025-04', revenue: 70, orders: 1 });
    expect(byMonth['2025-10']).toEqual({ month: '2025-10', revenue: 0, orders: 0 });
    const sum = overview.revenueByMonth.reduce((total, m) => total + m.revenue, 0);
    expect(sum).toBe(112);
  });

  it('counts purchase orders and their totals by status, every status listed', () => {
    const byStatus = Object.fromEntries(overview.purchaseOrdersByStatus.map((s) => [s.status, s]));
    expect(byStatus).toEqual({
      unpaid: { status: 'unpaid', count: 1, total: 10 },
      paid: { status: 'paid', count: 1, total: 25 },
      in_production: { status: 'in_production', count: 1, total: 10 },
      // Shipped in parts (docs/product/ordering.md#shipping): listed, none in this data.
      partially_shipped: { status: 'partially_shipped', count: 0, total: 0 },
      shipped: { status: 'shipped', count: 1, total: 7 },
      delivered: { status: 'delivered', count: 2, total: 1070 },
      cancelled: { status: 'cancelled', count: 1, total: 50 },
      // Company accounts' statuses (docs/product/companies.md): listed, none in this data.
      pending_approval: { status: 'pending_approval', count: 0, total: 0 },
      confirmed: { status: 'confirmed', count: 0, total: 0 },
      rejected: { status: 'rejected', count: 0, total: 0 },
      // Held for export compliance (PRODUCT.md §19): listed, none in this data.
      compliance_hold: { status: 'compliance_hold', count: 0, total: 0 },
    });
  });

  it('ranks top products by revenue within the window, without refunded, unpaid or cancelled lines', () => {
    expect(overview.topProducts).toEqual([
      { productId: products.C!._id, sku: 'OV-C', name: 'Overview C', revenue: 77, quantity: 11 },
      { productId: products.A!._id, sku: 'OV-A', name: 'Overview A', revenue: 30, quantity: 3 },
      { productId: products.B!._id, sku: 'OV-B', name: 'Overview B', revenue: 5, quantity: 1 },
    ]);
  });

  it('lists products below their reorder point (explicit, else 3 × MOQ), lowest share first', () => {
    expect(overview.lowStock).toEqual({
      count: 2,
      products: [
        { productId: products.C!._id, sku: 'OV-C', name: 'Overview C', total: 10, reorderPoint: 50, minimum: 1 },
        { productId: products.B!._id, sku: 'OV-B', name: 'Overview B', total: 5, reorderPoint: 6, minimum: 2 },
      ],
    });
  });

  it('agrees with the shared rule (stock-status.ts) that the pages use', () => {
    const listed = new Map(overview.lowStock.products.map((row) => [row.productId, row.reorderPoint]));
    for (const product of Object.values(products)) {
      expect(listed.has(product._id), product.sku).toBe(isLowStock(product));
      if (listed.has(product._id)) expect(listed.get(product._id)).toBe(reorderPointOf(product));
    }
  });

  it('counts open quotes, telling a still-valid quote from an expired one, and lists the oldest requests', () => {
    expect(overview.openQuotes.requested).toBe(2);
    expect(overview.openQuotes.quoted).toBe(1);
    expect(overview.openQuotes.oldest.map((q) => [q.number, q.buyer, q.createdAt])).toEqual([
      ['Q-000002', 'Quote Buyer 2', '2026-02-01T10:00:00.000Z'],
      ['Q-000001', 'Quote Buyer 1', '2026-03-01T10:00:00.000Z'],
    ]);
    expect(overview.openQuotes.oldest[0]).toMatchObject({ _id: 'quote_overview_2', metal: 'tantalum', form: 'wire' });
  });

  it('keeps the reorder point through PATCH and validates it', async () => {
    const b = products.B!;
    expect(b.reorderPoint).toBeNull();
    const set = await call(t, 'PATCH', `/products/${b._id}`, { as: admin, body: { reorderPoint: 4 } });
    expect(set.status).toBe(200);
    expect(set.body.reorderPoint).toBe(4);
    const after = overviewSchema.parse((await call(t, 'GET', '/stats/overview', { as: admin })).body);
    // 5 in stock is no longer below 4.
    expect(after.lowStock.products.map((p) => p.sku)).toEqual(['OV-C']);
    const bad = await call(t, 'PATCH', `/products/${b._id}`, { as: admin, body: { reorderPoint: 2.5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(backOffice.reorderPoint);
    const cleared = await call(t, 'PATCH', `/products/${b._id}`, { as: admin, body: { reorderPoint: null } });
    expect(cleared.body.reorderPoint).toBeNull();
    expect((await call(t, 'GET', `/products/${b._id}`)).body.reorderPoint).toBeNull();
  });

  it('follows new sales, renames and deletions at once (the top products are memoized between sales)', async () => {
    const read = async () => overviewSchema.parse((await call(t, 'GET', '/stats/overview', { as: admin })).body);
    const { A, B, C } = products as Record<'A' | 'B' | 'C', Product>;
    expect((await read()).topProducts.map((p) => p.sku)).toEqual(['OV-C', 'OV-A', 'OV-B']);
    await addPurchaseOrder('2026-03-12T09:00:00.000Z', { status: 'paid', payment: 'paid' }, [
      { product: B, quantity: 100, unitCents: 500 },
    ]);
    expect((await read()).topProducts.map((p) => [p.sku, p.revenue])).toEqual([
      ['OV-B', 505],
      ['OV-C', 77],
      ['OV-A', 30],
    ]);
    expect((await call(t, 'PATCH', `/products/${A._id}`, { as: admin, body: { name: 'Overview A2' } })).status).toBe(
      200,
    );
    expect((await call(t, 'DELETE', `/products/${C._id}`, { as: admin })).status).toBe(200);
    expect((await read()).topProducts.map((p) => p.name)).toEqual(['Overview B', 'Overview A2']);
  });

  it('says quantities of products sold by the metre in metres (stored as mm, ADR 017)', async () => {
    const read = async () => overviewSchema.parse((await call(t, 'GET', '/stats/overview', { as: admin })).body);
    const res = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        ...{ name: 'Overview tube', picture: '/images/products/titanium-tube.svg', about: 'Test', origin: 'USA' },
        ...{ sku: 'OV-M', unit: 'm', price: 40, total: 2.5, minimum: 0.5, reorderPoint: 10 },
      },
    });
    expect(res.status).toBe(201);
    const tube = res.body as Product;
    // 1,250 m of tube at $40.00/m: the line holds 1,250,000 mm (the helper prices per stored unit: 4 ¢/mm).
    await addPurchaseOrder('2026-03-13T09:00:00.000Z', { status: 'paid', payment: 'paid' }, [
      { product: tube, quantity: 1_250_000, unitCents: 4 },
    ]);
    const overview = await read();
    expect(overview.topProducts[0]).toMatchObject({ sku: 'OV-M', revenue: 50_000, quantity: 1250, unit: 'm' });
    expect(overview.lowStock.products.find((p) => p.sku === 'OV-M')).toMatchObject({
      unit: 'm',
      total: 2.5,
      reorderPoint: 10,
      minimum: 0.5,
    });
    // Pieces answer as they always did: no unit field.
    expect(overview.topProducts.find((p) => p.sku === 'OV-B')).not.toHaveProperty('unit');
  });
});

describe.each(testDatabaseKinds)('GET /stats/overview for a store with no sales on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '1000', SEED_DEMO: 'false' });
    admin = await signUpAdmin(t, 'admin@example.com', 'Ada Admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers twelve zero months, zero counts and empty lists', async () => {
    const res = await call(t, 'GET', '/stats/overview', { as: admin });
    expect(res.status).toBe(200);
    const overview = overviewSchema.parse(res.body);
    expect(overview.revenueByMonth).toHaveLength(12);
    expect(overview.revenueByMonth.every((m) => m.revenue === 0 && m.orders === 0)).toBe(true);
    expect(overview.revenueByMonth.at(-1)!.month).toBe(new Date().toISOString().slice(0, 7));
    expect(overview.purchaseOrdersByStatus.every((s) => s.count === 0 && s.total === 0)).toBe(true);
    expect(overview.topProducts).toEqual([]);
    expect(overview.lowStock).toEqual({ count: 0, products: [] });
    expect(overview.openQuotes).toEqual({ requested: 0, quoted: 0, oldest: [] });
  });
});
