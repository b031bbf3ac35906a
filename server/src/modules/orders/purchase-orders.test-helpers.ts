import { randomUUID } from 'node:crypto';
import type { Product } from '#shared/catalog/product.schema.ts';
import { dollarsToCents } from '#shared/money.ts';
import { reconcileUnassigned } from '../catalog/index.ts';
import { call, type SignedIn } from '../../testing/accounts.ts';
import type { TestApp } from '../../testing/test-app.ts';

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  return (await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/**
 * Puts lines in a buyer's cart as the cart would (at the product's list price), straight into the
 * table, so that checkout tests do not depend on the cart's own API.
 */
export async function fillCart(
  t: TestApp,
  userId: string,
  lines: readonly { product: Product; quantity: number }[],
): Promise<void> {
  const start = Date.now();
  await t.app.db.deleteFrom('cart_lines').where('user_id', '=', userId).execute();
  if (lines.length === 0) return;
  await t.app.db
    .insertInto('cart_lines')
    .values(
      lines.map(({ product, quantity }, index) => ({
        id: randomUUID(),
        user_id: userId,
        product_id: Number(product._id),
        product_name: product.name,
        sku: product.sku,
        quantity,
        unit_price_cents: dollarsToCents(product.price),
        // One millisecond apart, as lines added one after another: the cart keeps their order.
        created_at: new Date(start + index).toISOString(),
        updated_at: new Date(start + index).toISOString(),
      })),
    )
    .execute();
}

/** Pays a purchase order as its buyer would: an intent, the test card, then the confirmation. */
export async function payByCard(t: TestApp, as: SignedIn, purchaseOrderId: string) {
  const intent = await call(t, 'POST', '/create-payment-intent', { as, body: { purchaseOrderId } });
  if (intent.status !== 200) throw new Error(`payment intent: ${intent.status} ${JSON.stringify(intent.body)}`);
  const confirm = await call(t, 'POST', '/payments/test/confirm', {
    as,
    body: { clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
  });
  if (confirm.status !== 200) throw new Error(`test card: ${confirm.status} ${JSON.stringify(confirm.body)}`);
  return call(t, 'POST', `/purchase-orders/${purchaseOrderId}/pay`, {
    as,
    body: { transactionId: confirm.body.paymentId },
  });
}

/**
 * The first `count` products of the demo catalog, sold simply: any quantity from the minimum, one
 * price, plenty in stock, so a test's arithmetic is about purchase orders, not price breaks.
 */
export async function plainProducts(t: TestApp, count: number): Promise<Product[]> {
  const ids = ((await call(t, 'GET', `/products/?limit=${count}`)).body as Product[]).map((p) => Number(p._id));
  await t.app.db
    .updateTable('products')
    .set({ increment: 1, maximum: null, price_breaks: '[]', total: 10_000 })
    .where('id', 'in', ids)
    .execute();
  // The new totals are the products' UNASSIGNED lots (PRODUCT.md §20), as an admin's edit makes them.
  await reconcileUnassigned(t.app.db, ids, { reason: 'test', actorId: null, at: new Date().toISOString() });
  t.app.catalogCache.invalidate();
  return Promise.all(ids.map(async (id) => (await call(t, 'GET', `/products/${id}`)).body as Product));
}
