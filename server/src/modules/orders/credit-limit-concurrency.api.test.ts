import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { companies as cm } from '#shared/messages/companies.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { insertCompany, insertMember } from '../companies/companies.test-helpers.ts';
import { checkout } from './checkout.ts';
import { fillCart, plainProducts } from './purchase-orders.test-helpers.ts';

const checkouts = 20;

/**
 * docs/product/companies.md#paying-on-account: "orders placed at the same moment never pass the
 * limit together". 20 members of one company check out on account at once, each a $100.00 order,
 * against a credit limit of $500.00: exactly 5 are confirmed, the other 15 refused with the credit
 * message, the open balance ends at the limit, and a refused checkout keeps its cart and its stock.
 */
describe.each(testDatabaseKinds)('20 on-account checkouts at once on %s', (kind) => {
  let t: TestApp;
  let product: Product;

  beforeAll(async () => {
    t = await startTestApp(kind, { DATABASE_POOL_SIZE: '25', DATABASE_CONNECT_TIMEOUT_MS: '30000' });
    product = (await plainProducts(t, 1))[0]!;
    await t.app.db
      .updateTable('products')
      .set({ price_cents: 10_000, minimum: 1, total: 1_000 })
      .where('id', '=', Number(product._id))
      .execute();
    t.app.catalogCache.invalidate();
    product = { ...product, price: 100 };
  });
  afterAll(async () => t?.close());

  it('accepts exactly the 5 that fit the credit limit', async () => {
    const companyId = await insertCompany(t, { paymentTerms: 'net30', creditLimitCents: 50_000 });
    const at = new Date().toISOString();
    const members = Array.from({ length: checkouts }, (_, i) => ({
      id: randomUUID(),
      email: `credit-${i}@example.com`,
      name: `Credit ${i}`,
    }));
    await t.app.db
      .insertInto('users')
      .values(
        members.map((m) => ({ ...m, emailVerified: true, image: null, role: 'user', createdAt: at, updatedAt: at })),
      )
      .execute();
    for (const m of members) {
      // Admins: their orders need no approval, so only the credit limit decides.
      await insertMember(t, companyId, m.id, 'admin');
      await fillCart(t, m.id, [{ product, quantity: 1 }]);
    }
    const started = performance.now();
    const outcomes = await Promise.allSettled(
      members.map((m, i) =>
        checkout(
          t.app,
          m,
          {
            shipTo: { address: '1 Credit Row, Leeds', phone: '+44 113 496 0000' },
            poNumber: undefined,
            requestedDate: undefined,
            notes: '',
            saveShipTo: false,
            paymentMethod: 'account',
          },
          `credit-${i}`,
        ),
      ),
    );
    const elapsedMs = Math.round(performance.now() - started);
    const accepted = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => o.reason);
    console.info(`[${kind}] ${checkouts} on-account checkouts at once: ${accepted.length} accepted in ${elapsedMs} ms`);

    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const error of refused) {
      expect((error as { statusCode?: number }).statusCode).toBe(400);
      expect(String((error as Error).message)).toBe(cm.creditProblems.overLimit('$0.00'));
    }
    const heads = await t.app.db
      .selectFrom('purchase_orders')
      .selectAll()
      .where('company_id', '=', companyId)
      .execute();
    expect(heads).toHaveLength(5);
    expect(heads.every((head) => head.status === 'confirmed' && head.due_date !== null)).toBe(true);
    expect(heads.reduce((sum, head) => sum + Number(head.total_cents), 0)).toBe(50_000);
    const { total } = await t.app.db
      .selectFrom('products')
      .select('total')
      .where('id', '=', Number(product._id))
      .executeTakeFirstOrThrow();
    expect(Number(total)).toBe(1_000 - 5);
    const carts = await t.app.db.selectFrom('cart_lines').select('user_id').execute();
    expect(carts).toHaveLength(15);
  });
});
