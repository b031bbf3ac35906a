import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { dueDateOf } from '#shared/companies/company-rules.ts';
import { messages } from '#shared/messages.ts';
import { companies as cm } from '#shared/messages/companies.ts';
import { companyOrders } from '#shared/messages/company-orders.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { mailsTo } from '../../testing/mail-outbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { insertCompany, insertMember } from '../companies/companies.test-helpers.ts';
import { buildApp } from '../../app.ts';
import { remindOverdueInvoices } from './overdue-reminders.ts';
import { fillCart, plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

const shipTo = { address: '4 Crucible Way, Sheffield', phone: '+44 114 496 0101' };
/** Mails are sent after the answer: give them a moment to land in the outbox. */
const mailsSettle = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * docs/product/companies.md: the contract discount in every price a member pays, approvals,
 * paying on account with its credit check, transfers, the overdue reminder, the statement, the
 * invoice's terms and the overview's receivables.
 */
describe.each(testDatabaseKinds)('company orders on %s', (kind) => {
  let t: TestApp;
  let storeAdmin: SignedIn;
  let companyAdmin: SignedIn;
  let outsider: SignedIn;
  let companyId: string;
  let product: Product;
  let serial = 0;

  const stock = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('products')
          .select('total')
          .where('id', '=', Number(product._id))
          .executeTakeFirstOrThrow()
      ).total,
    );
  /** A new member of the company (or of `company`). */
  const member = async (role: 'admin' | 'buyer', monthlyLimitCents: number | null = null, company = companyId) => {
    serial += 1;
    const signedIn = await signUp(t, `member-${serial}@company.example`, `Member ${serial}`);
    await insertMember(t, company, await userIdOf(t, signedIn.email), role, monthlyLimitCents);
    return signedIn;
  };
  /** Puts `quantity` of the product in the cart through the cart's API (the account's price) and checks out. */
  const order = async (as: SignedIn, quantity: number, body: Record<string, unknown> = {}) => {
    const put = await call(t, 'PUT', `/cart/lines/${product._id}`, { as, body: { quantity } });
    expect(put.status).toBe(200);
    return call(t, 'POST', '/purchase-orders', { as, body: { shipTo, ...body } });
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'store@example.com',
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
    });
    storeAdmin = await signUpAdmin(t, 'store@example.com', 'Store Admin');
    outsider = await signUp(t, 'outsider@example.com', 'Oona Outsider');
    // $100.00 a unit, 10 % contract discount ($90.00), approvals above $500, net 30 and $2,000 of credit.
    product = (await plainProducts(t, 1))[0]!;
    await t.app.db
      .updateTable('products')
      .set({ price_cents: 10_000, minimum: 1, total: 100_000 })
      .where('id', '=', Number(product._id))
      .execute();
    t.app.catalogCache.invalidate();
    product = (await call(t, 'GET', `/products/${product._id}`)).body as Product;
    companyId = await insertCompany(t, {
      name: 'Acme Alloys',
      paymentTerms: 'net30',
      creditLimitCents: 200_000,
      discountBp: 1_000,
      approvalThresholdCents: 50_000,
    });
    companyAdmin = await member('admin');
  });
  afterAll(async () => t?.close());

  describe('contract discount', () => {
    it('prices the cart, the checkout and POST /orders at the member price; the product answer stays public', async () => {
      const buyer = await member('buyer');
      expect(product.price).toBe(100);
      await call(t, 'PUT', `/cart/lines/${product._id}`, { as: buyer, body: { quantity: 2 } });
      const cart = (await call(t, 'GET', '/cart', { as: buyer })).body;
      expect(cart.lines[0]).toMatchObject({ unitPrice: 90, lineTotal: 180 });
      expect(cart.total).toBe(180);
      await call(t, 'PUT', `/cart/lines/${product._id}`, { as: outsider, body: { quantity: 2 } });
      expect((await call(t, 'GET', '/cart', { as: outsider })).body.lines[0]).toMatchObject({ unitPrice: 100 });
      await call(t, 'DELETE', '/cart', { as: outsider });

      const placed = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo } });
      expect(placed.status).toBe(201);
      expect(placed.body).toMatchObject({ total: 180, status: 'unpaid', companyId, paymentMethod: 'card' });
      expect(placed.body.lines[0]).toMatchObject({ unitPrice: 90, lineTotal: 180 });

      const single = await call(t, 'POST', '/orders', {
        as: buyer,
        body: { productId: product._id, productQuantity: 3, buyerAddress: shipTo.address, phone: shipTo.phone },
      });
      expect(single.status).toBe(201);
      expect(single.body).toMatchObject({ unitPrice: 90, productPrice: 270 });
      expect((await call(t, 'GET', `/products/${product._id}`)).body.price).toBe(100);
    });

    it('never trusts a price the member did not get: a cart line at the list price is refused (409), nothing taken', async () => {
      const buyer = await member('buyer');
      await fillCart(t, await userIdOf(t, buyer.email), [{ product, quantity: 1 }]);
      const before = await stock();
      const placed = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo } });
      expect(placed.status).toBe(409);
      expect(placed.body.message).toContain('$90.00');
      expect(await stock()).toBe(before);
    });

    it('Order again and quick order add lines at the member price, the one the checkout then accepts', async () => {
      const buyer = await member('buyer');
      const first = await order(buyer, 1);
      expect(first.status).toBe(201);
      const again = await call(t, 'POST', `/cart/reorder/${first.body._id}`, { as: buyer });
      expect(again.status).toBe(200);
      expect(again.body.cart.lines[0]).toMatchObject({ unitPrice: 90, lineTotal: 90 });
      const quick = await call(t, 'POST', '/cart/quick-order', { as: buyer, body: { text: `${product.sku} 2` } });
      expect(quick.status).toBe(200);
      expect(quick.body.cart.lines[0]).toMatchObject({ quantity: 3, unitPrice: 90, lineTotal: 270 });
      const placed = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo } });
      expect(placed.status).toBe(201);
      expect(placed.body.total).toBe(270);
    });
  });

  describe('approvals', () => {
    it('holds a buyer order above the threshold with its stock taken, mails the admins, lists it for them; approval goes on as unpaid', async () => {
      const buyer = await member('buyer');
      const before = await stock();
      const placed = await order(buyer, 6); // 6 × $90 = $540 > $500
      expect(placed.status).toBe(201);
      expect(placed.body.status).toBe('pending_approval');
      expect(placed.body.events.map((e: { type: string }) => e.type)).toEqual(['placed', 'approval_requested']);
      expect(await stock()).toBe(before - 6);

      const waiting = await call(t, 'GET', '/purchase-orders?status=pending_approval', { as: companyAdmin });
      expect(waiting.body.map((po: PurchaseOrder) => po._id)).toContain(placed.body._id);
      const outsiders = await call(t, 'GET', '/purchase-orders?status=pending_approval', { as: outsider });
      expect(outsiders.body).toEqual([]);

      await mailsSettle();
      const mail = mailsTo(t.database.dataDir, companyAdmin.email).find((m) => m.includes(placed.body.number));
      expect(mail).toContain('/dashboard/approvals');
      expect(mail).toContain('approval threshold of $500.00');
      // The buyer's own mail says it waits, and asks for no payment yet.
      const received = mailsTo(t.database.dataDir, buyer.email).find((m) =>
        m.includes(`Order ${placed.body.number} received`),
      );
      expect(received).toContain(companyOrders.mail.waitingNextStep);
      expect(received).not.toContain(`/dashboard/purchase-orders/${placed.body._id}/pay`);

      const approved = await call(t, 'POST', `/purchase-orders/${placed.body._id}/approve`, { as: companyAdmin });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'unpaid', approvedBy: await userIdOf(t, companyAdmin.email) });
      expect(approved.body.events.map((e: { type: string }) => e.type)).toContain('approved');
      expect(await stock()).toBe(before - 6);
      await mailsSettle();
      expect(
        mailsTo(t.database.dataDir, buyer.email).some((m) => m.includes(`Order ${placed.body.number} was approved`)),
      ).toBe(true);
      const twice = await call(t, 'POST', `/purchase-orders/${placed.body._id}/approve`, { as: companyAdmin });
      expect(twice.status).toBe(409);
    });

    it("holds the order that takes the month above the buyer's limit; rejection is final and returns the stock", async () => {
      const buyer = await member('buyer', 20_000); // $200 a month
      const first = await order(buyer, 2); // $180
      expect(first.body.status).toBe('unpaid');
      const before = await stock();
      const second = await order(buyer, 1); // $270 this month > $200
      expect(second.body.status).toBe('pending_approval');
      expect(await stock()).toBe(before - 1);

      const empty = await call(t, 'POST', `/purchase-orders/${second.body._id}/reject`, { as: companyAdmin, body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe(cm.reasonRequired);
      const rejected = await call(t, 'POST', `/purchase-orders/${second.body._id}/reject`, {
        as: companyAdmin,
        body: { reason: 'Over budget this month' },
      });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({
        status: 'rejected',
        rejectedReason: 'Over budget this month',
        outstanding: 0,
      });
      expect(await stock()).toBe(before);
      const after = await call(t, 'POST', `/purchase-orders/${second.body._id}/approve`, { as: companyAdmin });
      expect(after.status).toBe(409);
      await mailsSettle();
      expect(mailsTo(t.database.dataDir, buyer.email).some((m) => m.includes('Over budget this month'))).toBe(true);
    });

    it('a waiting order, and a line of it, cannot be paid by card before it is approved', async () => {
      const buyer = await member('buyer');
      const placed = await order(buyer, 6);
      expect(placed.body.status).toBe('pending_approval');
      const whole = await call(t, 'POST', '/create-payment-intent', {
        as: buyer,
        body: { purchaseOrderId: placed.body._id },
      });
      expect(whole.status).toBe(409);
      const line = await call(t, 'POST', '/create-payment-intent', {
        as: buyer,
        body: { orderId: placed.body.lines[0]._id },
      });
      expect(line.status).toBe(409);
      expect(line.body.message).toBe(companyOrders.payWithOrder);
    });

    it("a company admin's own orders need no approval", async () => {
      const admin = await member('admin');
      const placed = await order(admin, 7);
      expect(placed.body.status).toBe('unpaid');
    });

    it('only a company admin of that company decides, never on their own order', async () => {
      const buyer = await member('buyer');
      const colleague = await member('buyer');
      const placed = await order(buyer, 6);
      expect(placed.body.status).toBe('pending_approval');
      const id = placed.body._id as string;
      const otherCompany = await insertCompany(t, { name: 'Other Metals' });
      const otherAdmin = await member('admin', null, otherCompany);

      expect((await call(t, 'POST', `/purchase-orders/${id}/approve`, { as: storeAdmin })).status).toBe(403);
      expect((await call(t, 'POST', `/purchase-orders/${id}/approve`, { as: buyer })).body.message).toBe(
        companyOrders.ownOrder,
      );
      expect((await call(t, 'POST', `/purchase-orders/${id}/approve`, { as: colleague })).status).toBe(404);
      expect((await call(t, 'POST', `/purchase-orders/${id}/approve`, { as: otherAdmin })).status).toBe(404);
      expect((await call(t, 'POST', `/purchase-orders/${id}/approve`, { as: outsider })).status).toBe(404);
      expect((await call(t, 'POST', `/purchase-orders/${id}/approve`)).status).toBe(401);
      expect((await call(t, 'POST', '/purchase-orders/nope/approve', { as: companyAdmin })).status).toBe(404);

      // A buyer promoted to admin while their order waits still cannot approve it.
      await t.app.db
        .updateTable('company_members')
        .set({ role: 'admin' })
        .where('user_id', '=', await userIdOf(t, buyer.email))
        .execute();
      const own = await call(t, 'POST', `/purchase-orders/${id}/reject`, { as: buyer, body: { reason: 'mine' } });
      expect(own.status).toBe(403);
      expect(own.body.message).toBe(companyOrders.ownOrder);
      const status = (await call(t, 'GET', `/purchase-orders/${id}`, { as: buyer })).body.status;
      expect(status).toBe('pending_approval');
    });

    it('an approval and a rejection at once: one wins, the other 409, the stock counted once', async () => {
      for (let round = 0; round < 4; round += 1) {
        const buyer = await member('buyer');
        const before = await stock();
        const placed = await order(buyer, 6);
        const id = placed.body._id as string;
        const [approve, reject] = await Promise.all([
          call(t, 'POST', `/purchase-orders/${id}/approve`, { as: companyAdmin }),
          call(t, 'POST', `/purchase-orders/${id}/reject`, { as: companyAdmin, body: { reason: 'No' } }),
        ]);
        expect([approve.status, reject.status].sort()).toEqual([200, 409]);
        const final = (await call(t, 'GET', `/purchase-orders/${id}`, { as: buyer })).body as PurchaseOrder;
        if (approve.status === 200) {
          expect(final.status).toBe('unpaid');
          expect(await stock()).toBe(before - 6);
        } else {
          expect(final.status).toBe('rejected');
          expect(await stock()).toBe(before);
        }
        const decisions = final.events.filter((e) => e.type === 'approved' || e.type === 'rejected');
        expect(decisions).toHaveLength(1);
      }
    });

    it('times a waiting order out like an unpaid one, its stock returned', async () => {
      const buyer = await member('buyer');
      const before = await stock();
      const placed = await order(buyer, 6);
      await t.app.db
        .updateTable('purchase_orders')
        .set({ created_at: '2020-01-01T00:00:00.000Z' })
        .where('id', '=', placed.body._id)
        .execute();
      const { expireUnpaidOrders } = await import('./expire-unpaid-orders.ts');
      await expireUnpaidOrders(t.app);
      expect((await call(t, 'GET', `/purchase-orders/${placed.body._id}`, { as: buyer })).body.status).toBe(
        'cancelled',
      );
      expect(await stock()).toBe(before);
    });
  });

  it('an approval and the timeout at once: approved and kept, or timed out and refused 409; the stock counted once', async () => {
    const { expireUnpaidOrders } = await import('./expire-unpaid-orders.ts');
    for (let round = 0; round < 3; round += 1) {
      const buyer = await member('buyer');
      const before = await stock();
      const placed = await order(buyer, 6);
      await t.app.db
        .updateTable('purchase_orders')
        .set({ created_at: '2020-01-01T00:00:00.000Z' })
        .where('id', '=', placed.body._id)
        .execute();
      const [approve] = await Promise.all([
        call(t, 'POST', `/purchase-orders/${placed.body._id}/approve`, { as: companyAdmin }),
        expireUnpaidOrders(t.app),
      ]);
      const final = (await call(t, 'GET', `/purchase-orders/${placed.body._id}`, { as: buyer })).body as PurchaseOrder;
      if (approve.status === 200) {
        expect(final.status).toBe('unpaid');
        expect(await stock()).toBe(before - 6);
      } else {
        expect(approve.status).toBe(409);
        expect(final.status).toBe('cancelled');
        expect(await stock()).toBe(before);
      }
    }
  });

  describe('pay on account', () => {
    it('confirms the order with terms and due date, issues the invoice at once and mails it to the admins', async () => {
      const admin = await member('admin');
      const placed = await order(admin, 2, { paymentMethod: 'account', poNumber: 'ACC-1' });
      expect(placed.status).toBe(201);
      const today = new Date().toISOString();
      expect(placed.body).toMatchObject({
        status: 'confirmed',
        paymentMethod: 'account',
        paymentStatus: 'unpaid',
        paymentTerms: 'net30',
        dueDate: dueDateOf(today, 'net30'),
        overdue: false,
        amountPaid: 0,
        outstanding: 180,
      });
      expect(placed.body.documents.map((d: { type: string }) => d.type)).toContain('invoice');
      // The invoice mail waits for its PDF, built on a worker thread: wait for the outbox, not a while.
      await t.app.outbox.drain();
      for (const to of [companyAdmin.email, admin.email]) {
        const mail = mailsTo(t.database.dataDir, to).find((m) =>
          m.includes(`Invoice ${placed.body.number} on account`),
        );
        expect(mail).toContain(`/purchase-orders/${placed.body._id}/invoice.pdf`);
      }

      // The invoice prints the terms and the due date.
      const pdf = await fetch(`${t.url}/purchase-orders/${placed.body._id}/invoice.pdf`, { headers: admin.headers });
      expect(pdf.status).toBe(200);
      const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
      const { text } = await parser.getText();
      await parser.destroy();
      expect(text).toContain('Payment terms');
      expect(text).toContain('Net 30');
      expect(text).toContain('Due date');
      expect(text).toContain('Outstanding: $180.00');

      // Fulfilled before it is paid.
      const shipped = await call(t, 'POST', `/purchase-orders/${placed.body._id}/ship`, {
        as: storeAdmin,
        body: { carrier: 'DHL', trackingNumber: 'JD0001' },
      });
      expect(shipped.status).toBe(200);
      expect(shipped.body).toMatchObject({ status: 'shipped', paymentStatus: 'unpaid', outstanding: 180 });
    });

    it('refuses with a clear 400, nothing taken: no company, no terms, over the credit limit, an overdue invoice', async () => {
      await call(t, 'PUT', `/cart/lines/${product._id}`, { as: outsider, body: { quantity: 1 } });
      const alone = await call(t, 'POST', '/purchase-orders', {
        as: outsider,
        body: { shipTo, paymentMethod: 'account' },
      });
      expect(alone.status).toBe(400);
      expect(alone.body.message).toBe(messages.purchaseOrders.paymentMethod);
      await call(t, 'DELETE', '/cart', { as: outsider });

      const noTerms = await member('admin', null, await insertCompany(t, { name: 'Cash Only Ltd' }));
      const refused = await order(noTerms, 1, { paymentMethod: 'account' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(cm.creditProblems.noTerms);

      const admin = await member('admin');
      const before = await stock();
      const tooMuch = await order(admin, 40, { paymentMethod: 'account' }); // $3,600 > $2,000
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.message).toMatch(/available credit of \$[\d,.]+/);
      expect(await stock()).toBe(before);
      expect((await call(t, 'GET', '/cart', { as: admin })).body.lines).toHaveLength(1);

      const late = await order(admin, 1, { paymentMethod: 'account' });
      expect(late.status).toBe(201);
      await t.app.db
        .updateTable('purchase_orders')
        .set({ due_date: '2020-01-31' })
        .where('id', '=', late.body._id)
        .execute();
      expect((await call(t, 'GET', `/purchase-orders/${late.body._id}`, { as: admin })).body.overdue).toBe(true);
      const blocked = await order(admin, 1, { paymentMethod: 'account' });
      expect(blocked.status).toBe(400);
      expect(blocked.body.message).toBe(cm.creditProblems.overdue);
      // Paid, it no longer blocks.
      const paid = await call(t, 'POST', `/purchase-orders/${late.body._id}/payments`, {
        as: storeAdmin,
        body: { amount: 90, reference: 'BACS 991', receivedAt: '2020-02-03' },
      });
      expect(paid.body).toMatchObject({ paymentStatus: 'paid', outstanding: 0, overdue: false });
      expect(
        (await call(t, 'POST', '/purchase-orders', { as: admin, body: { shipTo, paymentMethod: 'account' } })).status,
      ).toBe(201);
    });

    it("a buyer's order on account above the threshold waits first, holding its credit; approved, it is confirmed and due from then", async () => {
      const buyer = await member('buyer');
      const placed = await order(buyer, 6, { paymentMethod: 'account' });
      expect(placed.body).toMatchObject({
        status: 'pending_approval',
        paymentMethod: 'account',
        dueDate: null,
        outstanding: 0,
      });
      expect(placed.body.documents).toEqual([]);
      const approved = await call(t, 'POST', `/purchase-orders/${placed.body._id}/approve`, { as: companyAdmin });
      expect(approved.body).toMatchObject({
        status: 'confirmed',
        dueDate: dueDateOf(new Date().toISOString(), 'net30'),
        outstanding: 540,
      });
      expect(approved.body.events.map((e: { type: string }) => e.type)).toEqual([
        'placed',
        'approval_requested',
        'approved',
        'invoiced',
      ]);
    });
  });

  describe('payments, reminders, statement, receivables', () => {
    let invoice: PurchaseOrder;
    let payer: SignedIn;

    beforeAll(async () => {
      payer = await member('admin');
      invoice = (await order(payer, 5, { paymentMethod: 'account', poNumber: '=cmd|PO-77' })).body; // $450
    });

    it('records transfers: part payments add up, more than is owed is refused, paid in full is paid', async () => {
      const pay = (amount: number, as = storeAdmin) =>
        call(t, 'POST', `/purchase-orders/${invoice._id}/payments`, {
          as,
          body: { amount, reference: `TR-${amount}`, receivedAt: '2026-11-20' },
        });
      expect((await pay(10, payer)).status).toBe(403);
      expect((await pay(0)).status).toBe(400);
      const first = await pay(150.5);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ amountPaid: 150.5, outstanding: 299.5, paymentStatus: 'unpaid' });
      const over = await pay(299.51);
      expect(over.status).toBe(400);
      expect(over.body.message).toBe(companyOrders.overpaid('$299.50'));
      const rest = await pay(299.5);
      expect(rest.body).toMatchObject({ amountPaid: 450, outstanding: 0, paymentStatus: 'paid', status: 'confirmed' });
      expect((await pay(0.01)).status).toBe(400);
      const rows = await t.app.db
        .selectFrom('purchase_order_payments')
        .select(['amount_cents', 'method'])
        .where('purchase_order_id', '=', invoice._id)
        .orderBy('amount_cents')
        .execute();
      expect(rows.map((row) => [Number(row.amount_cents), row.method])).toEqual([
        [15_050, 'transfer'],
        [29_950, 'transfer'],
      ]);
      const card = (await order(outsider, 1)).body as PurchaseOrder;
      const onCard = await call(t, 'POST', `/purchase-orders/${card._id}/payments`, {
        as: storeAdmin,
        body: { amount: 1, reference: 'x', receivedAt: '2026-11-20' },
      });
      expect(onCard.status).toBe(409);
      expect(
        (
          await call(t, 'POST', `/purchase-orders/nope/payments`, {
            as: storeAdmin,
            body: { amount: 1, reference: 'x', receivedAt: '2026-11-20' },
          })
        ).status,
      ).toBe(404);
    });

    it('pays an invoice on account by card: a card payment row, paid, the order stays in its life', async () => {
      const placed = (await order(payer, 1, { paymentMethod: 'account' })).body as PurchaseOrder;
      const { payByCard } = await import('./purchase-orders.test-helpers.ts');
      const paid = await payByCard(t, payer, placed._id);
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', outstanding: 0, amountPaid: 90 });
      const rows = await t.app.db
        .selectFrom('purchase_order_payments')
        .select(['amount_cents', 'method'])
        .where('purchase_order_id', '=', placed._id)
        .execute();
      expect(rows.map((row) => [Number(row.amount_cents), row.method])).toEqual([[9_000, 'card']]);
    });

    it('mails one overdue reminder per invoice however many processes sweep at once', async () => {
      const late = (await order(payer, 2, { paymentMethod: 'account' })).body as PurchaseOrder;
      await t.app.db
        .updateTable('purchase_orders')
        .set({ due_date: '2020-03-01' })
        .where('id', '=', late._id)
        .execute();
      // On PostgreSQL a second instance of the app on the same database and outbox, as a second
      // process runs (README: several processes share one PostgreSQL); SQLite is served by one
      // process, whose sweeps may still overlap.
      const second = kind === 'postgres' ? await buildApp({ ...t.config, seedDemo: false }) : t.app;
      await second.ready();
      const claims = await Promise.all([
        remindOverdueInvoices(t.app),
        remindOverdueInvoices(second),
        remindOverdueInvoices(t.app),
        remindOverdueInvoices(second),
      ]).finally(() => (second === t.app ? undefined : second.close()));
      const head = await t.app.db
        .selectFrom('purchase_orders')
        .selectAll()
        .where('id', '=', late._id)
        .executeTakeFirstOrThrow();
      expect(head.overdue_notified_at).not.toBeNull();
      expect(claims.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      expect(await remindOverdueInvoices(t.app)).toBe(0);
      await t.app.outbox.drain();
      for (const to of [companyAdmin.email, payer.email]) {
        const reminders = mailsTo(t.database.dataDir, to).filter((m) =>
          m.includes(`Invoice ${late.number} is overdue`),
        );
        expect(reminders).toHaveLength(1);
      }
      const events = (await call(t, 'GET', `/purchase-orders/${late._id}`, { as: payer })).body.events as {
        type: string;
      }[];
      expect(events.filter((e) => e.type === 'overdue_reminder')).toHaveLength(1);
      // Settle it so later checks of this company are not blocked.
      await call(t, 'POST', `/purchase-orders/${late._id}/payments`, {
        as: storeAdmin,
        body: { amount: 180, reference: 'late', receivedAt: '2026-11-21' },
      });
    });

    it("answers the company's open invoices with totals to its admins, as JSON and CSV; receivables on the overview", async () => {
      const open = (await order(payer, 3, { paymentMethod: 'account', poNumber: '=HYPERLINK(1)' }))
        .body as PurchaseOrder;
      const statement = await call(t, 'GET', '/companies/mine/statement', { as: companyAdmin });
      expect(statement.status).toBe(200);
      const row = statement.body.invoices.find((i: { _id: string }) => i._id === open._id);
      expect(row).toMatchObject({
        number: open.number,
        poNumber: '=HYPERLINK(1)',
        amount: 270,
        paid: 0,
        outstanding: 270,
        overdue: false,
        dueDate: open.dueDate,
      });
      expect(statement.body.invoices.some((i: { _id: string }) => i._id === invoice._id)).toBe(false);
      const sum = statement.body.invoices.reduce(
        (total: number, i: { outstanding: number }) => total + Math.round(i.outstanding * 100),
        0,
      );
      expect(Math.round(statement.body.totals.outstanding * 100)).toBe(sum);

      const csv = await fetch(`${t.url}/companies/mine/statement.csv`, { headers: companyAdmin.headers });
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const text = await csv.text();
      expect(text.split('\n')[0]).toBe('Invoice,PO number,Date,Due date,Amount,Paid,Outstanding,Overdue,Currency');
      expect(text).toContain(`${open.number},'=HYPERLINK(1),`);
      expect(text).toMatch(/Total,,,,[\d.]+,[\d.]+,[\d.]+,[\d.]+,USD/);

      const buyer = await member('buyer');
      expect((await call(t, 'GET', '/companies/mine/statement', { as: buyer })).status).toBe(403);
      expect((await call(t, 'GET', '/companies/mine/statement', { as: outsider })).status).toBe(404);
      expect((await call(t, 'GET', '/companies/mine/statement.csv', { as: outsider })).status).toBe(404);

      const overview = await call(t, 'GET', '/stats/overview', { as: storeAdmin });
      expect(overview.body.receivables).toEqual({
        open: statement.body.totals.outstanding,
        overdue: statement.body.totals.overdue,
      });
    });
  });
});
