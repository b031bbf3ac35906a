import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { budgets as b } from '#shared/messages/budgets.ts';
import { images } from '#shared/messages/images.ts';
import { quotes as q } from '#shared/messages/quotes.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn, verifyEmail } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { fillCart, plainProducts, userIdOf } from '../orders/purchase-orders.test-helpers.ts';
import { slowUpload } from './documents.test-helpers.ts';

const megabyte = 1024 * 1024;
const png = '\x89PNG\r\n\x1a\n';

/**
 * Issue 26: an upload refused before its body was read (401, 403, 404, 413, 429) sometimes reached
 * fetch as "network error" (write EPIPE): the answer closed the connection while the file was still
 * being sent. Each refusal of each upload route, with a multi-MB body sent as a browser sends it,
 * must arrive as its status and {message} (plugins/request-hygiene.ts reads and drops the rest).
 */
describe.each(testDatabaseKinds)('a refused upload reaches the client as its answer on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let unverified: SignedIn;
  let verified: SignedIn;
  let order: PurchaseOrder;

  const send = async (path: string, as: SignedIn | undefined, upload: ReturnType<typeof slowUpload>) => {
    const { headers, ...rest } = upload;
    // Node's fetch: a refusal that cut the upload short throws here ("fetch failed", cause EPIPE).
    const response = await fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { ...headers, ...as?.headers },
      ...rest,
    } as RequestInit);
    return { status: response.status, body: (await response.json()) as { message: string } };
  };
  const certificatePath = (line = order.lines[0]!._id, po = order._id) =>
    `/purchase-orders/${po}/lines/${line}/certificate`;
  const storedFiles = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('documents')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ) +
    Number(
      (
        await t.app.db
          .selectFrom('images')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '1000' });
    admin = await signUpAdmin(t, 'admin@example.com');
    unverified = await signUp(t, 'never-opened@example.com');
    verified = await signUp(t, 'opened-link@example.com');
    await verifyEmail(t, 'opened-link@example.com');
    const products: Product[] = await plainProducts(t, 1);
    const buyerId = await userIdOf(t, verified.email);
    await fillCart(t, buyerId, [{ product: products[0]!, quantity: products[0]!.minimum }]);
    const placed = await call(t, 'POST', '/purchase-orders', {
      as: verified,
      body: { shipTo: { address: '1 Foundry Road, Pittsburgh PA 15201', phone: '+1 412 555 0199' } },
    });
    expect(placed.status).toBe(201);
    order = placed.body as PurchaseOrder;
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    t.app.config.budgets.writesPerMinute = 10_000;
    t.app.config.budgets.adminWritesPerMinute = 10_000;
    t.app.config.budgets.uploadQuotaMb = 200;
  });

  const cases: {
    name: string;
    status: number;
    message: () => string;
    send: () => Promise<{ status: number; body: { message: string } }>;
    before?: () => void;
  }[] = [
    // Quote drawings.
    {
      name: 'a drawing, signed out',
      status: 401,
      message: () => messages.errors.unauthorized,
      send: () => send('/quotes', undefined, slowUpload('drawing', 6 * megabyte)),
    },
    {
      name: 'a drawing from an unverified email',
      status: 403,
      message: () => b.verifiedEmailForUploads,
      send: () => send('/quotes', unverified, slowUpload('drawing', 6 * megabyte)),
    },
    {
      name: 'a drawing past the quota',
      status: 413,
      message: () => b.uploadQuota(2),
      before: () => (t.app.config.budgets.uploadQuotaMb = 2),
      send: () => send('/quotes', verified, slowUpload('drawing', 6 * megabyte)),
    },
    {
      name: 'a drawing past the write budget',
      status: 429,
      message: () => expect.stringMatching(/^Too many requests\. Try again in /) as unknown as string,
      before: () => (t.app.config.budgets.writesPerMinute = 0),
      send: () => send('/quotes', verified, slowUpload('drawing', 6 * megabyte)),
    },
    {
      name: 'a drawing larger than 10 MB',
      status: 413,
      message: () => q.fileTooLarge,
      send: () => send('/quotes', verified, slowUpload('drawing', 11 * megabyte)),
    },
    // Mill certificates.
    {
      name: 'a certificate, signed out',
      status: 401,
      message: () => messages.errors.unauthorized,
      send: () => send(certificatePath(), undefined, slowUpload('file', 6 * megabyte)),
    },
    {
      name: 'a certificate from a buyer',
      status: 403,
      message: () => messages.errors.forbidden,
      send: () => send(certificatePath(), verified, slowUpload('file', 6 * megabyte)),
    },
    {
      name: 'a certificate for no such order',
      status: 404,
      message: () => messages.purchaseOrders.notFound,
      send: () => send(certificatePath('x', 'no-such-order'), admin, slowUpload('file', 6 * megabyte)),
    },
    {
      name: 'a certificate larger than 10 MB',
      status: 413,
      message: () => q.fileTooLarge,
      send: () => send(certificatePath(), admin, slowUpload('file', 11 * megabyte)),
    },
    {
      name: "a certificate past the admin's write budget",
      status: 429,
      message: () => expect.stringMatching(/^Too many requests\. Try again in /) as unknown as string,
      before: () => (t.app.config.budgets.adminWritesPerMinute = 0),
      send: () => send(certificatePath(), admin, slowUpload('file', 6 * megabyte)),
    },
    // Product pictures.
    {
      name: 'a picture, signed out',
      status: 401,
      message: () => messages.errors.unauthorized,
      send: () => send('/uploads/images', undefined, slowUpload('file', 6 * megabyte, png)),
    },
    {
      name: 'a picture from a buyer',
      status: 403,
      message: () => messages.errors.forbidden,
      send: () => send('/uploads/images', verified, slowUpload('file', 6 * megabyte, png)),
    },
    {
      name: 'a picture larger than 5 MB',
      status: 413,
      message: () => images.tooLarge,
      send: () => send('/uploads/images', admin, slowUpload('file', 6 * megabyte, png)),
    },
    {
      name: "a picture past the admin's write budget",
      status: 429,
      message: () => expect.stringMatching(/^Too many requests\. Try again in /) as unknown as string,
      before: () => (t.app.config.budgets.adminWritesPerMinute = 0),
      send: () => send('/uploads/images', admin, slowUpload('file', 6 * megabyte, png)),
    },
  ];

  it.each(cases)('$name: $status and its message, three times over, nothing stored', async (refusal) => {
    const before = await storedFiles();
    refusal.before?.();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await refusal.send();
      expect(answer).toEqual({ status: refusal.status, body: { message: refusal.message() } });
    }
    expect(await storedFiles()).toBe(before);
  });
});
