import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { orderLines } from '#shared/messages/order-lines.ts';
import { quotes as m } from '#shared/messages/quotes.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { Quote } from '#shared/quotes/quote.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn, verifyEmail } from '../../testing/accounts.ts';
import { mailsTo } from '../../testing/mail-outbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { payByCard } from '../orders/purchase-orders.test-helpers.ts';

/**
 * A quote's accepted line is the quoted item (PRODUCT.md §22, issue 27): the reviewer's custom
 * tube asked from a catalog tube's page is made to order and leaves the catalog's stock alone;
 * only a quote of the product as sold takes it; validity is decided inside the accepting
 * transaction.
 */
const shipTo = { address: '7 Mill Lane, Albany OR 97321', phone: '+1 541 555 0142' };
const customSize = 'OD 30 × wall 2 × 2,400 mm';
const pdf = Buffer.from('%PDF-1.4\n% tube drawing\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(testDatabaseKinds)('made-to-order quote lines on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let tube: Product;
  /** The server's clock: unset, the real time. */
  let clock: (() => Date) | undefined;

  const stock = async () => (await call(t, 'GET', `/products/${tube._id}`)).body.total as number;
  const purchaseOrders = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('purchase_orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const ask = async (fields: Record<string, string>, drawing?: Buffer) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (drawing) body.append('drawing', new Blob([drawing], { type: 'application/pdf' }), 'tube-od30.pdf');
    const response = await fetch(`${t.url}/quotes`, { method: 'POST', headers: buyer.headers, body });
    expect(response.status).toBe(201);
    return (await response.json()) as Quote;
  };
  const answer = async (quote: Quote, validUntil = '2099-12-31') => {
    const answered = await call(t, 'POST', `/quotes/${quote._id}/answer`, {
      as: admin,
      body: { unitPrice: 184.5, leadTimeDays: 35, validUntil, note: 'Drawn to size' },
    });
    expect(answered.status).toBe(200);
    return answered.body as Quote;
  };
  const accept = (quote: Quote) =>
    call(t, 'POST', `/quotes/${quote._id}/accept`, { as: buyer, body: { shipTo, poNumber: 'PO-TUBE-30' } });
  /** From the tube's page: its metal, form and grade prefilled, the size as the buyer writes it. */
  const fromTubePage = (dimensions: string, quantity: number) => ({
    productId: tube._id,
    metal: 'titanium',
    form: 'tube',
    grade: 'Grade 2, ASTM B338',
    dimensions,
    quantity: String(quantity),
    certificateRequired: 'EN 10204 3.1',
  });

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      {
        ADMIN_EMAILS: 'admin@example.com',
        AUTH_RATE_LIMIT: '1000',
        MAX_UNPAID_ORDERS: '1000',
        SELLER_EMAIL: 'sales@example.com',
        QUOTE_REQUESTS_PER_HOUR: '100000',
        OPEN_QUOTES_MAX: '100000',
      },
      { now: () => clock?.() ?? new Date() },
    );
    [admin, buyer] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
    ]);
    await verifyEmail(t, 'buyer@example.com');
    const created = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: 'Titanium Grade 2 Tube by the Metre, 12.7 × 0.89 mm',
        picture: '/images/products/titanium-bar.svg',
        about: 'Seamless CP titanium tube by the metre',
        origin: 'USA',
        metal: 'titanium',
        form: 'tube',
        grade: 'Grade 2',
        standard: 'ASTM B338',
        unit: 'm',
        dimensions: { od: 12.7, wall: 0.89 },
        price: 38.5,
        minimum: 0.1,
        total: 500,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    tube = created.body as Product;
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    clock = undefined;
  });

  it('makes a custom size asked from a catalog tube’s page to order: the quoted tube, in pieces, no stock taken or given back', async () => {
    const stockBefore = await stock();
    const quote = await ask(fromTubePage(customSize, 40), pdf);
    expect(quote).toMatchObject({ productId: tube._id, asSold: false, certificateRequired: 'EN 10204 3.1' });
    await answer(quote);

    const accepted = await accept(quote);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    const po = accepted.body as PurchaseOrder;
    expect(po.lines).toHaveLength(1);
    const line = po.lines[0]!;
    expect(line).toMatchObject({
      kind: 'made_to_order',
      madeToOrder: true,
      productId: null,
      quoteId: quote._id,
      metal: 'titanium',
      form: 'tube',
      grade: 'Grade 2, ASTM B338',
      dimensions: customSize,
      quantity: 40,
      unit: 'pcs',
      unitPrice: 184.5,
      lineTotal: 7380,
      leadTimeDays: 35,
      certificateRequired: 'EN 10204 3.1',
      drawing: { _id: quote.drawing!._id, name: 'tube-od30.pdf', url: quote.drawing!.url },
    });
    expect(line.description).toBe(`Titanium tube, Grade 2, ASTM B338, ${customSize}`);
    expect(line.name).toContain(customSize);
    expect(line.name).toContain(quote.number);
    // Never the catalog tube the quote was asked from.
    expect(line.name).not.toContain('12.7');
    expect(line.name).not.toContain('by the Metre');
    expect(await stock()).toBe(stockBefore);

    // The drawing downloads from the order for its buyer.
    const drawing = await fetch(`${t.url}${line.drawing!.url}`, { headers: buyer.headers });
    expect(drawing.status).toBe(200);

    // Every place that shows the line shows the quoted item: the SPEC's order list, the
    // confirmation mail, My Orders and Manage All Orders.
    const spec = await call(t, 'GET', '/orders', { as: buyer });
    const specLine = (spec.body as { _id: string; productName: string }[]).find((order) => order._id === line._id);
    expect(specLine?.productName).toContain(customSize);
    const mine = await call(t, 'GET', '/purchase-orders', { as: buyer });
    expect(JSON.stringify(mine.body)).toContain(customSize);
    const all = await call(t, 'GET', '/purchase-orders?scope=all', { as: admin });
    expect(JSON.stringify(all.body)).toContain(customSize);
    await t.app.outbox.drain();
    const confirmation = mailsTo(t.database.dataDir, 'buyer@example.com').find((mail) => mail.includes(po.number));
    expect(confirmation).toContain(customSize);
    expect(confirmation).not.toContain('by the Metre');
    expect(confirmation).toContain(orderLines.madeToOrderFacts(35));

    // Cancelling a made-to-order line puts nothing back: none was taken.
    const cancelled = await call(t, 'POST', `/purchase-orders/${po._id}/cancel`, { as: buyer });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.lines[0]).toMatchObject({ status: 'cancelled', madeToOrder: true });
    expect(await stock()).toBe(stockBefore);
  });

  it('prints the quoted item on the paid order’s invoice', async () => {
    const quote = await ask(fromTubePage(customSize, 4));
    await answer(quote);
    const po = (await accept(quote)).body as PurchaseOrder;
    expect((await payByCard(t, buyer, po._id)).body).toMatchObject({ paymentStatus: 'paid' });
    const invoice = await fetch(`${t.url}/purchase-orders/${po._id}/invoice.pdf`, { headers: buyer.headers });
    expect(invoice.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await invoice.arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text.replace(/\s+/g, ' ')).toContain('OD 30 × wall 2');
    expect(text.replace(/\s+/g, ' ')).toContain(orderLines.madeToOrderFacts(35));
    expect(text).not.toContain('by the Metre');
  });

  it('takes the catalog stock for a quote of the product as sold, and gives it back when cancelled', async () => {
    const stockBefore = await stock();
    // The product page's prefill left as it was: the product's own sizes.
    const quote = await ask(fromTubePage('OD 12.7 mm × Wall 0.89 mm', 40));
    expect(quote.asSold).toBe(true);
    await answer(quote);
    const po = (await accept(quote)).body as PurchaseOrder;
    expect(po.lines[0]).toMatchObject({
      kind: 'catalog',
      madeToOrder: false,
      productId: tube._id,
      name: tube.name,
      quantity: 40,
      unit: 'm',
      leadTimeDays: null,
      certificateRequired: 'EN 10204 3.1',
    });
    expect(await stock()).toBe(stockBefore - 40);
    expect((await call(t, 'POST', `/purchase-orders/${po._id}/cancel`, { as: buyer })).status).toBe(200);
    expect(await stock()).toBe(stockBefore);
  });

  it('decides validity inside the accepting transaction: a quote that expires at that moment places nothing', async () => {
    const lastDay = '2031-03-14';
    const quote = await answer(await ask(fromTubePage(customSize, 40)), lastDay);
    const stockBefore = await stock();
    const orders = await purchaseOrders();
    // The request is read at the last millisecond of the quote's day; every later reading of the
    // clock (the transaction's) is one millisecond past it.
    const lastMs = new Date(`${lastDay}T23:59:59.999Z`).getTime();
    let readings = 0;
    clock = () => new Date(readings++ === 0 ? lastMs : lastMs + 1);
    expect(await accept(quote)).toMatchObject({ status: 409, body: { message: m.expired } });
    expect(readings).toBeGreaterThan(1);
    expect(await purchaseOrders()).toBe(orders);
    expect(await stock()).toBe(stockBefore);
    expect((await call(t, 'GET', `/quotes/${quote._id}`, { as: buyer })).body).toMatchObject({
      status: 'expired',
      purchaseOrderId: null,
    });
  });
});
