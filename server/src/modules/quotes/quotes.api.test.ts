import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDimensions, type Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { Quote } from '#shared/quotes/quote.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn, verifyEmail } from '../../testing/accounts.ts';
import { mailsTo } from '../../testing/mail-outbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { payByCard } from '../orders/purchase-orders.test-helpers.ts';
import { quotes as m } from '#shared/messages/quotes.ts';

const shipTo = { address: '7 Mill Lane, Albany OR 97321', phone: '+1 541 555 0142' };
const request = {
  metal: 'titanium',
  form: 'tube',
  grade: 'Ti-6Al-4V ELI, ASTM F136',
  dimensions: 'OD 25.4 × wall 1.65 × 1250 mm',
  quantity: 40,
  notes: 'Cut lengths, deburred',
};
const pdf = (text = 'drawing') => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
const day = (time: Date) => time.toISOString().slice(0, 10);

describe.each(testDatabaseKinds)('quotes API on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let other: SignedIn;
  let product: Product;
  /** The server's clock: unset, the real time; set, the moment the server believes it is. */
  let clock: Date | undefined;

  const ask = (as: SignedIn | undefined, body: object = request) => call(t, 'POST', '/quotes', { as, body });
  const answer = (id: string, body: object, as: SignedIn = admin) =>
    call(t, 'POST', `/quotes/${id}/answer`, { as, body });
  const accept = (id: string, as: SignedIn = buyer, body: object = { shipTo, poNumber: 'PO-Q-77' }) =>
    call(t, 'POST', `/quotes/${id}/accept`, { as, body });
  const quoted = async (overrides: object = {}, validUntil = '2099-12-31') => {
    const asked = await ask(buyer, { ...request, ...overrides });
    expect(asked.status).toBe(201);
    const answered = await answer(asked.body._id, { unitPrice: 61.35, leadTimeDays: 21, validUntil, note: 'Mill run' });
    expect(answered.status).toBe(200);
    return answered.body as Quote;
  };
  const form = (fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (file) body.append('drawing', new Blob([file.bytes], { type: file.type ?? 'application/pdf' }), file.name);
    return body;
  };
  const postForm = async (as: SignedIn, body: FormData) => {
    const response = await fetch(`${t.url}/quotes`, { method: 'POST', headers: as.headers, body });
    return { status: response.status, body: (await response.json()) as Quote & { message?: string } };
  };
  const count = async (table: 'quotes' | 'documents' | 'purchase_orders') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const stock = async () => (await call(t, 'GET', `/products/${product._id}`)).body.total as number;
  const asSold = () => formatDimensions(product.dimensions ?? {});

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      {
        ADMIN_EMAILS: 'admin@example.com',
        AUTH_RATE_LIMIT: '1000',
        MAX_UNPAID_ORDERS: '1000',
        SELLER_EMAIL: 'sales@example.com',
        // Dozens of quotes from one buyer: the quote budget has its own tests (quote-budget.api.test.ts).
        QUOTE_REQUESTS_PER_HOUR: '100000',
        OPEN_QUOTES_MAX: '100000',
      },
      { now: () => clock ?? new Date() },
    );
    [admin, buyer, other] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
      signUp(t, 'other@example.com', 'Oscar Other'),
    ]);
    // Uploads (the drawings here) need a verified email (PRODUCT.md §21).
    await verifyEmail(t, 'buyer@example.com');
    product = ((await call(t, 'GET', '/products/?limit=1')).body as Product[])[0]!;
    await t.app.db.updateTable('products').set({ total: 100 }).where('id', '=', Number(product._id)).execute();
    t.app.catalogCache.invalidate();
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    clock = undefined;
  });

  it('takes a request, numbers it, and tells the store', async () => {
    // Mails of earlier steps are delivered first, so the count below is this step's.
    await t.app.outbox.drain();
    const before = mailsTo(t.database.dataDir, 'sales@example.com').length;
    const asked = await ask(buyer);
    expect(asked.status).toBe(201);
    const quote = asked.body as Quote;
    expect(quote).toMatchObject({
      status: 'requested',
      buyer: { email: 'buyer@example.com', name: 'Bea Buyer' },
      productId: null,
      metal: 'titanium',
      form: 'tube',
      grade: request.grade,
      dimensions: request.dimensions,
      quantity: 40,
      notes: request.notes,
      unitPrice: null,
      drawing: null,
    });
    expect(quote.number).toMatch(/^Q-\d{6}$/);
    expect((await call(t, 'GET', `/quotes/${quote._id}`, { as: buyer })).body).toEqual(quote);
    await expect.poll(() => mailsTo(t.database.dataDir, 'sales@example.com').length).toBe(before + 1);
    const mail = mailsTo(t.database.dataDir, 'sales@example.com').at(-1)!;
    expect(mail).toContain(quote.number);
    expect(mail).toContain(request.dimensions);
    expect(mail).toContain(`/dashboard/quotes/${quote._id}`);
  });

  it('numbers requests made at the same moment apart', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => ask(buyer)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    expect(new Set(answers.map((a) => a.body.number)).size).toBe(12);
  });

  it('starts from a catalog product, and refuses one that does not exist', async () => {
    const asked = await ask(buyer, { ...request, productId: product._id });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ productId: product._id, productName: product.name });
    const missing = await ask(buyer, { ...request, productId: '999999999' });
    expect(missing).toMatchObject({ status: 404, body: { message: messages.errors.productNotFound } });
  });

  it('refuses a request missing what the store needs, with the reason, storing nothing', async () => {
    const before = await count('quotes');
    const { metal: _metal, ...noMetal } = request;
    expect(await ask(buyer, noMetal)).toMatchObject({ status: 400, body: { message: m.metalRequired } });
    expect(await ask(buyer, { ...request, dimensions: '  ' })).toMatchObject({
      status: 400,
      body: { message: m.dimensionsRequired },
    });
    expect((await ask(buyer, { ...request, quantity: 0 })).status).toBe(400);
    expect((await ask(buyer, { ...request, quantity: 2.5 })).status).toBe(400);
    expect((await ask(buyer, { ...request, targetDate: '2030-02-31' })).status).toBe(400);
    expect((await ask(buyer, 'not json' as unknown as object)).status).toBe(400);
    // Only a form with a drawing may be large; a JSON request is a small form like any other.
    expect(await ask(buyer, { ...request, notes: 'x'.repeat(70_000) })).toMatchObject({
      status: 413,
      body: { message: messages.validation.tooLarge('The request') },
    });
    expect((await ask(undefined)).status).toBe(401);
    expect(await count('quotes')).toBe(before);
  });

  it('takes the request as a form with a drawing, judged by its bytes, and serves the drawing to its buyer', async () => {
    const bytes = pdf('OD 25.4');
    const sent = await postForm(
      buyer,
      form(
        { ...request, quantity: '40', productId: '', targetDate: '' },
        { name: '../../etc/Tube drawing.pdf', bytes },
      ),
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ quantity: 40, targetDate: null, drawing: { name: 'Tube drawing.pdf' } });
    const stored = await t.app.db
      .selectFrom('documents')
      .select(['kind', 'content_type', 'size_bytes', 'quote_id'])
      .where('id', '=', sent.body.drawing!._id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      kind: 'drawing',
      content_type: 'application/pdf',
      size_bytes: bytes.length,
      quote_id: sent.body._id,
    });

    const before = [await count('quotes'), await count('documents')];
    const disguised = await postForm(
      buyer,
      form({ ...request, quantity: '40' }, { name: 'drawing.pdf', bytes: Buffer.from('MZ this is not a PDF at all') }),
    );
    expect(disguised).toMatchObject({ status: 400, body: { message: m.fileType('a PDF, PNG or JPEG') } });
    const badField = await postForm(buyer, form({ ...request, quantity: 'forty' }, { name: 'a.pdf', bytes }));
    expect(badField.status).toBe(400);
    const tooLarge = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const oversize = await postForm(buyer, form({ ...request, quantity: '40' }, { name: 'big.pdf', bytes: tooLarge }));
    expect(oversize).toMatchObject({ status: 413, body: { message: m.fileTooLarge } });
    expect([await count('quotes'), await count('documents')]).toEqual(before);
  });

  it("shows a buyer their own quotes and an admin everyone's; another buyer's is not found", async () => {
    const mine = (await ask(other, { ...request, dimensions: 'Plate 3 × 500 × 500 mm', form: 'plate' })).body as Quote;
    const ofOther = await call(t, 'GET', '/quotes?pageSize=100', { as: other });
    expect(ofOther.status).toBe(200);
    expect(ofOther.body.map((q: Quote) => q._id)).toEqual([mine._id]);
    expect(ofOther.headers.get('x-total-count')).toBe('1');
    const all = await call(t, 'GET', '/quotes?pageSize=100', { as: admin });
    expect(new Set(all.body.map((q: Quote) => q.buyer.email))).toEqual(
      new Set(['buyer@example.com', 'other@example.com']),
    );
    expect((await call(t, 'GET', '/quotes?scope=mine', { as: admin })).body).toEqual([]);
    expect(await call(t, 'GET', `/quotes/${mine._id}`, { as: buyer })).toMatchObject({
      status: 404,
      body: { message: m.notFound },
    });
    expect((await call(t, 'GET', `/quotes/${mine._id}`, { as: admin })).status).toBe(200);
    expect((await call(t, 'GET', `/quotes/${mine._id}`)).status).toBe(401);
    expect((await call(t, 'GET', '/quotes?status=nonsense', { as: admin })).status).toBe(400);
  });

  it('is answered by an admin only, with a price, lead time and a valid-until date not in the past; the buyer is mailed', async () => {
    const asked = (await ask(buyer)).body as Quote;
    const offer = { unitPrice: 61.35, leadTimeDays: 21, validUntil: '2099-06-30', note: 'Mill run in week 12' };
    expect((await answer(asked._id, offer, buyer)).status).toBe(403);
    expect(await answer(asked._id, { ...offer, validUntil: '2020-01-01' })).toMatchObject({
      status: 400,
      body: { message: m.validUntilPast },
    });
    expect((await answer(asked._id, { ...offer, unitPrice: 0 })).status).toBe(400);
    expect((await answer(asked._id, { ...offer, unitPrice: 1.005 })).status).toBe(400);
    expect((await answer(asked._id, { ...offer, leadTimeDays: -1 })).status).toBe(400);
    expect((await call(t, 'GET', `/quotes/${asked._id}`, { as: buyer })).body.status).toBe('requested');

    // Mails of earlier steps are delivered first, so the count below is this step's.

    await t.app.outbox.drain();

    const before = mailsTo(t.database.dataDir, 'buyer@example.com').length;
    const answered = await answer(asked._id, offer);
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'quoted',
      unitPrice: 61.35,
      leadTimeDays: 21,
      validUntil: '2099-06-30',
      note: offer.note,
    });
    await expect.poll(() => mailsTo(t.database.dataDir, 'buyer@example.com').length).toBe(before + 1);
    const mail = mailsTo(t.database.dataDir, 'buyer@example.com').at(-1)!;
    expect(mail).toContain(asked.number);
    expect(mail).toContain('$61.35');
    expect(mail).toContain('$2,454.00');
    expect(mail).toContain('June 30, 2099');
    // Answered once: a second answer would change the price under a buyer who may be accepting it.
    expect(await answer(asked._id, offer)).toMatchObject({ status: 409, body: { message: m.notOpen('quoted') } });
  });

  it('becomes a purchase order at the quoted price when its buyer accepts, taking the stock it can, and is paid like any other', async () => {
    // The product as sold: its own sizes, as the product page prefills them (PRODUCT.md §22).
    const quote = await quoted({ productId: product._id, quantity: 30, dimensions: asSold() });
    const stockBefore = await stock();
    expect((await accept(quote._id, other)).status).toBe(404);
    expect(await accept(quote._id, admin)).toMatchObject({ status: 403, body: { message: m.notYours } });
    expect((await accept(quote._id, buyer, { shipTo: { address: '', phone: shipTo.phone } })).status).toBe(400);

    const accepted = await accept(quote._id);
    expect(accepted.status).toBe(201);
    const po = accepted.body as PurchaseOrder;
    expect(po).toMatchObject({ status: 'unpaid', poNumber: 'PO-Q-77', total: 1840.5, shipTo });
    expect(po.lines).toHaveLength(1);
    expect(po.lines[0]).toMatchObject({
      productId: product._id,
      quantity: 30,
      unitPrice: 61.35,
      lineTotal: 1840.5,
      quoteId: quote._id,
    });
    expect(po.lines[0]!.name).toBe(product.name);
    expect(await stock()).toBe(stockBefore - 30);
    expect((await call(t, 'GET', `/quotes/${quote._id}`, { as: buyer })).body).toMatchObject({
      status: 'accepted',
      purchaseOrderId: po._id,
    });
    // A retry (the answer was lost on the way) answers the same order and takes nothing more.
    const again = await accept(quote._id);
    expect(again.status).toBe(200);
    expect(again.body._id).toBe(po._id);
    expect(await stock()).toBe(stockBefore - 30);

    const paid = await payByCard(t, buyer, po._id);
    expect(paid.body).toMatchObject({ status: 'paid', amountDue: 0 });
  });

  it('is made to order, taking no stock, when the catalog has fewer than quoted, or for a size it does not stock', async () => {
    const stockBefore = await stock();
    const large = await quoted({ productId: product._id, quantity: stockBefore + 500, dimensions: asSold() });
    const po = (await accept(large._id)).body as PurchaseOrder;
    expect(po.lines[0]).toMatchObject({ productId: null, quantity: stockBefore + 500, quoteId: large._id });
    expect(await stock()).toBe(stockBefore);

    const custom = await quoted({ dimensions: 'Bar Ø 210 × 600 mm', form: 'bar', metal: 'tungsten' });
    const made = (await accept(custom._id)).body as PurchaseOrder;
    expect(made.lines[0]).toMatchObject({ productId: null, sku: null, quantity: 40, unitPrice: 61.35 });
    expect(made.lines[0]!.name).toContain('Bar Ø 210 × 600 mm');
  });

  it('can be accepted through the last millisecond of its valid-until day, and not one millisecond later', async () => {
    const lastDay = '2031-03-14';
    const onTime = await quoted({}, lastDay);
    const late = await quoted({}, lastDay);
    clock = new Date(`${lastDay}T23:59:59.999Z`);
    expect((await accept(onTime._id)).status).toBe(201);

    clock = new Date(`${lastDay}T23:59:59.999Z`);
    clock = new Date(clock.getTime() + 1);
    const orders = await count('purchase_orders');
    expect(await accept(late._id)).toMatchObject({ status: 409, body: { message: m.expired } });
    expect(await count('purchase_orders')).toBe(orders);
    expect((await call(t, 'GET', `/quotes/${late._id}`, { as: buyer })).body.status).toBe('expired');
    const expired = await call(t, 'GET', '/quotes?status=expired&pageSize=100', { as: buyer });
    expect(expired.body.map((q: Quote) => q._id)).toContain(late._id);
    const stillQuoted = await call(t, 'GET', '/quotes?status=quoted&pageSize=100', { as: buyer });
    expect(stillQuoted.body.map((q: Quote) => q._id)).not.toContain(late._id);
    expect(await call(t, 'POST', `/quotes/${late._id}/withdraw`, { as: buyer })).toMatchObject({
      status: 409,
      body: { message: m.expiredNoChange },
    });
    expect(day(clock)).toBe('2031-03-15');
  });

  // Issue 27's survivor: the check above passes whether the validity is read before the order's
  // transaction or inside it. Here the quote is valid when the request reads it and expires the
  // moment the order's transaction opens: only the re-check inside the transaction refuses it.
  it('re-checks validity inside the transaction that places the order: a quote that expires between the read and the write places nothing', async () => {
    const lastDay = '2031-06-30';
    const quote = await quoted({}, lastDay);
    const orders = await count('purchase_orders');
    const stockBefore = await stock();
    clock = new Date(`${lastDay}T23:59:59.999Z`);
    const db = t.app.db;
    const transaction = db.transaction;
    let opened = 0;
    db.transaction = function (this: typeof db) {
      opened += 1;
      clock = new Date(`${lastDay}T23:59:59.999Z`);
      clock = new Date(clock.getTime() + 1);
      return transaction.call(this);
    };
    try {
      expect(await accept(quote._id)).toMatchObject({ status: 409, body: { message: m.expired } });
    } finally {
      db.transaction = transaction;
    }
    // The read before the transaction did see a valid quote: the transaction was opened.
    expect(opened).toBeGreaterThan(0);
    expect(await count('purchase_orders')).toBe(orders);
    expect(await stock()).toBe(stockBefore);
    expect((await call(t, 'GET', `/quotes/${quote._id}`, { as: buyer })).body.status).toBe('expired');
  });

  it('is declined by an admin with a note the buyer is mailed, and withdrawn only by its buyer while open', async () => {
    const asked = (await ask(buyer)).body as Quote;
    expect((await call(t, 'POST', `/quotes/${asked._id}/decline`, { as: buyer, body: {} })).status).toBe(403);
    // Mails of earlier steps are delivered first, so the count below is this step's.
    await t.app.outbox.drain();
    const before = mailsTo(t.database.dataDir, 'buyer@example.com').length;
    const declined = await call(t, 'POST', `/quotes/${asked._id}/decline`, {
      as: admin,
      body: { note: 'We do not draw tube this thin' },
    });
    expect(declined.body).toMatchObject({ status: 'declined', note: 'We do not draw tube this thin' });
    await expect.poll(() => mailsTo(t.database.dataDir, 'buyer@example.com').length).toBe(before + 1);
    expect(mailsTo(t.database.dataDir, 'buyer@example.com').at(-1)).toContain('We do not draw tube this thin');
    expect(await call(t, 'POST', `/quotes/${asked._id}/withdraw`, { as: buyer })).toMatchObject({
      status: 409,
      body: { message: m.notOpen('declined') },
    });
    expect((await accept(asked._id)).status).toBe(409);

    const offer = await quoted();
    expect(await call(t, 'POST', `/quotes/${offer._id}/withdraw`, { as: admin })).toMatchObject({
      status: 403,
      body: { message: m.notYours },
    });
    expect((await call(t, 'POST', `/quotes/${offer._id}/withdraw`, { as: other })).status).toBe(404);
    const withdrawn = await call(t, 'POST', `/quotes/${offer._id}/withdraw`, { as: buyer });
    expect(withdrawn.body.status).toBe('withdrawn');
    expect(await accept(offer._id)).toMatchObject({ status: 409, body: { message: m.notOpen('withdrawn') } });
    // Declining without a body is fine: the note is optional.
    const bare = (await ask(buyer)).body as Quote;
    expect((await call(t, 'POST', `/quotes/${bare._id}/decline`, { as: admin })).body).toMatchObject({
      status: 'declined',
    });
  });

  it('places one order when the buyer accepts the same quote many times at once', async () => {
    const quote = await quoted({ productId: product._id, quantity: 5, dimensions: asSold() });
    const stockBefore = await stock();
    const orders = await count('purchase_orders');
    const answers = await Promise.all(Array.from({ length: 8 }, () => accept(quote._id)));
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    expect(await count('purchase_orders')).toBe(orders + 1);
    expect(await stock()).toBe(stockBefore - 5);
  });

  it('has one outcome when its buyer accepts while withdrawing, or an admin declines at the same moment', async () => {
    for (let round = 0; round < 4; round += 1) {
      const quote = await quoted({ productId: product._id, quantity: 2, dimensions: asSold() });
      const stockBefore = await stock();
      const orders = await count('purchase_orders');
      const [accepted, withdrawn, declined] = await Promise.all([
        accept(quote._id),
        call(t, 'POST', `/quotes/${quote._id}/withdraw`, { as: buyer }),
        call(t, 'POST', `/quotes/${quote._id}/decline`, { as: admin, body: {} }),
      ]);
      const winners = [accepted.status === 201, withdrawn.status === 200, declined.status === 200].filter(Boolean);
      expect(winners).toHaveLength(1);
      const final = (await call(t, 'GET', `/quotes/${quote._id}`, { as: buyer })).body as Quote;
      if (accepted.status === 201) {
        expect(final).toMatchObject({ status: 'accepted', purchaseOrderId: accepted.body._id });
        expect(await count('purchase_orders')).toBe(orders + 1);
        expect(await stock()).toBe(stockBefore - 2);
      } else {
        expect(accepted.status).toBe(409);
        expect(['withdrawn', 'declined']).toContain(final.status);
        expect(await count('purchase_orders')).toBe(orders);
        expect(await stock()).toBe(stockBefore);
      }
    }
  });
});
