import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { messages } from '#shared/messages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { payByCard } from './purchase-orders.test-helpers.ts';

/**
 * Sold by the metre and the kilogram, cut to length (PRODUCT.md §15, ADR 017): the admin's
 * fields, ordering by m, kg and N × L through POST /orders, the cart and the checkout, stock
 * taken exactly in mm and g, every bad input a 400 that changes nothing, and the invoice's lines.
 */
describe.each(testDatabaseKinds)('units and cut to length on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let other: SignedIn;
  let bar: Product;
  let offcuts: Product;
  let pieces: Product;

  const shipTo = { address: '12 Hangar Road, Wichita', phone: '+1 316 555 0100' };
  const product = async (id: string) => (await call(t, 'GET', `/products/${id}`)).body as Product;
  const order = (as: SignedIn, body: Record<string, unknown>) =>
    call(t, 'POST', '/orders', { as, body: { buyerAddress: shipTo.address, phone: shipTo.phone, ...body } });
  const addProduct = async (body: Record<string, unknown>) => {
    const created = await call(t, 'POST', '/products', {
      as: admin,
      body: { picture: '/images/products/titanium-bar.svg', about: 'For the units tests', origin: 'USA', ...body },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as Product;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
      // The oversell test's 100 orders a buyer at once are a script's pace: past the write budget.
      WRITE_BUDGET_PER_MINUTE: '100000',
    });
    [admin, buyer, other] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
      signUp(t, 'other@example.com', 'Oscar Other'),
    ]);
    // Ti-6Al-4V bar, Ø 20 mm: π/4 · 400 = 314.159 mm² → 314.159 cm³ per metre × 4.43 = 1.392 kg/m.
    bar = await addProduct({
      name: 'Ti-6Al-4V bar by the metre',
      form: 'bar',
      metal: 'titanium',
      unit: 'm',
      density: 4.43,
      dimensions: { diameter: 20 },
      price: 42.5,
      minimum: 0.1,
      total: 120,
      priceBreaks: [{ minQuantity: 10, price: 39.9 }],
      cutToLength: { minLengthMm: 50, maxLengthMm: 3000, cutFee: 6.5 },
    });
    offcuts = await addProduct({
      name: 'Tungsten offcuts by the kilogram',
      form: 'plate',
      metal: 'tungsten',
      unit: 'kg',
      density: 19.25,
      dimensions: { thickness: 1, width: 100, length: 100 },
      price: 84,
      minimum: 0.5,
      total: 250,
    });
    pieces = await addProduct({ name: 'Ti tube, 1 m pieces', form: 'tube', price: 10, minimum: 1, total: 100 });
  });
  afterAll(async () => t?.close());

  it('answers the unit, density, weight per metre and cut bounds the admin set, and refuses bad ones with 400', async () => {
    expect(bar).toMatchObject({
      unit: 'm',
      density: 4.43,
      weightPerMetreKg: 1.392,
      weightKg: null,
      total: 120,
      minimum: 0.1,
      increment: 0.001,
      cutToLength: { minLengthMm: 50, maxLengthMm: 3000, cutFee: 6.5 },
    });
    expect(pieces).toMatchObject({ unit: 'pcs', increment: 1, density: null, cutToLength: null });

    const refused: [Record<string, unknown>, string][] = [
      [{ density: 0 }, unitTexts.densityPositive],
      [{ total: 1.2345 }, unitTexts.tooManyDecimals(messages.catalogAdmin.labels.total)],
      [{ cutToLength: { minLengthMm: 500, maxLengthMm: 100, cutFee: 5 } }, unitTexts.cutBoundsOrder],
      [{ cutToLength: { minLengthMm: 50.5, maxLengthMm: 100, cutFee: 5 } }, unitTexts.lengthWholeMm],
      [{ unit: 'ft' }, unitTexts.unitChoice],
      [{ total: 5_000_000 }, 'is too large'],
    ];
    for (const [patch, message] of refused) {
      const answer = await call(t, 'PATCH', `/products/${bar._id}`, { as: admin, body: patch });
      expect(answer.status, JSON.stringify(patch)).toBe(400);
      expect(answer.body.message, JSON.stringify(patch)).toContain(message);
    }
    for (const [patch, message] of [
      [{ total: 1.5 }, 'must be a whole number'],
      [{ cutToLength: { minLengthMm: 50, maxLengthMm: 100, cutFee: 5 } }, unitTexts.cutOnlyByMetre],
    ] as const) {
      const answer = await call(t, 'PATCH', `/products/${pieces._id}`, { as: admin, body: patch });
      expect(answer.status, JSON.stringify(patch)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    // The catalog's read adds its currency (PRODUCT.md §17) to what the admin's answer holds, and
    // answers one language where the admin's answer carries every translation (§18).
    const inBase = { currency: 'USD', priceSource: 'list' };
    const inCatalog = ({ translations: _translations, ...answered }: Product & { translations?: unknown }) => ({
      ...answered,
      ...inBase,
    });
    expect(await product(bar._id)).toEqual(inCatalog(bar));
    expect(await product(pieces._id)).toEqual(inCatalog(pieces));
  });

  it('orders by the metre and by the kilogram, taking stock exactly in mm and g', async () => {
    const metres = await order(buyer, { productId: bar._id, productQuantity: 2.345 });
    expect(metres.status, JSON.stringify(metres.body)).toBe(201);
    // 2345 mm × 4250 ¢/m / 1000 = 9966.25 ¢ → $99.66; 1.392 kg/m × 2.345 m ≈ 3.264 kg.
    expect(metres.body).toMatchObject({
      unit: 'm',
      productQuantity: 2.345,
      unitPrice: 42.5,
      productPrice: 99.66,
      cut: null,
    });
    expect(metres.body.weightKg).toBeCloseTo(3.264, 3);
    expect((await product(bar._id)).total).toBe(117.655);

    const kilos = await order(buyer, { productId: offcuts._id, productQuantity: 2.4 });
    expect(kilos.status).toBe(201);
    expect(kilos.body).toMatchObject({ unit: 'kg', productQuantity: 2.4, productPrice: 201.6, weightKg: 2.4 });
    expect((await product(offcuts._id)).total).toBe(247.6);

    // A break in metres: 12.5 m at $39.90.
    const broken = await order(buyer, { productId: bar._id, productQuantity: 12.5 });
    expect(broken.body).toMatchObject({ unitPrice: 39.9, productPrice: 498.75 });
    expect((await product(bar._id)).total).toBe(105.155);
  });

  it('orders N pieces of L mm: quantity N × L / 1000 m, total quantity × unit price + N × the cut fee', async () => {
    const cut = await order(buyer, { productId: bar._id, pieces: 7, lengthMm: 1250 });
    expect(cut.status, JSON.stringify(cut.body)).toBe(201);
    // 8.75 m × $42.50 = $371.875 → $371.88 (half up once), + 7 × $6.50 = $45.50 → $417.38.
    expect(cut.body).toMatchObject({
      unit: 'm',
      productQuantity: 8.75,
      unitPrice: 42.5,
      productPrice: 417.38,
      cut: { pieces: 7, lengthMm: 1250, cutFee: 6.5 },
    });
    // π/4 · 20² mm² × 8750 mm = 2 748 894 mm³ × 4.43 g/cm³ / 1000 = 12 177.6 g → 12.178 kg.
    expect(cut.body.weightKg).toBe(12.178);
  });

  it('refuses every bad quantity and cut with a clear 400, taking no stock', async () => {
    const before = (await product(bar._id)).total;
    const beforePieces = (await product(pieces._id)).total;
    const refused: [Record<string, unknown>, string][] = [
      [{ productId: bar._id, pieces: 0, lengthMm: 1000 }, unitTexts.piecesPositive],
      [{ productId: bar._id, pieces: -2, lengthMm: 1000 }, unitTexts.piecesPositive],
      [{ productId: bar._id, pieces: 2, lengthMm: 49 }, unitTexts.lengthOutOfBounds(50, 3000)],
      [{ productId: bar._id, pieces: 2, lengthMm: 3001 }, unitTexts.lengthOutOfBounds(50, 3000)],
      [{ productId: bar._id, pieces: 2, lengthMm: 100.5 }, unitTexts.lengthWholeMm],
      [{ productId: bar._id, pieces: 2 }, unitTexts.cutNeedsBoth],
      [{ productId: bar._id, productQuantity: 1, pieces: 2, lengthMm: 500 }, unitTexts.cutOrQuantity],
      [{ productId: bar._id, productQuantity: 1.2345 }, unitTexts.tooManyDecimals('Quantity')],
      [{ productId: bar._id, productQuantity: 0.05 }, unitTexts.belowMinimum('0.1 m')],
      // 3,000,000 m is 3e9 mm: beyond the integer columns, refused before any SQL.
      [{ productId: bar._id, productQuantity: 3_000_000 }, unitTexts.tooLarge('Quantity')],
      [{ productId: bar._id, pieces: 100, lengthMm: 3000 }, unitTexts.aboveTotal(`${before} m`)],
      [{ productId: pieces._id, productQuantity: 1.5 }, unitTexts.piecesWhole],
      [{ productId: pieces._id, pieces: 2, lengthMm: 500 }, unitTexts.notCutToLength],
      [{ productId: offcuts._id, pieces: 2, lengthMm: 500 }, unitTexts.notCutToLength],
    ];
    for (const [body, message] of refused) {
      const answer = await order(buyer, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toBe(message);
    }
    expect((await product(bar._id)).total).toBe(before);
    expect((await product(pieces._id)).total).toBe(beforePieces);
  });

  it('keeps cut lines in the cart beside a line of the same product, and checks out every one with its weight', async () => {
    await call(t, 'DELETE', '/cart', { as: other });
    const put = await call(t, 'PUT', `/cart/lines/${bar._id}`, { as: other, body: { quantity: 1.5 } });
    expect(put.status).toBe(200);
    const first = await call(t, 'POST', '/cart/cuts', {
      as: other,
      body: { productId: bar._id, pieces: 7, lengthMm: 1250 },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      cutId: expect.stringMatching(/^cc_/),
      cut: { pieces: 7, lengthMm: 1250, cutFee: 6.5 },
    });
    const second = await call(t, 'POST', '/cart/cuts', {
      as: other,
      body: { productId: bar._id, pieces: 3, lengthMm: 400 },
    });
    const extra = await call(t, 'POST', '/cart/cuts', {
      as: other,
      body: { productId: bar._id, pieces: 1, lengthMm: 160 },
    });
    for (const bad of [
      { productId: bar._id, pieces: 0, lengthMm: 400 },
      { productId: bar._id, pieces: 1, lengthMm: 20 },
      { productId: pieces._id, pieces: 1, lengthMm: 500 },
    ]) {
      const answer = await call(t, 'POST', '/cart/cuts', { as: other, body: bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    const removed = await call(t, 'DELETE', `/cart/cuts/${extra.body.cutId}`, { as: other });
    expect(removed.status).toBe(200);
    expect((await call(t, 'DELETE', `/cart/cuts/${extra.body.cutId}`, { as: other })).status).toBe(404);
    // Another buyer cannot remove it.
    expect((await call(t, 'DELETE', `/cart/cuts/${second.body.cutId}`, { as: buyer })).status).toBe(404);

    const cart = (await call(t, 'GET', '/cart', { as: other })).body;
    expect(cart.count).toBe(3);
    expect(cart.lines).toEqual([
      expect.objectContaining({ quantity: 1.5, unit: 'm', lineTotal: 63.75 }),
      expect.objectContaining({ cutId: first.body.cutId, quantity: 8.75, lineTotal: 417.38 }),
      // 1.2 m × $42.50 = $51.00 + 3 × $6.50.
      expect.objectContaining({ cutId: second.body.cutId, quantity: 1.2, lineTotal: 70.5 }),
    ]);
    expect(cart.total).toBe(551.63);

    const before = (await product(bar._id)).total;
    const placed = await call(t, 'POST', '/purchase-orders', { as: other, body: { shipTo } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const po = placed.body as PurchaseOrder;
    expect(po.total).toBe(551.63);
    expect(
      po.lines.map((line) => [line.unit, line.quantity, line.cut?.pieces ?? null, line.cut?.lengthMm ?? null]),
    ).toEqual([
      ['m', 1.5, null, null],
      ['m', 8.75, 7, 1250],
      ['m', 1.2, 3, 400],
    ]);
    // Whole grams per line, summed: 2088 + 12178 + 1670.
    expect(po.lines.map((line) => line.weightKg)).toEqual([2.088, 12.178, 1.67]);
    expect(po.totalWeightKg).toBe(15.936);
    expect((await product(bar._id)).total).toBe(Number((before - 11.45).toFixed(3)));
    expect((await call(t, 'GET', '/cart', { as: other })).body.count).toBe(0);

    // Order again puts the same cuts back in the cart, at today's prices.
    const again = await call(t, 'POST', `/cart/reorder/${po._id}`, { as: other });
    expect(again.status).toBe(200);
    expect(again.body.skipped).toEqual([]);
    expect(again.body.cart.lines.map((line: { cut?: { pieces: number } }) => line.cut?.pieces ?? null)).toEqual([
      null,
      7,
      3,
    ]);

    // The invoice prints the unit, pieces × length, each line's weight and the total weight.
    expect((await payByCard(t, other, po._id)).status).toBe(200);
    const pdf = await fetch(`${t.url}/purchase-orders/${po._id}/invoice.pdf`, { headers: other.headers });
    expect(pdf.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    for (const expected of [
      '8.75 m',
      '$42.50/m',
      '7 × 1,250 mm',
      '3 × 400 mm',
      '$417.38',
      'Weight 12.178 kg',
      'Total weight 15.936 kg',
    ])
      expect(text, expected).toContain(expected);
  });

  it('reads cut rows in a quick order: sku,quantity,pieces,lengthMm', async () => {
    await call(t, 'DELETE', '/cart', { as: other });
    const text = `sku,quantity,pieces,lengthMm\n${bar.sku},,4,500\n${offcuts.sku},1.25,,\n${bar.sku},,1,10\n${pieces.sku},1.5,,`;
    const answer = await call(t, 'POST', '/cart/quick-order', { as: other, body: { text } });
    expect(answer.status).toBe(200);
    expect(answer.body.added).toEqual([
      { row: 2, sku: bar.sku, quantity: 2, pieces: 4, lengthMm: 500 },
      { row: 3, sku: offcuts.sku, quantity: 1.25 },
    ]);
    expect(answer.body.errors).toEqual([
      { row: 4, message: unitTexts.lengthOutOfBounds(50, 3000) },
      { row: 5, message: messages.cart.notWholeNumber('1.5') },
    ]);
  });

  it('never oversells a bar by a millimetre: 200 concurrent cut orders', async () => {
    // 10 m of bar; cuts of 1–3 pieces × 333–777 mm. Stock is taken in whole mm by one conditional UPDATE.
    const scarce = await addProduct({
      name: 'Scarce Ta bar',
      form: 'bar',
      unit: 'm',
      density: 16.65,
      dimensions: { diameter: 10 },
      price: 300,
      minimum: 0.001,
      total: 10,
      cutToLength: { minLengthMm: 100, maxLengthMm: 1000, cutFee: 12 },
    });
    const cuts = Array.from({ length: 200 }, (_, i) => ({ pieces: 1 + (i % 3), lengthMm: 333 + ((i * 37) % 445) }));
    const started = performance.now();
    const results = await Promise.all(
      cuts.map((cut, i) => order(i % 2 ? buyer : other, { productId: scarce._id, ...cut })),
    );
    const elapsedMs = Math.round(performance.now() - started);
    const accepted = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    // Each refusal a 400 with its reason; any other answer is listed with its status and message.
    const otherwise = refused.filter((r) => !(r.status === 400 && typeof r.body.message === 'string'));
    expect(otherwise.map((r) => [r.status, r.body.message])).toEqual([]);
    const takenMm = accepted.reduce((sum, r) => sum + r.body.cut.pieces * r.body.cut.lengthMm, 0);
    const leftMm = Math.round((await product(scarce._id)).total * 1000);
    expect(takenMm).toBeLessThanOrEqual(10_000);
    expect(leftMm + takenMm).toBe(10_000);
    // No refused cut would have fitted in what is left.
    const smallestRefused = Math.min(
      ...cuts.filter((_, i) => results[i]!.status !== 201).map((cut) => cut.pieces * cut.lengthMm),
    );
    expect(smallestRefused).toBeGreaterThan(leftMm);
    console.info(
      `[race ${kind}] 200 cut orders on 10,000 mm: ${accepted.length} placed (${takenMm} mm), ${refused.length} refused, ${leftMm} mm left, ${elapsedMs} ms`,
    );
  });
});
