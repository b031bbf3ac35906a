import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { documents } from '#shared/messages/documents.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { insertCompany, insertMember, shipTo } from '../companies/companies.test-helpers.ts';
import { payByCard, userIdOf } from './purchase-orders.test-helpers.ts';

/**
 * Where cut to length (PRODUCT.md §15, ADR 017) meets the company contract discount (§14) and the
 * invoice: a cut line's total is quantity × unit price + pieces × cut fee, the unit price being the
 * member's (after the price breaks, less the discount) and the cut fee a service the discount
 * leaves alone. Issue 27 planted a bug in each of these and both survived.
 */
describe.each(testDatabaseKinds)('cut lines for company members on %s', (kind) => {
  let t: TestApp;
  let storeAdmin: SignedIn;
  let member: SignedIn;
  let outsider: SignedIn;
  let bar: Product;

  /*
   * The bar: $42.50/m, $39.90/m from 10 m, $6.50 a cut. The member's company: 10 % off.
   *   7 × 1,250 mm = 8.75 m at $42.50 less 10 % = $38.25/m: 8.75 × 38.25 = $334.6875 → $334.69,
   *     + 7 × $6.50 = $45.50 → $380.19 (list price: $371.88 + $45.50 = $417.38).
   *   4 × 3,000 mm = 12 m at the break, $39.90 less 10 % = $35.91/m: $430.92 + 4 × $6.50 → $456.92.
   */
  const memberCut = { pieces: 7, lengthMm: 1250, unitPrice: 38.25, lineTotal: 380.19 };
  const memberBreakCut = { pieces: 4, lengthMm: 3000, unitPrice: 35.91, lineTotal: 456.92 };

  const addCut = (as: SignedIn, pieces: number, lengthMm: number) =>
    call(t, 'POST', '/cart/cuts', { as, body: { productId: bar._id, pieces, lengthMm } });

  async function invoiceText(as: SignedIn, purchaseOrderId: string): Promise<string> {
    const pdf = await fetch(`${t.url}/purchase-orders/${purchaseOrderId}/invoice.pdf`, { headers: as.headers });
    expect(pdf.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
    try {
      return (await parser.getText()).text;
    } finally {
      await parser.destroy();
    }
  }

  /**
   * The invoice's row of a cut line, as the PDF's text reads it: from the SKU and name, through the
   * cut ("Cut 7 × 1,250 mm, cut fee $6.50 each") and the weight, to quantity, unit price and line total.
   */
  const rowOf = (text: string, cut: { pieces: number; lengthMm: number }) => {
    const lines = text.split('\n');
    const at = lines.findIndex((line) => line.includes(`${cut.pieces} × ${cut.lengthMm.toLocaleString('en-US')} mm`));
    expect(at, `the invoice's row of ${cut.pieces} × ${cut.lengthMm} mm`).toBeGreaterThan(0);
    const next = lines.findIndex(
      (line, index) => index > at && (line.startsWith(bar.sku) || line.startsWith(`${documents.labels.total}:`)),
    );
    return lines.slice(at - 1, next).join(' ');
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'store@example.com',
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
    });
    [storeAdmin, member, outsider] = await Promise.all([
      signUpAdmin(t, 'store@example.com', 'Store Admin'),
      signUp(t, 'member@example.com', 'Mia Member'),
      signUp(t, 'outsider@example.com', 'Otto Outsider'),
    ]);
    const created = await call(t, 'POST', '/products', {
      as: storeAdmin,
      body: {
        name: 'Ti-6Al-4V bar by the metre, cut',
        picture: '/images/products/titanium-bar.svg',
        about: 'For the cut-line tests',
        origin: 'USA',
        form: 'bar',
        metal: 'titanium',
        unit: 'm',
        density: 4.43,
        dimensions: { diameter: 20 },
        price: 42.5,
        minimum: 0.1,
        total: 500,
        priceBreaks: [{ minQuantity: 10, price: 39.9 }],
        cutToLength: { minLengthMm: 50, maxLengthMm: 3000, cutFee: 6.5 },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    bar = created.body as Product;
    const companyId = await insertCompany(t, {
      name: 'Cutting Co.',
      paymentTerms: 'net30',
      creditLimitCents: 10_000_000,
      discountBp: 1_000,
    });
    await insertMember(t, companyId, await userIdOf(t, member.email), 'admin');
  });
  afterAll(async () => t?.close());

  it("prices a member's cut line with the contract discount on the metal, after the price breaks, and the cut fee undiscounted", async () => {
    await call(t, 'DELETE', '/cart', { as: member });
    const first = await addCut(member, memberCut.pieces, memberCut.lengthMm);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await addCut(member, memberBreakCut.pieces, memberBreakCut.lengthMm)).status).toBe(201);

    const cart = (await call(t, 'GET', '/cart', { as: member })).body;
    expect(cart.lines).toEqual([
      expect.objectContaining({
        quantity: 8.75,
        unitPrice: memberCut.unitPrice,
        lineTotal: memberCut.lineTotal,
        cut: { pieces: 7, lengthMm: 1250, cutFee: 6.5 },
      }),
      expect.objectContaining({
        quantity: 12,
        unitPrice: memberBreakCut.unitPrice,
        lineTotal: memberBreakCut.lineTotal,
        cut: { pieces: 4, lengthMm: 3000, cutFee: 6.5 },
      }),
    ]);
    expect(cart.lines.every((line: { problem?: string }) => line.problem === undefined)).toBe(true);
    expect(cart.total).toBe(837.11);

    // The checkout prices the same lines the same way (a different price would be a 409).
    const placed = await call(t, 'POST', '/purchase-orders', { as: member, body: { shipTo } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const po = placed.body as PurchaseOrder;
    expect(po.lines.map((line) => [line.quantity, line.unitPrice, line.lineTotal, line.cut?.cutFee])).toEqual([
      [8.75, memberCut.unitPrice, memberCut.lineTotal, 6.5],
      [12, memberBreakCut.unitPrice, memberBreakCut.lineTotal, 6.5],
    ]);
    expect(po.total).toBe(837.11);

    // POST /orders with pieces and length, as the original API takes a cut.
    const single = await call(t, 'POST', '/orders', {
      as: member,
      body: { productId: bar._id, pieces: 7, lengthMm: 1250, buyerAddress: shipTo.address, phone: shipTo.phone },
    });
    expect(single.status, JSON.stringify(single.body)).toBe(201);
    expect(single.body).toMatchObject({ unitPrice: memberCut.unitPrice, productPrice: memberCut.lineTotal });

    // Someone in no company pays the list price for the same cut.
    await call(t, 'DELETE', '/cart', { as: outsider });
    await addCut(outsider, 7, 1250);
    expect((await call(t, 'GET', '/cart', { as: outsider })).body.lines[0]).toMatchObject({
      unitPrice: 42.5,
      lineTotal: 417.38,
    });
  });

  it("prints a cut-line order's total on its invoice: quantity × unit price + pieces × cut fee for every line, summed", async () => {
    // On account: the invoice is issued at once, at the member's prices.
    await call(t, 'DELETE', '/cart', { as: member });
    await addCut(member, memberCut.pieces, memberCut.lengthMm);
    await addCut(member, memberBreakCut.pieces, memberBreakCut.lengthMm);
    const onAccount = await call(t, 'POST', '/purchase-orders', {
      as: member,
      body: { shipTo, paymentMethod: 'account' },
    });
    expect(onAccount.status, JSON.stringify(onAccount.body)).toBe(201);
    expect(onAccount.body).toMatchObject({ status: 'confirmed', total: 837.11, outstanding: 837.11 });
    const memberText = await invoiceText(member, onAccount.body._id);
    expect(rowOf(memberText, memberCut)).toContain('$38.25/m');
    expect(rowOf(memberText, memberCut)).toContain('$380.19');
    expect(rowOf(memberText, memberBreakCut)).toContain('$35.91/m');
    expect(rowOf(memberText, memberBreakCut)).toContain('$456.92');
    expect(memberText).toContain(`${documents.labels.total}: $837.11`);
    expect(memberText).toContain('Outstanding: $837.11');

    // By card, at list prices, beside a plain line by the metre: $417.38 + 1.5 m × $42.50 = $481.13.
    await call(t, 'DELETE', '/cart', { as: outsider });
    await addCut(outsider, 7, 1250);
    await call(t, 'PUT', `/cart/lines/${bar._id}`, { as: outsider, body: { quantity: 1.5 } });
    const byCard = await call(t, 'POST', '/purchase-orders', { as: outsider, body: { shipTo } });
    expect(byCard.status, JSON.stringify(byCard.body)).toBe(201);
    expect(byCard.body.total).toBe(481.13);
    expect((await payByCard(t, outsider, byCard.body._id)).status).toBe(200);
    const outsiderText = await invoiceText(outsider, byCard.body._id);
    expect(rowOf(outsiderText, { pieces: 7, lengthMm: 1250 })).toContain('$417.38');
    expect(outsiderText).toContain(`${documents.labels.total}: $481.13`);
  });
});
