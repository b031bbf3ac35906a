import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import type { PurchaseOrder, PurchaseOrderAction, PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { insertCompany, insertMember, shipTo } from '../companies/companies.test-helpers.ts';
import { payByCard, plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

/*
 * PRODUCT.md §22 (issue 27): every order answer lists in `allowedActions` what its caller may do,
 * from the rules the routes enforce. For each status × caller the listed actions are the expected
 * ones, and each route agrees: a listed action is taken (on a fresh order in that status), an
 * unlisted one is refused with 403 or 409 (404 for a caller who cannot see the order).
 */

type Caller = 'buyer' | 'companyAdmin' | 'otherCompanyAdmin' | 'storeAdmin';
const callers: Caller[] = ['buyer', 'companyAdmin', 'otherCompanyAdmin', 'storeAdmin'];

/** The actions these scenarios reach (setFreight has its own tests: an order with pending freight). */
const actions = [
  'pay',
  'cancel',
  'approve',
  'reject',
  'invoice',
  'production',
  'ship',
  'deliver',
  'recordPayment',
  'release',
  'refuse',
] as const satisfies readonly PurchaseOrderAction[];

type Scenario =
  | 'unpaid'
  | 'pending_approval'
  | 'paid'
  | 'in_production'
  | 'partially_shipped'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'confirmed'
  | 'rejected'
  | 'compliance_hold';

/**
 * What each caller may do in each status (card orders; `confirmed` is on account). The other
 * company's admin sees none of these orders. The two rows of issue 27's drift: the buyer may cancel
 * an order waiting for approval, and the store's admin a confirmed order on account.
 */
const expected: Record<Scenario, Record<Exclude<Caller, 'otherCompanyAdmin'>, PurchaseOrderAction[]>> = {
  unpaid: { buyer: ['pay', 'cancel'], companyAdmin: ['pay'], storeAdmin: ['cancel'] },
  pending_approval: { buyer: ['cancel'], companyAdmin: ['approve', 'reject'], storeAdmin: ['cancel'] },
  paid: { buyer: ['invoice'], companyAdmin: ['invoice'], storeAdmin: ['cancel', 'invoice', 'production', 'ship'] },
  in_production: { buyer: ['invoice'], companyAdmin: ['invoice'], storeAdmin: ['cancel', 'invoice', 'ship'] },
  // Part of it has gone: no cancel, more to ship, not delivered yet.
  partially_shipped: { buyer: ['invoice'], companyAdmin: ['invoice'], storeAdmin: ['invoice', 'ship'] },
  shipped: { buyer: ['invoice'], companyAdmin: ['invoice'], storeAdmin: ['invoice', 'deliver'] },
  delivered: { buyer: ['invoice'], companyAdmin: ['invoice'], storeAdmin: ['invoice'] },
  cancelled: { buyer: [], companyAdmin: [], storeAdmin: [] },
  confirmed: {
    buyer: ['pay', 'invoice'],
    companyAdmin: ['pay', 'invoice'],
    storeAdmin: ['cancel', 'invoice', 'production', 'ship', 'recordPayment'],
  },
  rejected: { buyer: [], companyAdmin: [], storeAdmin: [] },
  // PRODUCT.md §19: nothing to pay while held; its buyer may withdraw it, the store decides it.
  compliance_hold: { buyer: ['cancel'], companyAdmin: [], storeAdmin: ['cancel', 'release', 'refuse'] },
};

describe.each(testDatabaseKinds)('allowed actions on %s', (kind) => {
  let t: TestApp;
  let product: Product;
  const as = {} as Record<Caller, SignedIn>;

  /** A fresh order of the company's buyer: $100 on its own, $600 (above the $500 threshold) to wait for approval. */
  const place = async (quantity: number, paymentMethod: 'card' | 'account' = 'card') => {
    await call(t, 'DELETE', '/cart', { as: as.buyer });
    const line = await call(t, 'PUT', `/cart/lines/${product._id}`, { as: as.buyer, body: { quantity } });
    expect(line.status, JSON.stringify(line.body)).toBe(200);
    const placed = await call(t, 'POST', '/purchase-orders', { as: as.buyer, body: { shipTo, paymentMethod } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body as PurchaseOrder;
  };

  const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBe(200);
  };
  const post = (path: string, by: SignedIn, body?: unknown) =>
    call(t, 'POST', path, { as: by, ...(body === undefined ? {} : { body }) });

  /** An order of the buyer's company brought to `scenario` through the routes, as people would. */
  const orderIn = async (scenario: Scenario): Promise<string> => {
    if (scenario === 'confirmed') return (await place(1, 'account'))._id;
    if (scenario === 'pending_approval' || scenario === 'rejected') {
      const waiting = await place(6);
      expect(waiting.status).toBe('pending_approval');
      if (scenario === 'rejected') {
        await ok(post(`/purchase-orders/${waiting._id}/reject`, as.companyAdmin, { reason: 'Not this month' }));
      }
      return waiting._id;
    }
    if (scenario === 'compliance_hold') {
      // The buyer's name ("buyer") on the denied-party list for this one order.
      await t.app.db
        .insertInto('screening_entries')
        .values({ position: 1, name: 'Buyer', alt_names: '', country: '', source: 'SDN' })
        .execute();
      const uploadedAt = new Date().toISOString();
      await t.app.db
        .insertInto('screening_lists')
        .values({ id: 1, file_name: 'list.csv', entries: 1, uploaded_by: null, uploaded_at: uploadedAt })
        .execute();
      const held = await place(1);
      await t.app.db.deleteFrom('screening_lists').execute();
      await t.app.db.deleteFrom('screening_entries').execute();
      expect(held.status).toBe('compliance_hold');
      return held._id;
    }
    const placed = await place(scenario === 'partially_shipped' ? 2 : 1);
    const id = placed._id;
    if (scenario === 'unpaid') return id;
    if (scenario === 'cancelled') {
      await ok(post(`/purchase-orders/${id}/cancel`, as.buyer));
      return id;
    }
    await ok(payByCard(t, as.buyer, id));
    if (scenario === 'paid') return id;
    if (scenario === 'in_production') {
      await ok(post(`/purchase-orders/${id}/production`, as.storeAdmin));
      return id;
    }
    if (scenario === 'partially_shipped') {
      const lines = [{ lineId: placed.lines[0]!._id, quantity: 1 }];
      await ok(post(`/purchase-orders/${id}/ship`, as.storeAdmin, { carrier: 'UPS', trackingNumber: '1Z9', lines }));
      return id;
    }
    await ok(post(`/purchase-orders/${id}/ship`, as.storeAdmin, { carrier: 'UPS', trackingNumber: '1Z999' }));
    if (scenario === 'delivered') await ok(post(`/purchase-orders/${id}/deliver`, as.storeAdmin));
    return id;
  };

  /** Calls an action's route as `by` and answers its status. */
  const attempt = async (action: (typeof actions)[number], id: string, by: SignedIn): Promise<number> => {
    const path = `/purchase-orders/${id}`;
    switch (action) {
      case 'pay':
        return (await post('/create-payment-intent', by, { purchaseOrderId: id })).status;
      case 'invoice':
        return (await call(t, 'GET', `${path}/invoice.pdf`, { as: by })).status;
      case 'reject':
        return (await post(`${path}/reject`, by, { reason: 'Over budget' })).status;
      case 'ship':
        return (await post(`${path}/ship`, by, { carrier: 'DHL', trackingNumber: 'JD0001' })).status;
      case 'release':
        return (await post(`${path}/compliance/release`, by, { note: 'Cleared' })).status;
      case 'refuse':
        return (await post(`${path}/compliance/refuse`, by, { reason: 'Restricted party' })).status;
      case 'recordPayment':
        return (await post(`${path}/payments`, by, { amount: 1, reference: 'TR-1', receivedAt: '2026-11-20' })).status;
      default:
        return (await post(`${path}/${action}`, by)).status;
    }
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'store@example.com',
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
      WRITE_BUDGET_PER_MINUTE: '100000',
      DOCUMENT_BUILD_RATE_LIMIT: '10000',
      DOCUMENT_DOWNLOAD_RATE_LIMIT: '10000',
    });
    as.storeAdmin = await signUpAdmin(t, 'store@example.com', 'Store Admin');
    product = (await plainProducts(t, 1))[0]!;
    await t.app.db
      .updateTable('products')
      .set({ price_cents: 10_000, minimum: 1, total: 1_000_000 })
      .where('id', '=', Number(product._id))
      .execute();
    t.app.catalogCache.invalidate();
    product = (await call(t, 'GET', `/products/${product._id}`)).body as Product;
    const companyId = await insertCompany(t, {
      paymentTerms: 'net30',
      creditLimitCents: 100_000_000,
      approvalThresholdCents: 50_000,
    });
    const otherCompanyId = await insertCompany(t, { paymentTerms: 'net30', creditLimitCents: 100_000_000 });
    const member = async (email: string, company: string, role: 'admin' | 'buyer') => {
      const account = await signUp(t, email);
      await insertMember(t, company, await userIdOf(t, email), role);
      return account;
    };
    as.buyer = await member('buyer@x.example', companyId, 'buyer');
    as.companyAdmin = await member('admin@x.example', companyId, 'admin');
    as.otherCompanyAdmin = await member('admin@y.example', otherCompanyId, 'admin');
  });
  afterAll(async () => t?.close());

  for (const scenario of Object.keys(expected) as Scenario[]) {
    it(`lists for each caller of a ${scenario} order exactly the actions its routes accept`, async () => {
      const id = await orderIn(scenario);
      const status: PurchaseOrderStatus = scenario;
      for (const caller of callers) {
        const seen = await call(t, 'GET', `/purchase-orders/${id}`, { as: as[caller] });
        if (caller === 'otherCompanyAdmin') {
          // Another company's admin cannot see it, so may do nothing with it.
          expect(seen.status).toBe(404);
          for (const action of actions) expect([403, 404], action).toContain(await attempt(action, id, as[caller]));
          continue;
        }
        expect(seen.status).toBe(200);
        const order = seen.body as PurchaseOrder;
        expect(order.status).toBe(status);
        expect(order.allowedActions, `${caller} on ${scenario}`).toEqual(expected[scenario][caller]);
        // The list answers the same as the detail.
        const list = (await call(t, 'GET', `/purchase-orders?status=${status}&pageSize=100`, { as: as[caller] }))
          .body as PurchaseOrder[];
        expect(list.find((row) => row._id === id)?.allowedActions).toEqual(order.allowedActions);
        for (const action of actions.filter((a) => !order.allowedActions.includes(a))) {
          expect([403, 409], `${caller} ${action} on ${scenario}`).toContain(await attempt(action, id, as[caller]));
        }
        // A listed action is accepted; the writing ones each on an order of their own in this status.
        for (const action of order.allowedActions as (typeof actions)[number][]) {
          const target = action === 'invoice' ? id : await orderIn(scenario);
          expect(await attempt(action, target, as[caller]), `${caller} ${action} on ${scenario}`).toBe(200);
        }
      }
    });
  }

  it("answers every action's result with the caller's next actions", async () => {
    const id = await orderIn('paid');
    const produced = await post(`/purchase-orders/${id}/production`, as.storeAdmin);
    expect(produced.body.allowedActions).toEqual(expected.in_production.storeAdmin);
    const waiting = await place(6);
    expect(waiting.allowedActions).toEqual(expected.pending_approval.buyer);
    const approved = await post(`/purchase-orders/${waiting._id}/approve`, as.companyAdmin);
    expect(approved.body.allowedActions).toEqual(expected.unpaid.companyAdmin);
  });
});
