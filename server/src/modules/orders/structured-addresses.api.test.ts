import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { addressTexts } from '#shared/messages/addresses.ts';
import { messages } from '#shared/messages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { join } from '../companies/companies.test-helpers.ts';
import { fillCart, plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

const stuttgart = {
  name: 'Dr. Eva Klein',
  company: 'Aerotek GmbH',
  line1: 'Königstraße 10',
  line2: 'Tor 3',
  city: 'Stuttgart',
  region: 'DE-BW',
  postalCode: '70173',
  country: 'DE',
};
const phone = '+49 711 555 0100';

describe.each(testDatabaseKinds)('structured addresses (PRODUCT.md §16) on %s', (kind) => {
  let t: TestApp;
  let buyer: SignedIn;
  let companyAdmin: SignedIn;
  let member: SignedIn;
  let products: Product[];

  const checkout = async (as: SignedIn, shipTo: unknown) => {
    await fillCart(t, await userIdOf(t, as.email), [{ product: products[0]!, quantity: products[0]!.minimum }]);
    return call(t, 'POST', '/purchase-orders', { as, body: { shipTo } });
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
      WRITE_BUDGET_PER_MINUTE: '1000',
    });
    [buyer, companyAdmin, member] = await Promise.all([
      signUp(t, 'alone@example.com', 'Alan Alone'),
      signUp(t, 'boss@example.com', 'Bo Boss'),
      signUp(t, 'member@example.com', 'Mia Member'),
    ]);
    products = await plainProducts(t, 2);
  });
  afterAll(async () => t?.close());

  it('keeps a structured ship-to whole, prints it in the country’s order, and bills a buyer alone at it', async () => {
    const placed = await checkout(buyer, { ...stuttgart, phone });
    expect(placed.status).toBe(201);
    const po = placed.body as PurchaseOrder;
    const text = 'Dr. Eva Klein\nAerotek GmbH\nKönigstraße 10\nTor 3\n70173 Stuttgart\nGermany';
    expect(po.shipTo).toEqual({ ...stuttgart, address: text, phone });
    expect(po.billTo).toEqual({ name: 'Alan Alone', address: { ...stuttgart, address: text }, taxIds: [] });
    // Read back the same, and the line's SPEC.md buyerAddress is the printed text.
    const read = (await call(t, 'GET', `/purchase-orders/${po._id}`, { as: buyer })).body as PurchaseOrder;
    expect(read.shipTo).toEqual(po.shipTo);
    const line = (await call(t, 'GET', '/orders', { as: buyer })).body.find(
      (order: { purchaseOrderId: string }) => order.purchaseOrderId === po._id,
    );
    expect(line.buyerAddress).toBe(text);
    // Saved to the profile, structured, for the next checkout.
    const [profile] = (await call(t, 'GET', `/user/${buyer.email}`, { as: buyer })).body;
    expect(profile).toMatchObject({ shipToAddress: text, shipTo: { ...stuttgart, address: text } });
  });

  it('still takes the old free text, answers it as typed, and reads it as line1 in the home country', async () => {
    const placed = await checkout(buyer, { address: '1 Foundry Road\nPittsburgh PA', phone: '+1 412 555 0199' });
    expect(placed.status).toBe(201);
    expect((placed.body as PurchaseOrder).shipTo).toEqual({
      line1: '1 Foundry Road\nPittsburgh PA',
      city: '',
      country: 'US',
      address: '1 Foundry Road\nPittsburgh PA',
      phone: '+1 412 555 0199',
    });
    // And POST /orders (SPEC.md's purchase form) as it always was, or with a structured shipTo.
    const spec = await call(t, 'POST', '/orders', {
      as: buyer,
      body: { productId: products[1]!._id, productQuantity: products[1]!.minimum, buyerAddress: 'Dock 4', phone },
    });
    expect(spec.status).toBe(201);
    expect(spec.body.buyerAddress).toBe('Dock 4');
    const structured = await call(t, 'POST', '/orders', {
      as: buyer,
      body: {
        productId: products[1]!._id,
        productQuantity: products[1]!.minimum,
        buyerAddress: 'Königstraße 10, Stuttgart',
        phone,
        shipTo: stuttgart,
      },
    });
    expect(structured.status).toBe(201);
    const po = (await call(t, 'GET', `/purchase-orders/${structured.body.purchaseOrderId}`, { as: buyer }))
      .body as PurchaseOrder;
    expect(po.shipTo).toMatchObject({ ...stuttgart, phone });
  });

  it.each([
    [{ ...stuttgart, country: 'XX' }, addressTexts.unknownCountry('XX')],
    [{ ...stuttgart, region: 'DE-XX' }, addressTexts.unknownRegion('DE-XX', 'DE')],
    [{ ...stuttgart, region: 'US-PA' }, addressTexts.unknownRegion('US-PA', 'DE')],
    [{ line1: 'Königstraße 10', country: 'DE' }, addressTexts.cityRequired],
    [{}, messages.purchase.addressRequired],
  ])('refuses a ship-to that is not an address: %j → 400 naming the field', async (shipTo, message) => {
    const refused = await checkout(buyer, { ...shipTo, phone });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message });
  });

  it("bills a company member's order to the company, its billing address and tax ID, fixed when placed", async () => {
    const billing = {
      line1: '600 Grant Street',
      city: 'Pittsburgh',
      region: 'US-PA',
      postalCode: '15219',
      country: 'US',
    };
    const created = await call(t, 'POST', '/companies', {
      as: companyAdmin,
      body: { name: 'Keystone Alloys', taxId: '25-1234567', billingAddress: billing },
    });
    expect(created.status).toBe(201);
    await join(t, companyAdmin, member);
    const company = (await call(t, 'GET', '/companies/mine', { as: companyAdmin })).body;
    const billingText = '600 Grant Street\nPittsburgh, PA 15219\nUnited States of America';
    expect(company).toMatchObject({ billingAddress: billingText, billing: { ...billing, address: billingText } });

    const po = (await checkout(member, { ...stuttgart, phone })).body as PurchaseOrder;
    expect(po.billTo).toEqual({
      name: 'Keystone Alloys',
      address: { ...billing, address: billingText },
      taxIds: ['25-1234567'],
    });
    // A later move of the company does not rewrite the order's bill-to.
    const moved = await call(t, 'PATCH', '/companies/mine', {
      as: companyAdmin,
      body: { billingAddress: '2 New Street' },
    });
    expect(moved.status).toBe(200);
    const read = (await call(t, 'GET', `/purchase-orders/${po._id}`, { as: member })).body as PurchaseOrder;
    expect(read.billTo.address.line1).toBe('600 Grant Street');
  });

  it('keeps company ship-to addresses structured or as text, and the profile’s saved address', async () => {
    const patched = await call(t, 'PATCH', '/companies/mine', {
      as: companyAdmin,
      body: {
        addresses: [
          { label: 'Plant', ...stuttgart },
          { label: 'Old dock', address: 'Dock 9\nErie PA' },
        ],
      },
    });
    expect(patched.status).toBe(200);
    const { addresses } = (await call(t, 'GET', '/companies/mine', { as: companyAdmin })).body;
    expect(addresses).toMatchObject([
      { label: 'Plant', ...stuttgart, isDefault: true },
      { label: 'Old dock', line1: 'Dock 9\nErie PA', city: '', country: 'US', address: 'Dock 9\nErie PA' },
    ]);
    const badRegion = await call(t, 'PATCH', '/companies/mine', {
      as: companyAdmin,
      body: { addresses: [{ ...stuttgart, region: 'DE-ZZ' }] },
    });
    expect(badRegion).toMatchObject({ status: 400, body: { message: addressTexts.unknownRegion('DE-ZZ', 'DE') } });

    const profile = {
      name: 'Bo Boss',
      email: companyAdmin.email,
      picture: '/images/avatars/reviewer-2.svg',
      education: 'Keystone Alloys',
      location: 'Pittsburgh',
      phone,
      shipTo: stuttgart,
    };
    expect((await call(t, 'PUT', `/user/${companyAdmin.email}`, { as: companyAdmin, body: profile })).status).toBe(200);
    const [saved] = (await call(t, 'GET', `/user/${companyAdmin.email}`, { as: companyAdmin })).body;
    expect(saved.shipTo).toMatchObject(stuttgart);
    const refused = await call(t, 'PUT', `/user/${companyAdmin.email}`, {
      as: companyAdmin,
      body: { ...profile, shipTo: { ...stuttgart, country: 'QQ' } },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: addressTexts.unknownCountry('QQ') } });
  });
});
