import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSearch } from '#shared/messages/order-search.ts';
import { purchaseOrders as poTexts } from '#shared/messages/purchase-orders.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { insertCompany, insertMember } from '../companies/companies.test-helpers.ts';
import { userIdOf } from './purchase-orders.test-helpers.ts';

/**
 * Finding past orders (issue 32): My Orders and a company admin's list search by order number, PO
 * number and product and filter by status and the days placed, with Manage All Orders' parameters.
 */
interface Seeded {
  n: number;
  buyer: { id: string; email: string };
  companyId: string | null;
  po: string;
  product: string;
  sku: string;
  day: string;
  status: 'unpaid' | 'paid';
}

describe.each(testDatabaseKinds)('GET /purchase-orders: search, status and dates for buyers on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let colleague: SignedIn;
  let companyAdmin: SignedIn;
  let stranger: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'search-admin@example.com' });
    admin = await signUpAdmin(t, 'search-admin@example.com');
    buyer = await signUp(t, 'search-buyer@example.com');
    colleague = await signUp(t, 'search-colleague@example.com');
    companyAdmin = await signUp(t, 'search-boss@example.com');
    stranger = await signUp(t, 'search-stranger@example.com');
    const row = async (as: SignedIn) => ({ id: await userIdOf(t, as.email), email: as.email });
    const [b, c, boss, s] = await Promise.all([row(buyer), row(colleague), row(companyAdmin), row(stranger)]);
    const companyId = await insertCompany(t, { name: 'Search Alloys' });
    await insertMember(t, companyId, b.id, 'buyer');
    await insertMember(t, companyId, c.id, 'buyer');
    await insertMember(t, companyId, boss.id, 'admin');
    const seeded: Seeded[] = [
      {
        n: 901,
        buyer: b,
        companyId,
        po: 'PO-ALPHA-1',
        product: 'Titanium Grade 2 Tube',
        sku: 'TI-TUBE-1',
        day: '2026-03-01',
        status: 'paid',
      },
      {
        n: 902,
        buyer: b,
        companyId,
        po: 'PO-BETA-2',
        product: 'Nickel 200 Plate',
        sku: 'NI-PLATE-2',
        day: '2026-03-15',
        status: 'unpaid',
      },
      {
        n: 903,
        buyer: b,
        companyId,
        po: 'PO-GAMMA-3',
        product: 'Tungsten Rod',
        sku: 'W-ROD-3',
        day: '2026-04-02',
        status: 'paid',
      },
      {
        n: 904,
        buyer: c,
        companyId,
        po: 'PO-DELTA-4',
        product: 'Tungsten Wire',
        sku: 'W-WIRE-4',
        day: '2026-03-20',
        status: 'paid',
      },
      {
        n: 905,
        buyer: s,
        companyId: null,
        po: 'PO-OMEGA-5',
        product: 'Tungsten Plate',
        sku: 'W-PLATE-5',
        day: '2026-03-10',
        status: 'paid',
      },
    ];
    for (const order of seeded) {
      const id = `po_search_${order.n}`;
      const at = `${order.day}T${order.n === 902 ? '23:59:59.999' : '10:00:00.000'}Z`;
      const person = {
        buyer_id: order.buyer.id,
        buyer_email: order.buyer.email,
        buyer_name: 'Search Buyer',
        phone: '+1 412 555 0100',
      };
      await t.app.db
        .insertInto('purchase_orders')
        .values({
          id,
          number: order.n,
          ...person,
          buyer_company: 'Search Alloys',
          company_id: order.companyId,
          po_number: order.po,
          ship_to_address: '1 Dock Road',
          requested_date: null,
          notes: '',
          status: order.status,
          payment_method: 'card',
          payment_status: order.status,
          total_cents: 1000,
          goods_cents: 1000,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await t.app.db
        .insertInto('orders')
        .values({
          id: `${id}_1`,
          product_id: null,
          product_name: order.product,
          sku: order.sku,
          unit_price_cents: 1000,
          quantity: 1,
          total_cents: 1000,
          ...person,
          buyer_address: '1 Dock Road',
          status: order.status,
          transaction_id: null,
          payment_intent_id: null,
          idempotency_key: null,
          refund_id: null,
          purchase_order_id: id,
          line_no: 1,
          heat_number: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  });
  afterAll(async () => t?.close());

  const numbers = async (as: SignedIn, query: string) => {
    const answer = await call(t, 'GET', `/purchase-orders?${query}`, { as });
    expect(answer.status, query).toBe(200);
    const orders = answer.body as PurchaseOrder[];
    expect(Number(answer.headers.get('x-total-count')), query).toBe(orders.length);
    return orders.map((order) => order.number).sort();
  };

  it("finds a buyer's own orders by product name or SKU, PO number and order number, any case", async () => {
    expect(await numbers(buyer, 'scope=mine&q=tungsten')).toEqual(['RM-000903']);
    expect(await numbers(buyer, 'scope=mine&q=ni-plate')).toEqual(['RM-000902']);
    expect(await numbers(buyer, 'scope=mine&q=po-alpha')).toEqual(['RM-000901']);
    expect(await numbers(buyer, 'scope=mine&q=RM-000902')).toEqual(['RM-000902']);
    expect(await numbers(buyer, 'q=Ti')).toEqual(['RM-000901']);
    // Never another buyer's order, whatever it holds.
    expect(await numbers(buyer, 'q=omega')).toEqual([]);
    expect(await numbers(stranger, 'q=tungsten')).toEqual(['RM-000905']);
  });

  it('narrows by status and by the days placed, both days included (UTC)', async () => {
    expect(await numbers(buyer, 'scope=mine&status=paid')).toEqual(['RM-000901', 'RM-000903']);
    expect(await numbers(buyer, 'scope=mine&from=2026-03-01&to=2026-03-15')).toEqual(['RM-000901', 'RM-000902']);
    expect(await numbers(buyer, 'scope=mine&from=2026-03-02')).toEqual(['RM-000902', 'RM-000903']);
    expect(await numbers(buyer, 'scope=mine&to=2026-03-14')).toEqual(['RM-000901']);
    expect(await numbers(buyer, 'scope=mine&from=2026-03-01&to=2026-04-30&status=paid&q=tube')).toEqual(['RM-000901']);
  });

  it("gives a company admin the company's orders by product, status and date, not another company's", async () => {
    expect(await numbers(companyAdmin, 'q=tungsten')).toEqual(['RM-000903', 'RM-000904']);
    expect(await numbers(companyAdmin, 'q=tungsten&from=2026-03-16&to=2026-03-31')).toEqual(['RM-000904']);
    expect(await numbers(companyAdmin, 'status=unpaid')).toEqual(['RM-000902']);
    expect(await numbers(companyAdmin, 'scope=mine&q=tungsten')).toEqual([]);
    expect(await numbers(colleague, 'q=tungsten')).toEqual(['RM-000904']);
  });

  it('filters the store-wide list by the same dates and status (Manage All Orders)', async () => {
    expect(await numbers(admin, 'from=2026-03-10&to=2026-03-20&status=paid')).toEqual(['RM-000904', 'RM-000905']);
    expect(await numbers(admin, 'q=po-omega')).toEqual(['RM-000905']);
  });

  it('answers a bad or backwards date range with 400 and a message', async () => {
    const backwards = await call(t, 'GET', '/purchase-orders?from=2026-03-15&to=2026-03-01', { as: buyer });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain(orderSearch.rangeBackwards);
    for (const bad of ['from=2026-02-31', 'to=15.03.2026', 'from=yesterday']) {
      const answer = await call(t, 'GET', `/purchase-orders?${bad}`, { as: buyer });
      expect(answer.status, bad).toBe(400);
      expect(answer.body.message, bad).toContain(poTexts.dateFormat);
    }
  });
});
