import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { budgets as b } from '#shared/messages/budgets.ts';
import { call, signUp, type SignedIn, verifyEmail } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { pdfBytes } from '../documents/documents.test-helpers.ts';

const megabyte = 1024 * 1024;
const request = { metal: 'titanium', form: 'tube', dimensions: 'OD 25.4 × wall 1.65 × 1250 mm', quantity: 40 };

/**
 * Issue 26's first finding, closed (PRODUCT.md §21): one account asked for quotes with a 10 MB
 * drawing as often as it liked. Now: at most 20 quote requests an hour and 10 open per account,
 * drawings only from a verified email, and every account's stored files within UPLOAD_QUOTA_MB.
 */
describe.each(testDatabaseKinds)('the quote budget and the upload quota on %s', (kind) => {
  let t: TestApp;
  let accounts = 0;

  /** A new buyer, verified unless asked not to be: each test spends its own budget. */
  const buyer = async (verified = true) => {
    accounts += 1;
    const email = `buyer-${accounts}-${verified ? 'opened' : 'never'}@example.com`;
    const signedIn = await signUp(t, email);
    if (verified) await verifyEmail(t, email);
    return signedIn;
  };
  const ask = (as: SignedIn) => call(t, 'POST', '/quotes', { as, body: request });
  const askWithDrawing = async (as: SignedIn, bytes: Buffer) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(request)) form.append(name, String(value));
    form.append('drawing', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'drawing.pdf');
    const response = await fetch(`${t.url}/quotes`, { method: 'POST', headers: as.headers, body: form });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as { message?: string },
    };
  };
  /** What the account has stored: its quotes, and its files and their bytes. */
  const storedBy = async (as: SignedIn) => {
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', as.email)
      .executeTakeFirstOrThrow();
    const quotes = await t.app.db.selectFrom('quotes').select('id').where('buyer_id', '=', user.id).execute();
    const files = await t.app.db
      .selectFrom('documents')
      .select('size_bytes')
      .where('uploaded_by', '=', user.id)
      .execute();
    return {
      quotes: quotes.length,
      files: files.length,
      bytes: files.reduce((sum, f) => sum + Number(f.size_bytes), 0),
    };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    Object.assign(t.app.config.budgets, { quoteRequestsPerHour: 20, openQuotes: 10, uploadQuotaMb: 200 });
  });

  it('stops the reviewer’s script: 30 drawing uploads in a loop from one account store 10 (the open quotes), the rest 429', async () => {
    const script = await buyer();
    const drawing = pdfBytes(2 * megabyte, 'reviewer');
    const statuses: number[] = [];
    for (let n = 0; n < 30; n += 1) statuses.push((await askWithDrawing(script, drawing)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect(await storedBy(script)).toEqual({ quotes: 10, files: 10, bytes: 10 * drawing.length });
  });

  it('refuses the 11th open quote with 429 and what to do, storing nothing; an answered or withdrawn one frees a place', async () => {
    const eager = await buyer();
    const ids: string[] = [];
    for (let n = 0; n < 10; n += 1) {
      const asked = await ask(eager);
      expect(asked.status).toBe(201);
      ids.push(asked.body._id);
    }
    const refused = await ask(eager);
    expect(refused).toMatchObject({ status: 429, body: { message: b.openQuotes(10) } });
    expect((await storedBy(eager)).quotes).toBe(10);
    expect((await call(t, 'POST', `/quotes/${ids[0]}/withdraw`, { as: eager })).status).toBe(200);
    expect((await ask(eager)).status).toBe(201);
  });

  it('refuses the 21st quote request of the hour with 429, Retry-After and when to try again, storing nothing', async () => {
    const busy = await buyer();
    for (let n = 0; n < 20; n += 1) {
      const asked = await ask(busy);
      expect(asked.status).toBe(201);
      // Withdrawn at once, so the open quotes never stop it first.
      expect((await call(t, 'POST', `/quotes/${asked.body._id}/withdraw`, { as: busy })).status).toBe(200);
    }
    const refused = await ask(busy);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    // The first request of the hour ages out in a little under an hour.
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body).toEqual({ message: b.quoteRequestsPerHour(20, retryAfter) });
    expect(refused.body.message).toMatch(/Try again in \d+ minutes\.$/);
    expect((await storedBy(busy)).quotes).toBe(20);
  });

  it('takes drawings only from a verified email (403, nothing stored); a quote without one needs no verification', async () => {
    const fresh = await buyer(false);
    const refused = await askWithDrawing(fresh, pdfBytes(100_000));
    expect(refused).toMatchObject({ status: 403, body: { message: b.verifiedEmailForUploads } });
    expect(await storedBy(fresh)).toEqual({ quotes: 0, files: 0, bytes: 0 });
    expect((await ask(fresh)).status).toBe(201);
  });

  it('refuses a drawing that does not fit the account’s UPLOAD_QUOTA_MB with 413 naming the quota, storing nothing', async () => {
    t.app.config.budgets.uploadQuotaMb = 3;
    const hoarder = await buyer();
    const first = await askWithDrawing(hoarder, pdfBytes(2 * megabyte, 'first'));
    expect(first.status).toBe(201);
    // Told before the body is read (what it says it sends does not fit) …
    const tooLarge = await askWithDrawing(hoarder, pdfBytes(2 * megabyte, 'second'));
    expect(tooLarge).toMatchObject({ status: 413, body: { message: b.uploadQuota(3) } });
    expect(tooLarge.body.message).toContain('your 3 MB of stored files');
    // … and after it, when only the file itself does not fit (the form's allowance let it through).
    const justOver = await askWithDrawing(hoarder, pdfBytes(megabyte + 100_000, 'third'));
    expect(justOver).toMatchObject({ status: 413, body: { message: b.uploadQuota(3) } });
    expect(await storedBy(hoarder)).toEqual({ quotes: 1, files: 1, bytes: 2 * megabyte });
    // What still fits is taken.
    expect((await askWithDrawing(hoarder, pdfBytes(megabyte - 50_000, 'fits'))).status).toBe(201);
  });

  it('holds when the requests are sent at the same moment: never more than the open quotes, nor past the quota', async () => {
    const parallel = await buyer();
    const asked = await Promise.all(Array.from({ length: 16 }, () => ask(parallel)));
    expect(asked.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(asked.filter((answer) => answer.status === 429)).toHaveLength(6);
    expect((await storedBy(parallel)).quotes).toBe(10);

    t.app.config.budgets.uploadQuotaMb = 2;
    const racer = await buyer();
    const drawings = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((seed) => askWithDrawing(racer, pdfBytes(700_000, seed))),
    );
    expect(drawings.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(drawings.filter((answer) => answer.status === 413)).toHaveLength(3);
    expect(await storedBy(racer)).toEqual({ quotes: 2, files: 2, bytes: 1_400_000 });
  });

  it('counts every file an account uploaded against its quota, from the stored rows', async () => {
    t.app.config.budgets.uploadQuotaMb = 1;
    const other = await buyer();
    expect((await askWithDrawing(other, pdfBytes(600_000, 'a'))).status).toBe(201);
    expect((await askWithDrawing(other, pdfBytes(600_000, 'b'))).status).toBe(413);
    // Another account's files are its own.
    expect((await askWithDrawing(await buyer(), pdfBytes(600_000, 'c'))).status).toBe(201);
  });
});
