import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { linkOrdersToTheirBuyers } from '../../../db/migrations/005-order-ownership.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testDatabaseKinds } from '../../../testing/test-database.ts';

/**
 * The security review's attack (docs/product/rules.md#security): a buyer orders, an admin removes the account, and
 * someone registers the same email. The newcomer must see none of the removed buyer's orders
 * (with their address and phone), and must not be able to pay or cancel them.
 */
describe.each(testDatabaseKinds)("a removed buyer's orders on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let product: Product;
  const email = 'departed@example.com';

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '1000' });
    admin = await signUpAdmin(t, 'admin@example.com');
    product = (await call(t, 'GET', '/products/')).body[0];
  });
  afterAll(async () => t?.close());

  it('are not shown to, paid or cancelled by whoever registers that email next', async () => {
    const departed = await signUp(t, email, 'Dana Departed');
    const placed = await call(t, 'POST', '/orders', {
      as: departed,
      body: {
        productId: product._id,
        productQuantity: product.minimum,
        buyerAddress: '9 Secret Lane',
        phone: '+1 412 555 0111',
      },
    });
    expect(placed.status).toBe(201);
    const orderId = placed.body._id as string;
    expect((await call(t, 'GET', `/orders?buyerEmail=${email}`, { as: departed })).body).toHaveLength(1);

    expect((await call(t, 'DELETE', `/user/${email}`, { as: admin })).status).toBe(200);
    const newcomer = await signUp(t, email, 'Nina Newcomer');

    for (const path of [`/orders?buyerEmail=${email}`, '/orders']) {
      const listed = await call(t, 'GET', path, { as: newcomer });
      expect(listed.status, path).toBe(200);
      expect(listed.body, path).toEqual([]);
    }
    expect((await call(t, 'GET', `/order/${orderId}`, { as: newcomer })).status).toBe(403);
    expect((await call(t, 'POST', '/create-payment-intent', { as: newcomer, body: { orderId } })).status).toBe(403);
    expect(
      (await call(t, 'PATCH', `/order/${orderId}`, { as: newcomer, body: { transactionId: 'pi_x' } })).status,
    ).toBe(403);
    expect((await call(t, 'POST', `/order/${orderId}/cancel`, { as: newcomer })).status).toBe(403);

    // An admin asking for that email's orders gets the current account's (none), and still finds
    // the removed buyer's order among all orders.
    expect((await call(t, 'GET', `/orders?buyerEmail=${email}`, { as: admin })).body).toEqual([]);
    const all = (await call(t, 'GET', '/order', { as: admin })).body as { _id: string; status: string }[];
    expect(all.find((order) => order._id === orderId)).toMatchObject({ status: 'unpaid' });

    // The newcomer's own orders are theirs.
    const own = await call(t, 'POST', '/orders', {
      as: newcomer,
      body: {
        productId: product._id,
        productQuantity: product.minimum,
        buyerAddress: 'Dock 2',
        phone: '+1 412 555 0112',
      },
    });
    const mine = (await call(t, 'GET', '/orders', { as: newcomer })).body as { _id: string }[];
    expect(mine.map((order) => order._id)).toEqual([own.body._id]);
  });

  it('are not handed to a later account by the ownership migration either', async () => {
    // Migration 005 links orders without an account to the user of their email only if that user
    // existed when the order was placed. The removed buyer's order (above) must stay unlinked.
    const db = t.app.db;
    const orphans = await db.selectFrom('orders').select('id').where('buyer_id', 'is', null).execute();
    expect(orphans.length).toBeGreaterThan(0);
    // …while an order whose buyer still exists and merely lacks the link gets it back.
    const linked = await signUp(t, 'linked@example.com');
    const placed = await call(t, 'POST', '/orders', {
      as: linked,
      body: {
        productId: product._id,
        productQuantity: product.minimum,
        buyerAddress: 'Dock 3',
        phone: '+1 412 555 0113',
      },
    });
    await db.updateTable('orders').set({ buyer_id: null }).where('id', '=', placed.body._id).execute();

    await linkOrdersToTheirBuyers(db as never, kind);

    const still = await db.selectFrom('orders').select('id').where('buyer_id', 'is', null).execute();
    expect(still.map((order) => order.id).sort()).toEqual(orphans.map((order) => order.id).sort());
    const relinked = await db
      .selectFrom('orders')
      .select('buyer_id')
      .where('id', '=', placed.body._id)
      .executeTakeFirst();
    const user = await db.selectFrom('users').select('id').where('email', '=', 'linked@example.com').executeTakeFirst();
    expect(relinked?.buyer_id).toBe(user?.id);
  });
});
