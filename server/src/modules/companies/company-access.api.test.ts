import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { storeDocument } from '../documents/documents.repository.ts';
import { plainProducts, userIdOf } from '../orders/purchase-orders.test-helpers.ts';
import { join, placeCompanyOrder } from './companies.test-helpers.ts';
import { createInvitation } from './invitations.ts';

/**
 * The authorization matrix (server/src/authorization.test.ts) with company roles: who may call the
 * company routes and the purchase order routes that company membership opens (ADR 016). The
 * company admin and the company buyer are in company X; the other company's member is a buyer of
 * company Y and the other company's admin is Y's admin (issue 27: the matrix never called as one;
 * on a route that takes X's or its order's id they never get a 2xx); one account is in no company;
 * the store admin is the store's.
 */
type Role =
  | 'anonymous'
  | 'companyAdmin'
  | 'companyBuyer'
  | 'otherCompanyMember'
  | 'noCompany'
  | 'storeAdmin'
  | 'otherCompanyAdmin';
const roles: Role[] = [
  'anonymous',
  'companyAdmin',
  'companyBuyer',
  'otherCompanyMember',
  'noCompany',
  'storeAdmin',
  'otherCompanyAdmin',
];

interface Fixture {
  companyId: string;
  adminUserId: string;
  buyerUserId: string;
  /** An unpaid purchase order the company buyer placed for company X. */
  orderId: string;
  /** Another of the buyer's orders, waiting for a company admin's approval. */
  pendingOrderId: string;
  /** A mill certificate on its line. */
  certificateId: string;
  /** A pending invitation of company X for an address without an account. */
  invitationId: string;
  invitationToken: string;
}

interface Row {
  name: string;
  method: string;
  path: (f: Fixture) => string;
  body?: unknown;
  expect: [anonymous: number, ...rest: number[]];
}

/**
 * Statuses in the order of `roles`: anonymous, company admin, company buyer, other company's
 * member, no company, store admin, other company's admin.
 */
