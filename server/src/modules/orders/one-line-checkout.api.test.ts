import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { call, signUp, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { insertCompany, insertMember } from '../companies/companies.test-helpers.ts';
import { plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

const shipTo = { address: '9 Anvil Street\nSheffield S1 4PD', phone: '+44 114 496 0177' };
const m = messages.purchaseOrders;

/**
 * Issue 27: the Purchase page is a one-line checkout. POST /orders takes the checkout's PO number,
 * requested date, notes, save-to-profile and payment method by the checkout's own rules, and the
 * purchase order it places follows the company's approvals and terms as a checkout's does.
 */
describe.each(testDatabaseKinds)('POST /orders as a one-line checkout on %s', (kind) => {
  let t: TestApp;
  let product: Product;
  let serial = 0;

  const newBuyer = async () => {
    serial += 1;
    return signUp(t, `one-line-${serial}@example.com`, `One Line ${serial}`);
  };
  const order = (as: SignedIn, fields: Record<string, unknown> = {}) =>
    call(t, 'POST', '/orders', {
      as,
      body: {
        productId: product._id,
        productQuantity: product.minimum,
        buyerAddress: shipTo.address,
        phone: shipTo.phone,
        ...fields,
      },
    });
  const purchaseOrderOf = async (as: SignedIn, placed: { body: { purchaseOrderId: string } }) =>
    (await call(t, 'GET', `/purchase-orders/${placed.body.purchaseOrderId}`, { as })).body;
  const profileOf = async (as: SignedIn) =>
    ((await call(t, 'GET', `/user/${encodeURIComponent(as.email)}`, { as })).body as { shipToAddress?: string }[])[0];
  const stock = async () => (await call(t, 'GET', `/products/${product._id}`)).body.total as number;

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '1000' });
    product = (await plainProducts(t, 1))[0]!;
  });
  afterAll(async () => t?.close());

  it('puts the PO number, requested date and notes on the purchase order, and saves the ship-to when asked', async () => {
    const buyer = await newBuyer();
    const placed = await order(buyer, {
      poNumber: '  PO-4471/B  ',
      requestedDate: '2099-03-14',
      notes: 'Deliver to goods-in, gate 2.',
      saveShipTo: true,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // The original API's answer is unchanged: the order (the line).
    expect(placed.body).toMatchObject({ productQuantity: product.minimum, buyerAddress: shipTo.address });
    expect(await purchaseOrderOf(buyer, placed)).toMatchObject({
      poNumber: 'PO-4471/B',
      requestedDate: '2099-03-14',
      notes: 'Deliver to goods-in, gate 2.',
      shipTo,
      status: 'unpaid',
      paymentMethod: 'card',
    });
    expect(await profileOf(buyer)).toMatchObject({ shipToAddress: shipTo.address, phone: shipTo.phone });
  });

  it('leaves the profile alone and the new fields empty for a caller of the original API', async () => {
    const buyer = await newBuyer();
    const placed = await order(buyer);
    expect(placed.status).toBe(201);
    expect(await purchaseOrderOf(buyer, placed)).toMatchObject({ poNumber: null, requestedDate: null, notes: '' });
    expect((await profileOf(buyer))?.shipToAddress ?? '').toBe('');
  });

  it('refuses what the checkout refuses, with the checkout’s message, and takes nothing', async () => {
    const buyer = await newBuyer();
    const before = await stock();
    const cases: [Record<string, unknown>, string][] = [
      [{ poNumber: 'P'.repeat(36) }, m.poNumberTooLong(35)],
      [{ poNumber: 'PO-1\nPO-2' }, messages.validation.oneLine(messages.validation.fieldNames.poNumber)],
      [{ requestedDate: '2001-01-01' }, m.dateInPast],
      [{ requestedDate: '2030-02-31' }, m.dateFormat],
      [{ paymentMethod: 'account' }, m.paymentMethod],
      [{ paymentMethod: 'cheque' }, m.paymentMethod],
    ];
    for (const [fields, message] of cases) {
      const refused = await order(buyer, fields);
      expect({ fields, status: refused.status, message: refused.body.message }).toEqual({
        fields,
        status: 400,
        message,
      });
      // The same body at checkout gets the same answer.
      await call(t, 'PUT', `/cart/lines/${product._id}`, { as: buyer, body: { quantity: product.minimum } });
      const atCheckout = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo, ...fields } });
      expect({ fields, message: atCheckout.body.message }).toEqual({ fields, message });
    }
    expect(await stock()).toBe(before);
    expect((await call(t, 'GET', '/purchase-orders', { as: buyer })).body).toEqual([]);
  });

  describe('a company buyer', () => {
    let companyId: string;
    const member = async (role: 'admin' | 'buyer') => {
      const signedIn = await newBuyer();
      await insertMember(t, companyId, await userIdOf(t, signedIn.email), role);
      return signedIn;
    };

    beforeAll(async () => {
      // Approvals above the price of 3 units; net 30 with room for far more.
      companyId = await insertCompany(t, {
        paymentTerms: 'net30',
        creditLimitCents: 100_000_000,
        approvalThresholdCents: Math.round(product.price * 100 * 3),
      });
    });

    it('waits for approval above the company’s threshold, as at checkout', async () => {
      const buyer = await member('buyer');
      const placed = await order(buyer, { productQuantity: Math.max(product.minimum, 4), poNumber: 'APPROVE-ME' });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(await purchaseOrderOf(buyer, placed)).toMatchObject({
        status: 'pending_approval',
        companyId,
        poNumber: 'APPROVE-ME',
      });
    });

    it('pays on account with the company’s terms: confirmed, invoiced with its due date', async () => {
      const admin = await member('admin');
      const placed = await order(admin, { paymentMethod: 'account', poNumber: 'ACC-7' });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const po = await purchaseOrderOf(admin, placed);
      expect(po).toMatchObject({ status: 'confirmed', paymentMethod: 'account', paymentTerms: 'net30', companyId });
      expect(po.dueDate).toEqual(expect.any(String));
      expect(po.documents.map((d: { type: string }) => d.type)).toContain('invoice');
    });
  });
});
