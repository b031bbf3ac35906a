import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { companyOrders } from '#shared/messages/company-orders.ts';
import { companies } from '#shared/messages/companies.ts';
import { documents } from '#shared/messages/documents.ts';
import { orderCurrency } from '#shared/messages/order-currency.ts';
import type { Order } from '#shared/orders/order.schema.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { mailsTo } from '../../testing/mail-outbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { insertCompany, insertMember } from '../companies/companies.test-helpers.ts';
import { renderCompanyNotice } from './company-order-notices.ts';
import { renderBuyerNotice } from './purchase-order-notices.ts';
import { fillCart, plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';
import { renderStaffOrderMail } from './staff-order-mail.ts';

const shipTo = { address: '4 Crucible Way, Sheffield', phone: '+44 114 496 0101' };
const quantity = 5;

/*
 * An order's money in its own currency (PRODUCT.md §17, ADR 031): every `*_cents` column of an
 * order holds minor units of the order's currency, so its answers, mails, invoice and statement
 * read them in that currency. Worked by hand from ADR 029's example, a $12.34 product:
 * - yen at 151.37: ¥1,867.9058 → ¥1,868 a piece, 5 pieces ¥9,340 (stored 9340, not 93.40);
 * - euros at 0.92: €11.3528 → €11.35 a piece, 5 pieces €56.75 (stored 5675).
 * The orders are placed through the API in US dollars and rewritten to the currency, as checkout
 * freezes it (checkout's own part of issue 29).
 */
describe.each(testDatabaseKinds)('an order in its own currency on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let product: Product;
  let companyId: string;
  let yen: PurchaseOrder;
  let euro: PurchaseOrder;

  /** Places an order on account for `quantity` pieces, then stores it as checkout would in `currency`. */
  const placeIn = async (currency: string, rate: string, unitMinor: number): Promise<PurchaseOrder> => {
    await fillCart(t, await userIdOf(t, buyer.email), [{ product, quantity }]);
    const placed = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo, paymentMethod: 'account' } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = (placed.body as PurchaseOrder)._id;
    const goods = unitMinor * quantity;
    await t.app.db
      .updateTable('orders')
      .set({ unit_price_cents: unitMinor, total_cents: goods, tax_cents: 0 })
      .where('purchase_order_id', '=', id)
      .execute();
    await t.app.db
      .updateTable('purchase_orders')
      .set({ currency, exchange_rate: rate, goods_cents: goods, total_cents: goods, freight_cents: 0 })
      .where('id', '=', id)
      .execute();
    return read(id);
  };
  const read = async (id: string) => {
    const answer = await call(t, 'GET', `/purchase-orders/${id}`, { as: buyer });
    expect(answer.status).toBe(200);
    return answer.body as PurchaseOrder;
  };
  const invoiceText = async (id: string) => {
    const answer = await fetch(`${t.url}/purchase-orders/${id}/invoice.pdf`, { headers: buyer.headers });
    expect(answer.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await answer.arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    return text;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'store@example.com',
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
    });
    admin = await signUpAdmin(t, 'store@example.com', 'Store Admin');
    buyer = await signUp(t, 'keiko@example.com', 'Keiko Buyer');
    const put = await call(t, 'PUT', '/settings/currencies', {
      as: admin,
      body: {
        base: 'USD',
        offered: ['USD', 'EUR', 'JPY'],
        rates: [
          { currency: 'EUR', perBase: 0.92, asOf: new Date().toISOString().slice(0, 10) },
          { currency: 'JPY', perBase: 151.37, asOf: new Date().toISOString().slice(0, 10) },
        ],
      },
    });
    expect(put.status).toBe(200);
    product = (await plainProducts(t, 1))[0]!;
    await t.app.db
      .updateTable('products')
      .set({ price_cents: 1234, minimum: 1, total: 1000 })
      .where('id', '=', Number(product._id))
      .execute();
    t.app.catalogCache.invalidate();
    product = (await call(t, 'GET', `/products/${product._id}`)).body as Product;
    companyId = await insertCompany(t, { name: 'Osaka Alloys KK', paymentTerms: 'net30', creditLimitCents: 1_000_000 });
    await insertMember(t, companyId, await userIdOf(t, buyer.email), 'admin');
    yen = await placeIn('JPY', '151.37', 1868);
    euro = await placeIn('EUR', '0.92', 1135);
  });
  afterAll(async () => t?.close());

  it('answers GET /purchase-orders/{id} in yen: 9340 stored is ¥9,340, not ¥93.40', () => {
    expect(yen).toMatchObject({
      currency: 'JPY',
      status: 'confirmed',
      goodsTotal: 9340,
      total: 9340,
      amountDue: 9340,
      outstanding: 9340,
      amountPaid: 0,
    });
    expect(yen.lines[0]).toMatchObject({ quantity, unitPrice: 1868, lineTotal: 9340, taxAmount: 0 });
  });

  it('answers GET /purchase-orders/{id} in euros, and the list alike', async () => {
    expect(euro).toMatchObject({ currency: 'EUR', goodsTotal: 56.75, total: 56.75, outstanding: 56.75 });
    expect(euro.lines[0]).toMatchObject({ unitPrice: 11.35, lineTotal: 56.75 });
    const list = (await call(t, 'GET', '/purchase-orders', { as: buyer })).body as PurchaseOrder[];
    expect(list.map((po) => [po.number, po.currency, po.total])).toEqual(
      expect.arrayContaining([
        [yen.number, 'JPY', 9340],
        [euro.number, 'EUR', 56.75],
      ]),
    );
  });

  it("answers the original API's order (a line) with SPEC's fields in the order's currency, and says which", async () => {
    const line = await call(t, 'GET', `/order/${yen.lines[0]!._id}`, { as: buyer });
    expect(line.status).toBe(200);
    expect(line.body as Order).toMatchObject({ productPrice: 9340, unitPrice: 1868, currency: 'JPY' });
    const mine = (await call(t, 'GET', `/orders?email=${buyer.email}`, { as: buyer })).body as Order[];
    expect(mine.find((order) => order._id === euro.lines[0]!._id)).toMatchObject({
      productPrice: 56.75,
      unitPrice: 11.35,
      currency: 'EUR',
    });
  });

  it('prints the invoice PDF in the order’s currency: whole yen, euros with cents, never dollars', async () => {
    const yenText = await invoiceText(yen._id);
    for (const expected of ['¥1,868', '¥9,340', `${documents.labels.total}: ¥9,340`, 'Outstanding: ¥9,340']) {
      expect(yenText).toContain(expected);
    }
    expect(yenText).not.toContain('¥93.40');
    expect(yenText).not.toContain('$');
    const euroText = await invoiceText(euro._id);
    for (const expected of ['€11.35', `${documents.labels.total}: €56.75`, 'Goods: €56.75']) {
      expect(euroText).toContain(expected);
    }
    expect(euroText).not.toContain('$');
  });

  it("mails the buyer, the staff and the company's admins in the order's currency", async () => {
    const placed = await renderBuyerNotice(t.app, { purchaseOrderId: yen._id, notice: 'placed' });
    for (const body of [placed!.text, placed!.html]) {
      expect(body).toContain('¥1,868');
      expect(body).toContain('¥9,340');
      expect(body).not.toContain('$');
    }
    const euroPlaced = await renderBuyerNotice(t.app, { purchaseOrderId: euro._id, notice: 'placed' });
    expect(euroPlaced!.text).toContain('€56.75');
    const staff = await renderStaffOrderMail(t.app, yen._id);
    expect(staff!.text).toContain('¥9,340');
    expect(staff!.text).not.toContain('$');
    const overdue = await renderCompanyNotice(t.app, { purchaseOrderId: euro._id, notice: 'overdue' });
    expect(overdue!.text).toContain('€56.75 is still outstanding');
  });

  it('takes a transfer in the order’s currency: whole yen only, noted and owed in yen', async () => {
    const pay = (amount: number) =>
      call(t, 'POST', `/purchase-orders/${yen._id}/payments`, {
        as: admin,
        body: { amount, reference: 'MUFG-0042', receivedAt: new Date().toISOString().slice(0, 10) },
      });
    expect(await pay(1000.5)).toMatchObject({
      status: 400,
      body: { message: orderCurrency.tooManyDecimals(companies.labels.amount, 'JPY', 0) },
    });
    expect(await pay(9341)).toMatchObject({ status: 400, body: { message: companyOrders.overpaid('¥9,340') } });
    const paid = await pay(1000);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ currency: 'JPY', amountPaid: 1000, outstanding: 8340, total: 9340 });
    expect((paid.body as PurchaseOrder).events.at(-1)).toMatchObject({
      type: 'payment_received',
      note: companyOrders.transferNote('¥1,000', 'MUFG-0042'),
    });
    yen = paid.body as PurchaseOrder;
  });

  it('lists each open invoice in its currency on the statement, totals per currency, and the base total at frozen rates', async () => {
    const statement = await call(t, 'GET', '/companies/mine/statement', { as: buyer });
    expect(statement.status).toBe(200);
    const byNumber = Object.fromEntries(
      (statement.body.invoices as { number: string }[]).map((invoice) => [invoice.number, invoice]),
    );
    expect(byNumber[yen.number]).toMatchObject({ amount: 9340, paid: 1000, outstanding: 8340, currency: 'JPY' });
    expect(byNumber[euro.number]).toMatchObject({ amount: 56.75, paid: 0, outstanding: 56.75, currency: 'EUR' });
    expect(statement.body.totalsByCurrency).toEqual([
      { currency: 'JPY', amount: 9340, paid: 1000, outstanding: 8340, overdue: 0 },
      { currency: 'EUR', amount: 56.75, paid: 0, outstanding: 56.75, overdue: 0 },
    ]);
    // In dollars, each invoice at its own rate: ¥9,340 / 151.37 = $61.70, €56.75 / 0.92 = $61.68;
    // paid ¥1,000 = $6.61; outstanding ¥8,340 = $55.10 and €56.75 = $61.68.
    expect(statement.body).toMatchObject({
      currency: 'USD',
      totals: { amount: 123.38, paid: 6.61, outstanding: 116.78, overdue: 0 },
    });

    const csv = await (await fetch(`${t.url}/companies/mine/statement.csv`, { headers: buyer.headers })).text();
    const rows = csv.trim().split('\n');
    expect(rows[0]).toBe([...companyOrders.statementCsvHeader].join(','));
    expect(rows).toContain(`${yen.number},,${yen.createdAt.slice(0, 10)},${yen.dueDate},9340,1000,8340,no,JPY`);
    expect(rows).toContain(`${euro.number},,${euro.createdAt.slice(0, 10)},${euro.dueDate},56.75,0.00,56.75,no,EUR`);
    expect(rows.slice(-2)).toEqual(['Total,,,,9340,1000,8340,0,JPY', 'Total,,,,56.75,0.00,56.75,0.00,EUR']);
  });

  it("lists the store's company page invoices in their currencies", async () => {
    const company = await call(t, 'GET', `/companies/${companyId}`, { as: admin });
    expect(company.status).toBe(200);
    const invoices = company.body.invoices as { number: string; total: number; currency: string }[];
    expect(invoices.find((invoice) => invoice.number === euro.number)).toMatchObject({ total: 56.75, currency: 'EUR' });
    expect(invoices.find((invoice) => invoice.number === yen.number)).toMatchObject({ total: 9340, currency: 'JPY' });
  });

  it('takes a freight quote in the order’s currency and mails it in yen', async () => {
    const pending = await placeIn('JPY', '151.37', 1868);
    await t.app.db
      .updateTable('purchase_orders')
      .set({ freight_status: 'pending', freight_cents: null, due_date: null })
      .where('id', '=', pending._id)
      .execute();
    const setFreight = (amount: number) =>
      call(t, 'POST', `/purchase-orders/${pending._id}/freight`, {
        as: admin,
        body: { amount, carrier: 'Nippon Express' },
      });
    expect(await setFreight(2400.5)).toMatchObject({
      status: 400,
      body: { message: orderCurrency.tooManyDecimals(orderCurrency.labels.freightAmount, 'JPY', 0) },
    });
    const set = await setFreight(2400);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ currency: 'JPY', freight: 2400, freightStatus: 'charged', total: 11_740 });
    const stored = await t.app.db
      .selectFrom('purchase_orders')
      .select(['freight_cents', 'total_cents'])
      .where('id', '=', pending._id)
      .executeTakeFirstOrThrow();
    expect([Number(stored.freight_cents), Number(stored.total_cents)]).toEqual([2400, 11_740]);
    await t.app.outbox.drain();
    const mail = mailsTo(t.database.dataDir, buyer.email).at(-1)!;
    expect(mail).toContain('¥2,400');
    expect(mail).toContain('¥11,740');
  });
});