const matrix: Row[] = [
  {
    name: 'GET /companies/mine',
    method: 'GET',
    path: () => '/companies/mine',
    expect: [401, 200, 200, 200, 404, 404, 200],
  },
  {
    name: 'PATCH /companies/mine',
    method: 'PATCH',
    path: () => '/companies/mine',
    body: { approvalThreshold: 2500 },
    expect: [401, 200, 403, 403, 404, 404, 200],
  },
  {
    name: 'POST /companies/mine/invitations',
    method: 'POST',
    path: () => '/companies/mine/invitations',
    body: { email: 'invitee@example.com', role: 'buyer' },
    expect: [401, 201, 403, 403, 404, 404, 201],
  },
  {
    name: 'GET /companies/mine/invitations',
    method: 'GET',
    path: () => '/companies/mine/invitations',
    expect: [401, 200, 403, 403, 404, 404, 200],
  },
  // Another company's invitation id is not found in the caller's own company.
  {
    name: 'DELETE /companies/mine/invitations/:id',
    method: 'DELETE',
    path: (f) => `/companies/mine/invitations/${f.invitationId}`,
    expect: [401, 204, 403, 403, 404, 404, 404],
  },
  {
    name: 'PATCH /companies/mine/members/:userId (the buyer)',
    method: 'PATCH',
    path: (f) => `/companies/mine/members/${f.buyerUserId}`,
    body: { monthlySpendingLimit: 750 },
    expect: [401, 200, 403, 403, 404, 404, 404],
  },
  {
    name: 'PATCH /companies/mine/members/:userId (demoting the last admin)',
    method: 'PATCH',
    path: (f) => `/companies/mine/members/${f.adminUserId}`,
    body: { role: 'buyer' },
    expect: [401, 409, 403, 403, 404, 404, 404],
  },
  // The company admin removes the buyer; the buyer leaves on their own.
  {
    name: 'DELETE /companies/mine/members/:userId (the buyer)',
    method: 'DELETE',
    path: (f) => `/companies/mine/members/${f.buyerUserId}`,
    expect: [401, 204, 204, 403, 404, 404, 404],
  },
  {
    name: 'GET /invitations/:token',
    method: 'GET',
    path: (f) => `/invitations/${f.invitationToken}`,
    expect: [200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'POST /invitations/:token/accept (for another address)',
    method: 'POST',
    path: (f) => `/invitations/${f.invitationToken}/accept`,
    expect: [401, 403, 403, 403, 403, 403, 403],
  },
  { name: 'GET /companies', method: 'GET', path: () => '/companies', expect: [401, 403, 403, 403, 403, 200, 403] },
  {
    name: 'GET /companies/:id',
    method: 'GET',
    path: (f) => `/companies/${f.companyId}`,
    expect: [401, 403, 403, 403, 403, 200, 403],
  },
  {
    name: 'PATCH /companies/:id',
    method: 'PATCH',
    path: (f) => `/companies/${f.companyId}`,
    body: { discountPercent: 7.5 },
    expect: [401, 403, 403, 403, 403, 200, 403],
  },
  // The purchase order routes membership opens: the company admin sees the buyer's order.
  {
    name: 'GET /purchase-orders/:id',
    method: 'GET',
    path: (f) => `/purchase-orders/${f.orderId}`,
    expect: [401, 200, 200, 404, 404, 200, 404],
  },
  // Unpaid, so no invoice yet (409) for whoever may see it.
  {
    name: 'GET /purchase-orders/:id/invoice.pdf',
    method: 'GET',
    path: (f) => `/purchase-orders/${f.orderId}/invoice.pdf`,
    expect: [401, 409, 409, 404, 404, 409, 404],
  },
  {
    name: 'GET /documents/:id (a certificate)',
    method: 'GET',
    path: (f) => `/documents/${f.certificateId}`,
    expect: [401, 200, 200, 404, 404, 200, 404],
  },
  // The company pays its orders: its buyer or its admin; never the store's admin for it.
  {
    name: 'POST /create-payment-intent (purchase order)',
    method: 'POST',
    path: () => '/create-payment-intent',
    body: 'order',
    expect: [401, 200, 200, 403, 403, 403, 403],
  },
  {
    name: 'POST /purchase-orders/:id/pay',
    method: 'POST',
    path: (f) => `/purchase-orders/${f.orderId}/pay`,
    body: { transactionId: 'pi_test_unknown' },
    expect: [401, 400, 400, 404, 404, 403, 404],
  },
  // Seeing a colleague's order is not cancelling it: its buyer or the store does.
  {
    name: 'POST /purchase-orders/:id/cancel',
    method: 'POST',
    path: (f) => `/purchase-orders/${f.orderId}/cancel`,
    expect: [401, 403, 200, 404, 404, 200, 404],
  },
  // Approvals are a company admin's of the order's company (PRODUCT.md §14): the buyer's order
  // waiting for approval is X's, so Y's admin is answered as if it did not exist.
  ...(['approve', 'reject'] as const).map((decision): Row => ({
    name: `POST /purchase-orders/:id/${decision} (waiting for approval)`,
    method: 'POST',
    path: (f) => `/purchase-orders/${f.pendingOrderId}/${decision}`,
    body: decision === 'reject' ? { reason: 'Not this month' } : undefined,
    expect: [401, 200, 403, 404, 404, 403, 404],
  })),
  // Ordering again is the order's buyer's own.
  {
    name: 'POST /cart/reorder/:purchaseOrderId',
    method: 'POST',
    path: (f) => `/cart/reorder/${f.orderId}`,
    expect: [401, 404, 200, 404, 404, 404, 404],
  },
];

describe.each(testDatabaseKinds)('company roles on %s', (kind) => {
  let t: TestApp;
  let callers: Record<Role, SignedIn | undefined>;
  let product: Product;
  let companyId: string;

  beforeAll(async () => {
    // No account's address ends in another's: the outbox is searched by the end of the To: line.
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'store@example.com',
      AUTH_RATE_LIMIT: '10000',
      MAX_UNPAID_ORDERS: '100000',
      // Every row of the matrix re-creates its fixture with the same accounts: a script's pace, past the write budget.
      WRITE_BUDGET_PER_MINUTE: '100000',
    });
    const [companyAdmin, companyBuyer, otherCompanyAdmin, otherCompanyMember, noCompany, storeAdmin] =
      await Promise.all([
        signUp(t, 'company-admin@example.com'),
        signUp(t, 'company-buyer@example.com'),
        signUp(t, 'other-admin@example.com'),
        signUp(t, 'other-member@example.com'),
        signUp(t, 'no-company@example.com'),
        signUpAdmin(t, 'store@example.com'),
      ]);
    companyId = (
      await call(t, 'POST', '/companies', {
        as: companyAdmin,
        body: { name: 'X Metals', billingAddress: '1 X St' },
      })
    ).body._id;
    await call(t, 'POST', '/companies', {
      as: otherCompanyAdmin,
      body: { name: 'Y Alloys', billingAddress: '2 Y St' },
    });
    await join(t, companyAdmin, companyBuyer);
    await join(t, otherCompanyAdmin, otherCompanyMember);
    callers = {
      anonymous: undefined,
      companyAdmin,
      companyBuyer,
      otherCompanyMember,
      noCompany,
      storeAdmin,
      otherCompanyAdmin,
    };
    product = (await plainProducts(t, 1))[0]!;
  });
  afterAll(async () => t?.close());

  /** Company X as it started (the buyer back in it, the admin its only admin) and a new order of the buyer's. */
  async function freshFixture(): Promise<Fixture> {
    const adminUserId = await userIdOf(t, 'company-admin@example.com');
    const buyerUserId = await userIdOf(t, 'company-buyer@example.com');
    await t.app.db.deleteFrom('company_members').where('user_id', '=', buyerUserId).execute();
    await t.app.db
      .insertInto('company_members')
      .values({
        company_id: companyId,
        user_id: buyerUserId,
        role: 'buyer',
        monthly_limit_cents: null,
        joined_at: new Date().toISOString(),
      })
      .execute();
    await t.app.db.updateTable('company_members').set({ role: 'admin' }).where('user_id', '=', adminUserId).execute();
    const order = await placeCompanyOrder(t, callers.companyBuyer!, product, companyId);
    const pending = await placeCompanyOrder(t, callers.companyBuyer!, product, companyId);
    await t.app.db
      .updateTable('purchase_orders')
      .set({ status: 'pending_approval' })
      .where('id', '=', pending._id)
      .execute();
    const line = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('purchase_order_id', '=', order._id)
      .executeTakeFirstOrThrow();
    const certificate = await storeDocument(
      t.app.db,
      {
        kind: 'certificate',
        quote_id: null,
        purchase_order_id: order._id,
        line_id: line.id,
        certificate_type: 'EN 10204 3.1',
        file_name: 'certificate.pdf',
        content_type: 'application/pdf',
        uploaded_by: null,
        content: Buffer.from('%PDF-1.7\n%%EOF\n'),
      },
      new Date().toISOString(),
    );
    const { invitation, token } = await createInvitation(t.app, companyId, { id: adminUserId } as Viewer, {
      email: 'invitee@example.com',
      role: 'buyer',
    });
    return {
      companyId,
      adminUserId,
      buyerUserId,
      orderId: order._id,
      pendingOrderId: pending._id,
      certificateId: certificate.id,
      invitationId: invitation.id,
      invitationToken: token,
    };
  }

  it.each(matrix)('$name', async (row) => {
    const seen: number[] = [];
    for (const role of roles) {
      const fixture = await freshFixture();
      const body = row.body === 'order' ? { purchaseOrderId: fixture.orderId } : row.body;
      const response = await call(t, row.method, row.path(fixture), { as: callers[role], body });
      seen.push(response.status);
      if (response.status >= 400) {
        expect(response.body, `${row.name} as ${role}`).toEqual({ message: expect.any(String) });
      }
    }
    expect(Object.fromEntries(roles.map((role, i) => [role, seen[i]]))).toEqual(
      Object.fromEntries(roles.map((role, i) => [role, row.expect[i]])),
    );
  });
});
