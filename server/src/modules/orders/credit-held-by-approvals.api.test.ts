import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import type { Company, StoreCompany } from '#shared/companies/company-answers.schema.ts';
import { companies as cm } from '#shared/messages/companies.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { insertCompany, insertMember, shipTo } from '../companies/companies.test-helpers.ts';
import { plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

/**
 * Where approvals meet paying on account (PRODUCT.md §14, ADR 016): an order on account that waits
 * for a company admin holds its credit from the moment it is placed (the open balance counts it, so
 * approving it can never pass the limit), and a rejection gives that credit and the buyer's month
 * back. Two of issue 27's planted bugs lived here and no test saw them.
 */
describe.each(testDatabaseKinds)('credit held by orders waiting for approval on %s', (kind) => {
  let t: TestApp;
  let storeAdmin: SignedIn;
  let product: Product;
  let serial = 0;

  const stock = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('products')
          .select('total')
          .where('id', '=', Number(product._id))
          .executeTakeFirstOrThrow()
      ).total,
    );

  /** A company of its own per test: net 30, $1,000.00 of credit, approvals above $500.00, no discount. */
  async function company() {
    serial += 1;
    const companyId = await insertCompany(t, {
      name: `Credit Test ${serial}`,
      paymentTerms: 'net30',
      creditLimitCents: 100_000,
      approvalThresholdCents: 50_000,
    });
    const admin = await signUp(t, `credit-admin-${serial}@example.com`, `Admin ${serial}`);
    const buyer = await signUp(t, `credit-buyer-${serial}@example.com`, `Buyer ${serial}`);
    await insertMember(t, companyId, await userIdOf(t, admin.email), 'admin');
    await insertMember(t, companyId, await userIdOf(t, buyer.email), 'buyer');
    return { companyId, admin, buyer, buyerId: await userIdOf(t, buyer.email) };
  }

  /** `quantity` × $100.00 through the cart's API and checkout. */
  async function order(as: SignedIn, quantity: number, paymentMethod: 'card' | 'account') {
    await call(t, 'DELETE', '/cart', { as });
    const put = await call(t, 'PUT', `/cart/lines/${product._id}`, { as, body: { quantity } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    return call(t, 'POST', '/purchase-orders', { as, body: { shipTo, paymentMethod } });
  }

  /** The company as its admin reads it, and as the store reads it: they must agree. */
  async function balances(admin: SignedIn, companyId: string) {
    const mine = (await call(t, 'GET', '/companies/mine', { as: admin })).body as Company;
    const stores = (await call(t, 'GET', `/companies/${companyId}`, { as: storeAdmin })).body as StoreCompany;
    expect([stores.openBalance, stores.overdueBalance]).toEqual([mine.openBalance, mine.overdueBalance]);
    return mine;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'store@example.com', AUTH_RATE_LIMIT: '1000' });
    storeAdmin = await signUpAdmin(t, 'store@example.com', 'Store Admin');
    product = (await plainProducts(t, 1))[0]!;
    await t.app.db
      .updateTable('products')
      .set({ price_cents: 10_000, minimum: 1, total: 100_000 })
      .where('id', '=', Number(product._id))
      .execute();
    t.app.catalogCache.invalidate();
  });
  afterAll(async () => t?.close());

  it('counts an order on account waiting for approval in the open balance, so an order that would pass the limit with it is refused', async () => {
    const { companyId, admin, buyer } = await company();
    const waiting = await order(buyer, 6, 'account'); // $600 > the $500 threshold
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(201);
    expect(waiting.body).toMatchObject({ status: 'pending_approval', paymentMethod: 'account', outstanding: 0 });
    expect(await balances(admin, companyId)).toMatchObject({ openBalance: 600, overdueBalance: 0 });

    // $600 held of $1,000: $400 is left, to the cent.
    const before = await stock();
    const tooMuch = await order(admin, 5, 'account');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toEqual({ message: cm.creditProblems.overLimit('$400.00') });
    expect(await stock()).toBe(before);
    const exactly = await order(admin, 4, 'account');
    expect(exactly.status, JSON.stringify(exactly.body)).toBe(201);
    expect(exactly.body.status).toBe('confirmed');
    expect(await balances(admin, companyId)).toMatchObject({ openBalance: 1000 });

    // Approving the held order now cannot overshoot: the limit was checked with it counted.
    const approved = await call(t, 'POST', `/purchase-orders/${waiting.body._id}/approve`, { as: admin });
    expect(approved.body).toMatchObject({ status: 'confirmed', outstanding: 600 });
    expect(await balances(admin, companyId)).toMatchObject({ openBalance: 1000 });
    expect((await order(admin, 1, 'account')).body).toEqual({ message: cm.creditProblems.overLimit('$0.00') });
  });

  it('holds no credit for a card order waiting for approval: only orders on account are owed', async () => {
    const { companyId, admin, buyer } = await company();
    const byCard = await order(buyer, 8, 'card');
    expect(byCard.body).toMatchObject({ status: 'pending_approval', paymentMethod: 'card' });
    expect(await balances(admin, companyId)).toMatchObject({ openBalance: 0 });
    const whole = await order(admin, 10, 'account');
    expect(whole.status, JSON.stringify(whole.body)).toBe(201);
    expect(await balances(admin, companyId)).toMatchObject({ openBalance: 1000 });
  });

  it("gives a rejected order's credit and the buyer's month back: balances after a rejection", async () => {
    const { companyId, admin, buyer, buyerId } = await company();
    const waiting = await order(buyer, 6, 'account');
    expect(waiting.body.status).toBe('pending_approval');
    expect((await order(admin, 4, 'account')).body.status).toBe('confirmed');
    const held = await balances(admin, companyId);
    expect(held).toMatchObject({ openBalance: 1000, overdueBalance: 0 });
    expect(held.members.find((m) => m.userId === buyerId)?.spentThisMonth).toBe(600);

    const rejected = await call(t, 'POST', `/purchase-orders/${waiting.body._id}/reject`, {
      as: admin,
      body: { reason: 'Not this quarter' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', outstanding: 0 });

    const after = await balances(admin, companyId);
    expect(after).toMatchObject({ openBalance: 400, overdueBalance: 0 });
    expect(after.members.find((m) => m.userId === buyerId)?.spentThisMonth).toBe(0);
    // The statement lists what is owed: the confirmed invoice, not the rejected order.
    const statement = await call(t, 'GET', '/companies/mine/statement', { as: admin });
    expect(statement.status).toBe(200);
    expect(statement.body.invoices.map((invoice: { _id: string }) => invoice._id)).not.toContain(waiting.body._id);
    expect(statement.body.totals).toMatchObject({ amount: 400, outstanding: 400, overdue: 0 });
    // The $600 is available again, to the cent.
    const again = await order(admin, 6, 'account');
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(await balances(admin, companyId)).toMatchObject({ openBalance: 1000 });
  });
});
