import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtDocuments as texts } from '#shared/messages/built-documents.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { fillCart, payByCard, plainProducts, userIdOf } from '../orders/purchase-orders.test-helpers.ts';

const shipTo = { address: '1 Foundry Road, Pittsburgh PA 15201', phone: '+1 412 555 0199' };

/**
 * Documents built from orders (ADR 025, PRODUCT.md §21): once per version of the order, on a
 * worker thread, kept with an ETag, and at most DOCUMENT_BUILD_RATE_LIMIT builds a minute per account.
 */
describe.each(testDatabaseKinds)('built documents on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let products: Product[];

  const invoice = (as: SignedIn, id: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/purchase-orders/${id}/invoice.pdf`, { headers: { ...as.headers, ...headers } });
  const builds = () => t.app.builtDocuments.stats.builds;
  const kept = (id: string) =>
    t.app.db
      .selectFrom('built_documents')
      .select(['kind', 'version', 'size_bytes'])
      .where('purchase_order_id', '=', id)
      .execute();
  /** A paid purchase order of `as`, so that it has an invoice. */
  const paidOrder = async (as: SignedIn, lines = 2): Promise<PurchaseOrder> => {
    await fillCart(
      t,
      await userIdOf(t, as.email),
      products.slice(0, lines).map((product) => ({ product, quantity: product.minimum })),
    );
    const placed = await call(t, 'POST', '/purchase-orders', { as, body: { shipTo } });
    expect(placed.status).toBe(201);
    const paid = await payByCard(t, as, placed.body._id);
    expect(paid.status).toBe(200);
    return paid.body as PurchaseOrder;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
      DOCUMENT_BUILD_RATE_LIMIT: '30',
      DOCUMENT_DOWNLOAD_RATE_LIMIT: '60',
    });
    [admin, buyer] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
    ]);
    products = await plainProducts(t, 4);
  });
  afterAll(async () => t?.close());

  it('builds the invoice once per version of its order, keeps it and answers 304 to its ETag', async () => {
    const po = await paidOrder(buyer);
    const before = builds();

    const first = await invoice(buyer, po._id);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(first.headers.get('content-length'))).toBe(bytes.length);
    expect(builds()).toBe(before + 1);
    expect(await kept(po._id)).toEqual([{ kind: 'invoice', version: etag!.slice(1, -1), size_bytes: bytes.length }]);

    // The same version again, by the buyer or by a store admin: the kept bytes, no build.
    for (const as of [buyer, admin]) {
      const again = await invoice(as, po._id);
      expect(again.status).toBe(200);
      expect(again.headers.get('etag')).toBe(etag);
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    }
    const notModified = await invoice(buyer, po._id, { 'if-none-match': etag! });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(builds()).toBe(before + 1);

    // Someone else's order is still missing to them, with or without its ETag.
    const stranger = await signUp(t, 'stranger@example.com');
    expect((await invoice(stranger, po._id, { 'if-none-match': etag! })).status).toBe(404);
  });

  it('makes a new version when the order changes, replacing the kept one', async () => {
    const po = await paidOrder(buyer);
    const first = await invoice(buyer, po._id);
    const etag = first.headers.get('etag')!;
    const before = builds();

    expect((await call(t, 'POST', `/purchase-orders/${po._id}/production`, { as: admin })).status).toBe(200);
    const shipped = await call(t, 'POST', `/purchase-orders/${po._id}/ship`, {
      as: admin,
      body: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    });
    expect(shipped.status).toBe(200);

    const changed = await invoice(buyer, po._id, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    const newEtag = changed.headers.get('etag');
    expect(newEtag).not.toBe(etag);
    expect(builds()).toBe(before + 1);
    expect((await kept(po._id)).map((row) => `"${row.version}"`)).toEqual([newEtag]);
    expect((await invoice(buyer, po._id, { 'if-none-match': newEtag! })).status).toBe(304);
  });

  it('builds on a worker thread, never on the thread that serves requests, and shares one build between concurrent requests', async () => {
    const po = await paidOrder(buyer, 4);
    const before = builds();
    const answers = await Promise.all(Array.from({ length: 6 }, () => invoice(buyer, po._id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1);
    expect(builds()).toBe(before + 1);

    const { threadIds } = t.app.builtDocuments.stats;
    expect(threadIds.length).toBeGreaterThan(0);
    // The server runs in this test's thread; every build ran on another.
    expect(threadIds).not.toContain(threadId);
  });

  it('refuses the 31st build in a minute from one account with 429 and Retry-After; kept copies and 304s still answer', async () => {
    const spender = await signUp(t, 'spender@example.com');
    const po = await paidOrder(spender);
    let etag = '';
    for (let n = 1; n <= 30; n += 1) {
      // Forgetting the kept copy makes every download a build.
      await t.app.db.deleteFrom('built_documents').where('purchase_order_id', '=', po._id).execute();
      const answer = await invoice(spender, po._id);
      expect(answer.status, `build ${n}`).toBe(200);
      etag = answer.headers.get('etag')!;
      await answer.arrayBuffer();
    }
    const kept31 = await invoice(spender, po._id);
    expect(kept31.status).toBe(200);
    expect((await invoice(spender, po._id, { 'if-none-match': etag })).status).toBe(304);

    await t.app.db.deleteFrom('built_documents').where('purchase_order_id', '=', po._id).execute();
    const before = builds();
    const refused = await invoice(spender, po._id);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ message: texts.tooManyBuilds(30, retryAfter) });
    expect(builds()).toBe(before);
    expect(await kept(po._id)).toEqual([]);

    // The budget is the account's: a store admin still gets the same invoice built.
    expect((await invoice(admin, po._id)).status).toBe(200);
  });

  it('refuses downloads past DOCUMENT_DOWNLOAD_RATE_LIMIT a minute from one account, kept copies and 304s included', async () => {
    const looper = await signUp(t, 'looper@example.com');
    const po = await paidOrder(looper);
    const first = await invoice(looper, po._id);
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    const before = builds();
    for (let n = 2; n <= 60; n += 1) {
      const answer = await invoice(looper, po._id, n % 2 ? { 'if-none-match': etag } : {});
      expect(answer.status, `download ${n}`).toBe(n % 2 ? 304 : 200);
      await answer.arrayBuffer();
    }
    const refused = await invoice(looper, po._id);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ message: expect.any(String) });
    expect(builds()).toBe(before);
    // Someone else's downloads are theirs: the store admin still gets the invoice.
    expect((await invoice(admin, po._id)).status).toBe(200);
  });
});
