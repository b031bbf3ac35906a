import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#shared/cart/cart.schema.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { requiredCertificates as rc } from '#shared/messages/required-certificates.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { mailsTo } from '../../testing/mail-outbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { pdfBytes, uploadCertificate } from '../documents/documents.test-helpers.ts';
import { payByCard } from './purchase-orders.test-helpers.ts';

const shipTo = { address: '1 Foundry Road, Pittsburgh PA 15201', phone: '+1 412 555 0199' };

/*
 * PRODUCT.md §20, certificates follow the metal: a cart line requires a certificate type (default
 * none), checkout carries it to the order line, and nothing of that line ships before a
 * certificate is attached; the shipping mail then links it.
 */
describe.each(testDatabaseKinds)('required certificates on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let certified: Product;
  let plain: Product;
  let bar: Product;

  const addProduct = async (body: Record<string, unknown>) => {
    const created = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        picture: '/images/products/titanium-bar.svg',
        about: 'For the certificate tests',
        origin: 'USA',
        form: 'bar',
        metal: 'titanium',
        minimum: 1,
        total: 1000,
        ...body,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as Product;
  };
  const putLine = (product: Product, body: Record<string, unknown>) =>
    call(t, 'PUT', `/cart/lines/${product._id}`, { as: buyer, body });
  const lineOf = (cart: Cart, product: Product) =>
    cart.lines.find((line) => line.productId === product._id && !line.cutId);
  const ship = (po: PurchaseOrder, lines?: { lineId: string; quantity: number }[]) =>
    call(t, 'POST', `/purchase-orders/${po._id}/ship`, {
      as: admin,
      body: { carrier: 'UPS', trackingNumber: '1Z999', ...(lines ? { lines } : {}) },
    });
  const asAdmin = async (po: PurchaseOrder) =>
    (await call(t, 'GET', `/purchase-orders/${po._id}`, { as: admin })).body as PurchaseOrder;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
      WRITE_BUDGET_PER_MINUTE: '100000',
      OUTBOX_POLL_MS: '600000',
    });
    [admin, buyer] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
    ]);
    certified = await addProduct({ name: 'Titanium bar', price: 40, certificate: 'EN 10204 3.1' });
    plain = await addProduct({ name: 'Niobium plate', price: 25, form: 'plate', metal: 'niobium' });
    bar = await addProduct({
      name: 'Ti bar by the metre',
      unit: 'm',
      price: 42.5,
      minimum: 0.1,
      dimensions: { diameter: 20 },
      certificate: 'EN 10204 3.2',
      cutToLength: { minLengthMm: 50, maxLengthMm: 3000, cutFee: 6.5 },
    });
  });
  afterAll(async () => t?.close());

  it('keeps the certificate a cart line requires, none by default, and offers the product’s own type', async () => {
    await call(t, 'DELETE', '/cart', { as: buyer });
    const set = await putLine(certified, { quantity: 2, certificateRequired: '3.1' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(lineOf(set.body, certified)).toMatchObject({ certificateRequired: '3.1', certificateChoice: '3.1' });
    // Changing the quantity alone keeps the requirement.
    const again = await putLine(certified, { quantity: 3 });
    expect(lineOf(again.body, certified)).toMatchObject({ quantity: 3, certificateRequired: '3.1' });
    const other = await putLine(plain, { quantity: 1 });
    const plainLine = lineOf(other.body, plain)!;
    expect(plainLine.certificateRequired).toBe('none');
    expect(plainLine.certificateChoice).toBeUndefined();
    const cut = await call(t, 'POST', '/cart/cuts', {
      as: buyer,
      body: { productId: bar._id, pieces: 2, lengthMm: 500, certificateRequired: '3.2' },
    });
    expect(cut.status, JSON.stringify(cut.body)).toBe(201);
    const cart = (await call(t, 'GET', '/cart', { as: buyer })).body as Cart;
    expect(cart.lines.find((line) => line.cutId === cut.body.cutId)).toMatchObject({
      certificateRequired: '3.2',
      certificateChoice: '3.2',
    });
    expect((await putLine(plain, { quantity: 1, certificateRequired: '3.3' })).status).toBe(400);
    // Back to none.
    const none = await putLine(certified, { quantity: 3, certificateRequired: 'none' });
    expect(lineOf(none.body, certified)?.certificateRequired).toBe('none');
  });

  it('takes a visitor’s required certificate at sign-in (POST /cart/merge)', async () => {
    await call(t, 'DELETE', '/cart', { as: buyer });
    await putLine(plain, { quantity: 1 });
    const merged = await call(t, 'POST', '/cart/merge', {
      as: buyer,
      body: {
        lines: [
          { productId: certified._id, quantity: 2, certificateRequired: '3.1' },
          { productId: plain._id, quantity: 1 },
        ],
      },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(lineOf(merged.body, certified)).toMatchObject({ quantity: 2, certificateRequired: '3.1' });
    expect(lineOf(merged.body, plain)).toMatchObject({ quantity: 2, certificateRequired: 'none' });
  });

  it('carries the requirement to the order line at checkout', async () => {
    await call(t, 'DELETE', '/cart', { as: buyer });
    await putLine(certified, { quantity: 2, certificateRequired: '3.1' });
    await putLine(plain, { quantity: 1 });
    await call(t, 'POST', '/cart/cuts', {
      as: buyer,
      body: { productId: bar._id, pieces: 1, lengthMm: 400, certificateRequired: '3.2' },
    });
    const placed = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const po = placed.body as PurchaseOrder;
    expect(po.lines.map((line) => [line.name, line.certificateRequired])).toEqual([
      ['Titanium bar', '3.1'],
      ['Niobium plate', null],
      ['Ti bar by the metre', '3.2'],
    ]);
  });

  it('refuses to ship a line missing its certificate (409 naming it) until one is attached; the mail links it', async () => {
    await call(t, 'DELETE', '/cart', { as: buyer });
    await putLine(certified, { quantity: 2, certificateRequired: '3.1' });
    await putLine(plain, { quantity: 1 });
    const placed = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const po = (await payByCard(t, buyer, placed.body._id)).body as PurchaseOrder;
    const [needs, free] = po.lines as [PurchaseOrder['lines'][number], PurchaseOrder['lines'][number]];
    const missing = rc.missingBeforeShip(1, 'Titanium bar', '3.1');
    expect(missing).toBe('Line 1, Titanium bar: a 3.1 certificate is required before it ships');

    // All that remains: refused, nothing shipped.
    const all = await ship(po);
    expect(all.status).toBe(409);
    expect(all.body.message).toBe(missing);
    // The other line may still ship on its own, so Ship stays offered until only the missing one is left.
    expect((await asAdmin(po)).allowedActions).toContain('ship');
    const part = await ship(po, [{ lineId: free._id, quantity: free.quantity }]);
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.status).toBe('partially_shipped');

    const held = await asAdmin(po);
    expect(held.allowedActions).not.toContain('ship');
    const alone = await ship(po, [{ lineId: needs._id, quantity: needs.quantity }]);
    expect(alone.status).toBe(409);
    expect(alone.body.message).toBe(missing);
    // The original API's line ship says the same.
    const original = await call(t, 'POST', `/order/${needs._id}/ship`, { as: admin });
    expect(original.status).toBe(409);
    expect(original.body.message).toBe(missing);
    expect((await asAdmin(po)).lines[0]!.shippedQuantity).toBe(0);

    const attached = await uploadCertificate(t, admin, po._id, needs._id, {
      file: { bytes: pdfBytes(), name: 'Mill cert 3.1.pdf' },
      type: 'EN 10204 3.1',
      heatNumber: 'H-31',
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const ready = await asAdmin(po);
    expect(ready.allowedActions).toContain('ship');
    const certificate = ready.lines[0]!.certificate!;

    await t.app.outbox.drain();
    const before = mailsTo(t.database.dataDir, buyer.email).length;
    const shipped = await ship(po);
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.status).toBe('shipped');
    await t.app.outbox.drain();
    const mails = mailsTo(t.database.dataDir, buyer.email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`${certificate.url}`);
    expect(mails[0]).toMatch(new RegExp(`https?://[^\\s"]+${certificate.url.replace(/[/.]/g, '\\$&')}`));
  });
});
