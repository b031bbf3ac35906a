import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { outbox as m } from '#shared/messages/outbox.ts';
import type { OutboxMessage } from '#shared/outbox/outbox.schema.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, type SignedIn } from '../../testing/accounts.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../testing/smtp-catcher.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { promoteToAdmin } from '../accounts/users.repository.ts';
import { fillCart, plainProducts, userIdOf } from '../orders/purchase-orders.test-helpers.ts';

const staff = 'staff@example.com';
const shipTo = { address: '1 Foundry Road, Pittsburgh PA 15201', phone: '+1 412 555 0199' };

/**
 * PRODUCT.md §21 "Outbox", through a real SMTP server on loopback: mails recorded with their
 * change survive the mail server being down, go once, and a permanent refusal is visible and
 * resendable. Retries here wait 50 ms (OUTBOX_RETRY_BASE_SECONDS), not 30 s.
 */
describe.each(testDatabaseKinds)('the outbox on %s', (kind) => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let admin: SignedIn;
  let products: Product[];

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp(kind, {
      SMTP_URL: smtp.url,
      SELLER_EMAIL: staff,
      OUTBOX_RETRY_BASE_SECONDS: '0.05',
      // The test decides when the worker runs (drain), apart from the kick after each commit.
      OUTBOX_POLL_MS: '600000',
    });
    admin = await signUp(t, 'admin@example.com');
    await promoteToAdmin(t.app.db, admin.email);
    products = await plainProducts(t, 3);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const checkout = async (as: SignedIn, poNumber: string) => {
    await fillCart(
      t,
      await userIdOf(t, as.email),
      products.slice(0, 2).map((p) => ({ product: p, quantity: p.minimum })),
    );
    const placed = await call(t, 'POST', '/purchase-orders', { as, body: { shipTo, poNumber } });
    expect(placed.status).toBe(201);
    return placed.body as PurchaseOrder;
  };
  const outboxRows = (where: { recipient?: string; topic?: string }) => {
    let query = t.app.db.selectFrom('outbox_messages').selectAll();
    if (where.recipient) query = query.where('recipient', '=', where.recipient);
    if (where.topic) query = query.where('topic', '=', where.topic);
    return query.execute();
  };

  it('delivers every mail of a checkout made while SMTP was down, once each, when it comes back', async () => {
    const buyer = await signUp(t, 'down@example.com');
    await t.app.outbox.drain();
    await smtp.stop();
    const po = await checkout(buyer, 'DOWN-1');
    await t.app.outbox.drain();
    // Nothing could go, nothing is lost: the confirmation and the staff's mail wait, with the reason.
    const waiting = (await outboxRows({})).filter((row) => row.status !== 'delivered');
    expect(waiting.map((row) => row.recipient).sort()).toEqual([buyer.email, staff].sort());
    for (const row of waiting) {
      expect(row).toMatchObject({ status: 'pending' });
      expect(Number(row.attempts)).toBeGreaterThanOrEqual(1);
      expect(row.last_error).toBeTruthy();
    }

    await smtp.start();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await t.app.outbox.drain();
    const confirmations = smtp.to(buyer.email).filter((mail) => mail.subject?.includes(po.number));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.subject).toBe(`Order ${po.number} received (PO DOWN-1)`);
    expect(
      smtp.to(staff).filter((mail) => mail.subject === m.staffMail.purchaseOrderPlaced.subject(po.number)),
    ).toHaveLength(1);
    // Draining again sends nothing twice.
    await t.app.outbox.drain();
    expect(smtp.to(buyer.email).filter((mail) => mail.subject?.includes(po.number))).toHaveLength(1);
    expect((await outboxRows({ recipient: buyer.email })).every((row) => row.status === 'delivered')).toBe(true);
  });

  it('mails the staff at SELLER_EMAIL for a new purchase order and a new quote request', async () => {
    const buyer = await signUp(t, 'staffmail@example.com', 'Stella Buyer');
    const po = await checkout(buyer, 'STAFF-1');
    await t.app.outbox.drain();
    const orderMail = smtp
      .to(staff)
      .find((mail) => mail.subject === m.staffMail.purchaseOrderPlaced.subject(po.number));
    expect(orderMail?.text).toContain('Stella Buyer <staffmail@example.com>');
    expect(orderMail?.text).toContain(`/dashboard/manageAllOrders/${po._id}`);

    const quote = await call(t, 'POST', '/quotes', {
      as: buyer,
      body: { metal: 'titanium', form: 'bar', dimensions: 'Ø 40 × 1000 mm', quantity: 12 },
    });
    expect(quote.status).toBe(201);
    await t.app.outbox.drain();
    expect(smtp.to(staff).filter((mail) => mail.subject === `New quote request ${quote.body.number}`)).toHaveLength(1);
  });

  it('marks a mail refused for good (550) failed at once, lists it for admins, and resends it; the order is untouched', async () => {
    const buyer = await signUp(t, 'bounce@example.com');
    await t.app.outbox.drain();
    smtp.refuse(buyer.email);
    const po = await checkout(buyer, 'BOUNCE-1');
    await t.app.outbox.drain();
    const [row] = await outboxRows({ recipient: buyer.email, topic: 'purchaseOrder' });
    expect(row).toMatchObject({ status: 'failed', attempts: 1, subject: `Order ${po.number} received (PO BOUNCE-1)` });
    expect(row!.last_error).toMatch(/550|No such mailbox/);

    const listed = await call(t, 'GET', '/outbox?status=failed', { as: admin });
    expect(listed.status).toBe(200);
    expect((listed.body as OutboxMessage[]).map((message) => message.id)).toContain(row!.id);
    const all = (await call(t, 'GET', '/outbox', { as: admin })).body as OutboxMessage[];
    expect(all[0]!.status).toBe('failed');
    expect(all.find((message) => message.id === row!.id)).toMatchObject({
      recipient: buyer.email,
      topic: 'purchaseOrder',
      attempts: 1,
      lastError: expect.stringMatching(/550/),
    });
    const order = (await call(t, 'GET', `/purchase-orders/${po._id}`, { as: buyer })).body as PurchaseOrder;
    expect(order).toMatchObject({ status: 'unpaid', total: po.total });

    // The address is fixed (the mailbox exists now): Resend delivers it.
    smtp.accept(buyer.email);
    const resent = await call(t, 'POST', `/outbox/${row!.id}/resend`, { as: admin });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: row!.id, status: 'pending', attempts: 0 });
    await t.app.outbox.drain();
    const received = smtp.to(buyer.email).filter((mail) => mail.subject?.includes(po.number));
    expect(received).toHaveLength(1);
    // The same message, recognisably: its Message-ID was fixed when it was recorded.
    expect(received[0]!.messageId).toBe(row!.message_id);
    expect((await outboxRows({ recipient: buyer.email, topic: 'purchaseOrder' }))[0]).toMatchObject({
      status: 'delivered',
      last_error: null,
    });
  });

  it('retries a mail while SMTP stays down and marks it failed after the last attempt', async () => {
    const { maxAttempts } = t.app.config.outbox;
    t.app.config.outbox.maxAttempts = 3;
    await smtp.stop();
    try {
      await t.app.outbox.sendNow({ to: 'retry@example.com', subject: 'Retry me', text: 'Hello' });
      const row = async () => (await outboxRows({ recipient: 'retry@example.com' }))[0]!;
      expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
      // 50 ms, then 100 ms (OUTBOX_RETRY_BASE_SECONDS=0.05, doubled).
      await new Promise((resolve) => setTimeout(resolve, 80));
      await t.app.outbox.drain();
      expect(await row()).toMatchObject({ status: 'pending', attempts: 2 });
      await new Promise((resolve) => setTimeout(resolve, 150));
      await t.app.outbox.drain();
      expect(await row()).toMatchObject({ status: 'failed', attempts: 3, subject: 'Retry me' });
      expect((await row()).last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      t.app.config.outbox.maxAttempts = maxAttempts;
      await smtp.start();
    }
  });

  it('answers 404 for a message that does not exist and 409 for one already delivered', async () => {
    expect(await call(t, 'POST', '/outbox/no-such-id/resend', { as: admin })).toMatchObject({
      status: 404,
      body: { message: m.notFound },
    });
    const delivered = await t.app.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('status', '=', 'delivered')
      .executeTakeFirstOrThrow();
    expect(await call(t, 'POST', `/outbox/${delivered.id}/resend`, { as: admin })).toMatchObject({
      status: 409,
      body: { message: m.notResendable },
    });
    expect((await call(t, 'GET', '/outbox?status=lost', { as: admin })).status).toBe(400);
  });

  it('is for store admins only: 401 anonymous, 403 for a buyer', async () => {
    const buyer = await signUp(t, 'nosy@example.com');
    expect((await call(t, 'GET', '/outbox')).status).toBe(401);
    expect((await call(t, 'POST', '/outbox/x/resend')).status).toBe(401);
    expect((await call(t, 'GET', '/outbox', { as: buyer })).status).toBe(403);
    expect((await call(t, 'POST', '/outbox/x/resend', { as: buyer })).status).toBe(403);
  });
});
