import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { outbox as m } from '#shared/messages/outbox.ts';
import { call, signUp, type SignedIn } from '../testing/accounts.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { type RealServer, startRealServer } from './real-server.ts';

const staff = 'staff@example.com';
const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/**
 * PRODUCT.md §21 "Outbox" with real processes (`node server/src/server.ts`, as production): a mail
 * recorded by a checkout survives the process being SIGKILLed before it was delivered, and several
 * processes delivering one database's outbox send each mail once.
 */
describe.each(testDatabaseKinds)('the outbox across processes on %s', (kind) => {
  let database: TestDatabase | undefined;
  let smtp: SmtpCatcher | undefined;
  const servers: RealServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) server.child.kill('SIGKILL');
    await smtp?.stop();
    await database?.drop();
  });

  const start = async (env: Record<string, string> = {}) => {
    const server = await startRealServer(database!, {
      SMTP_URL: smtp!.url,
      SELLER_EMAIL: staff,
      SEED_DEMO: 'true',
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_BASE_SECONDS: '0.1',
      OUTBOX_LEASE_SECONDS: '1',
      ...env,
    });
    servers.push(server);
    return server;
  };
  const placeOrder = async (server: RealServer, buyer: SignedIn, product: Product, poNumber = '') => {
    const placed = await call(server.asTestApp(), 'POST', '/orders', {
      as: buyer,
      body: {
        productId: product._id,
        productQuantity: product.minimum,
        buyerAddress: 'Dock 7',
        phone: '+1 412 555 0100',
      },
    });
    expect(placed.status, JSON.stringify(placed.body) + poNumber).toBe(201);
    return placed.body as { _id: string; number: string };
  };
  const firstProduct = async (server: RealServer) =>
    ((await call(server.asTestApp(), 'GET', '/products/?limit=1')).body as Product[])[0]!;

  it('delivers the confirmation once after the process is SIGKILLed mid-send, right after the checkout committed', async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpCatcher();
    const first = await start();
    const buyer = await signUp(first.asTestApp(), 'killed@example.com');
    await until(() => smtp!.to(buyer.email).length === 1); // the verification mail
    const product = await firstProduct(first);

    smtp.stall(true);
    const order = await placeOrder(first, buyer, product);
    // The worker is inside the SMTP exchange of the confirmation and the staff's mail: kill it there.
    await until(() => smtp!.stalled() >= 2);
    first.child.kill('SIGKILL');
    await first.exited;
    smtp.stall(false);

    await start();
    const confirmations = () =>
      smtp!.to(buyer.email).filter((mail) => /^Order RM-\d+ received/.test(mail.subject ?? ''));
    await until(() => confirmations().length >= 1);
    await until(() => smtp!.to(staff).length >= 1);
    await settle();
    expect(confirmations()).toHaveLength(1);
    expect(smtp.to(staff).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(new RegExp(`^${m.staffMail.purchaseOrderPlaced.subject('RM-\\d+')}$`)),
    ]);
    expect(order._id).toBeTruthy();
  });

  it('sends each mail once when two processes deliver the same outbox', async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpCatcher();
    // A claim outlives any send here: a lease shorter than a send (this file's 1 s, under load)
    // lets the other process take the message over, which is the crash path, not this one.
    const one = await start({ OUTBOX_LEASE_SECONDS: '60' });
    const two = await start({ OUTBOX_LEASE_SECONDS: '60' });
    const buyers: SignedIn[] = [];
    for (const [n, server] of [one, two].entries())
      buyers.push(await signUp(server.asTestApp(), `twice-${n}@example.com`));
    const product = await firstProduct(one);
    const orders = 12;
    // Placed one after another (two processes writing one SQLite file at once is not how it runs);
    // the two workers still race for every message, each kicked by its own commits and polling.
    for (let n = 0; n < orders; n++) await placeOrder(n % 2 ? two : one, buyers[n % 2]!, product, `#${n}`);
    const confirmations = () =>
      buyers
        .flatMap((buyer) => smtp!.to(buyer.email))
        .filter((mail) => /^Order RM-\d+ received/.test(mail.subject ?? ''));
    await until(() => confirmations().length >= orders);
    await until(() => smtp!.to(staff).length >= orders);
    await settle();
    const subjects = confirmations().map((mail) => mail.subject);
    expect(subjects).toHaveLength(orders);
    expect(new Set(subjects).size).toBe(orders);
    expect(smtp.to(staff)).toHaveLength(orders);
    // And the verification mails, sent at sign-up by either process: one each.
    for (const buyer of buyers)
      expect(smtp.to(buyer.email).filter((mail) => /Verify/.test(mail.subject ?? ''))).toHaveLength(1);
  });
});
