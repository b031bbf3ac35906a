import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { certificates } from '#shared/messages/certificates.ts';
import { lots as m } from '#shared/messages/lots.ts';
import { quotes as quoteTexts } from '#shared/messages/quotes.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { addLotProduct, lotsOf as lotsOfProduct, receiveLot, storedStock } from './lots.test-helpers.ts';
import { download, pdfBytes, pngBytes } from '../documents/documents.test-helpers.ts';
import { fillCart, userIdOf } from '../orders/purchase-orders.test-helpers.ts';

const shipTo = { address: '1 Foundry Road, Pittsburgh PA 15201', phone: '+1 412 555 0199' };

describe.each(testDatabaseKinds)('heat lots on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;

  const addProduct = (body: Record<string, unknown>) => addLotProduct(t, admin, body);
  const receive = (productId: string, fields: Record<string, string>, file?: Buffer) =>
    receiveLot(t, admin, productId, fields, file);
  const lotsOf = (productId: string, as?: SignedIn) => lotsOfProduct(t, productId, as);
  const stored = (productId: string) => storedStock(t, productId);
  const placeCart = async (lines: { product: Product; quantity: number }[], body: Record<string, unknown> = {}) => {
    await fillCart(t, await userIdOf(t, buyer.email), lines);
    return call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo, ...body } });
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
      WRITE_BUDGET_PER_MINUTE: '100000',
    });
    [admin, buyer] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
    ]);
  });
  afterAll(async () => t?.close());

  it('receives lots (the certificate a PDF judged by its bytes), lists public lots without notes to buyers, all to admins', async () => {
    const product = await addProduct({ name: 'Ti Grade 2 sheet', total: 5 });
    expect(await lotsOf(product._id, admin)).toMatchObject([{ heatNumber: 'UNASSIGNED', quantity: 5, public: false }]);
    const received = await receive(
      product._id,
      {
        heatNumber: 'H-100',
        quantity: '12',
        receivedOn: '2026-01-05',
        mill: 'Allegheny',
        notes: 'Paid late',
        public: 'true',
        type: 'EN 10204 3.1',
      },
      pdfBytes(),
    );
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    expect(received.body).toMatchObject({
      heatNumber: 'H-100',
      quantity: 12,
      mill: 'Allegheny',
      notes: 'Paid late',
      public: true,
      certificate: { type: 'EN 10204 3.1' },
    });
    expect((await receive(product._id, { heatNumber: 'H-101', quantity: '3', receivedOn: '2026-01-06' })).status).toBe(
      201,
    );
    expect(await stored(product._id)).toMatchObject({ total: 20, sum: 20 });
    expect((await call(t, 'GET', `/products/${product._id}`)).body.total).toBe(20);

    const forBuyer = await lotsOf(product._id, buyer);
    expect(forBuyer).toEqual([expect.objectContaining({ heatNumber: 'H-100', mill: 'Allegheny' })]);
    expect(forBuyer[0]).not.toHaveProperty('notes');
    expect(await lotsOf(product._id)).toHaveLength(1);
    expect((await lotsOf(product._id, admin)).map((lot) => lot.heatNumber)).toEqual(['H-100', 'H-101', 'UNASSIGNED']);
    const file = await download(t, received.body.certificate.url, admin);
    expect(file.status).toBe(200);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses bad receipts and adjustments with a clear message, changing nothing', async () => {
    const product = await addProduct({ name: 'Nb rod pieces', total: 0 });
    expect((await receive(product._id, { heatNumber: 'N-1', quantity: '4', receivedOn: '2026-02-01' })).status).toBe(
      201,
    );
    const refused: [Record<string, string>, number, string, Buffer?][] = [
      [{ heatNumber: 'N-2', quantity: '-1', receivedOn: '2026-02-01' }, 400, m.quantity],
      [{ heatNumber: 'N-2', quantity: '1.5', receivedOn: '2026-02-01' }, 400, m.wholePieces],
      [{ heatNumber: '', quantity: '1', receivedOn: '2026-02-01' }, 400, m.heatNumber],
      [{ heatNumber: 'N-2', quantity: '1', receivedOn: 'Feb 1' }, 400, m.receivedOn],
      [{ heatNumber: 'N-2', quantity: '1', receivedOn: '2026-02-31' }, 400, m.receivedOn],
      [{ heatNumber: 'N-2', quantity: '3000000000', receivedOn: '2026-02-01' }, 400, m.tooLarge],
      [{ heatNumber: 'N-1', quantity: '1', receivedOn: '2026-02-01' }, 409, m.heatTaken('N-1')],
      [
        { heatNumber: 'N-2', quantity: '1', receivedOn: '2026-02-01', type: 'EN 10204 3.1' },
        400,
        quoteTexts.fileType(certificates.fileWords),
        pngBytes(),
      ],
      [{ heatNumber: 'N-2', quantity: '1', receivedOn: '2026-02-01' }, 400, m.certificateType, pdfBytes()],
    ];
    for (const [fields, status, message, file] of refused) {
      const answer = await receive(product._id, fields, file);
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(answer.body.message, JSON.stringify(fields)).toBe(message);
    }
    const [lot] = await lotsOf(product._id, admin);
    const adjust = (body: unknown) => call(t, 'POST', `/lots/${lot!._id}/adjust`, { as: admin, body });
    expect((await adjust({ quantity: -2 })).status).toBe(400);
    expect((await adjust({ quantity: -2, reason: ' ' })).body.message).toBe(m.reason);
    expect((await adjust({ quantity: 0.5, reason: 'Count' })).body.message).toBe(m.wholePieces);
    expect((await adjust({ quantity: -3e9, reason: 'Count' })).body.message).toBe(m.tooLarge);
    const below = await adjust({ quantity: -5, reason: 'Scrapped' });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe(m.belowZero('N-1', '4 pcs'));
    expect(await stored(product._id)).toMatchObject({ total: 4, sum: 4 });

    const down = await adjust({ quantity: -3, reason: 'Scrapped: cracked' });
    expect(down.status).toBe(200);
    expect(down.body.quantity).toBe(1);
    expect(await stored(product._id)).toMatchObject({ total: 1, sum: 1 });
    const audit = await t.app.db.selectFrom('lot_adjustments').selectAll().where('lot_id', '=', lot!._id).execute();
    expect(audit).toMatchObject([{ delta: -3, reason: 'Scrapped: cracked', actor_id: expect.any(String) }]);
    expect((await call(t, 'POST', '/lots/nope/adjust', { as: admin, body: { quantity: 1, reason: 'x' } })).status).toBe(
      404,
    );
  });

  it("makes the product form's stock edit an audited change of the UNASSIGNED lot, refusing a cut into heat lots", async () => {
    const product = await addProduct({ name: 'Ta foil pieces', total: 2 });
    expect((await receive(product._id, { heatNumber: 'T-1', quantity: '10', receivedOn: '2026-03-01' })).status).toBe(
      201,
    );
    const put = (total: number) =>
      call(t, 'PUT', `/products/${product._id}`, { as: admin, body: { total, minimum: 1, price: 10 } });
    expect((await put(15)).status).toBe(200);
    expect(await stored(product._id)).toMatchObject({ total: 15, sum: 15 });
    expect((await lotsOf(product._id, admin)).find((lot) => lot.heatNumber === 'UNASSIGNED')?.quantity).toBe(5);
    const tooFar = await put(4);
    expect(tooFar.status).toBe(409);
    expect(tooFar.body.message).toBe(m.unassignedShort('Ta foil pieces'));
    expect(await stored(product._id)).toMatchObject({ total: 15, sum: 15 });
    expect((await put(10)).status).toBe(200);
    expect(await stored(product._id)).toMatchObject({ total: 10, sum: 10 });
  });

  it('takes each line from the oldest lots first, names the heat of a one-lot line, and a cancel returns to the same lots', async () => {
    const product = await addProduct({ name: 'Zr bar pieces', total: 0 });
    await receive(product._id, { heatNumber: 'NEW', quantity: '10', receivedOn: '2026-04-10' });
    await receive(
      product._id,
      { heatNumber: 'OLD', quantity: '4', receivedOn: '2026-04-01', type: 'EN 10204 3.1' },
      pdfBytes(),
    );
    const other = await addProduct({ name: 'Zr sheet pieces', total: 0 });
    await receive(
      other._id,
      { heatNumber: 'S-1', quantity: '5', receivedOn: '2026-04-02', type: 'EN 10204 2.2' },
      pdfBytes(2048, 'sheet'),
    );

    const placed = await placeCart([
      { product, quantity: 6 },
      { product: other, quantity: 2 },
    ]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const po = placed.body as PurchaseOrder;
    const [split, single] = po.lines;
    expect(split!.allocations).toEqual([
      expect.objectContaining({ heatNumber: 'OLD', quantity: 4 }),
      expect.objectContaining({ heatNumber: 'NEW', quantity: 2 }),
    ]);
    expect(split!.heatNumber).toBeNull();
    expect(split!.certificate).toBeNull();
    expect(single!.allocations).toEqual([expect.objectContaining({ heatNumber: 'S-1', quantity: 2 })]);
    expect(single!.heatNumber).toBe('S-1');
    expect(single!.certificate).toMatchObject({ type: 'EN 10204 2.2' });
    expect((await download(t, single!.certificate!.url, buyer)).status).toBe(200);
    // The answer is what a read gives.
    const read = (await call(t, 'GET', `/purchase-orders/${po._id}`, { as: buyer })).body as PurchaseOrder;
    expect(read.lines.map((line) => [line.allocations, line.heatNumber, line.certificate?.type ?? null])).toEqual(
      po.lines.map((line) => [line.allocations, line.heatNumber, line.certificate?.type ?? null]),
    );
    expect(await stored(product._id)).toMatchObject({ total: 8, sum: 8 });

    await receive(product._id, { heatNumber: 'EXTRA', quantity: '3', receivedOn: '2026-04-20' });
    const refused = await placeCart([{ product, quantity: 9 }], { oneHeatPerLine: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`Zr bar pieces: ${m.oneHeat}`);

    const cancelled = await call(t, 'POST', `/purchase-orders/${po._id}/cancel`, { as: buyer });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await stored(product._id);
    expect(after).toMatchObject({ total: 17, sum: 17 });
    expect(Object.fromEntries(after.lots.map((lot) => [lot.heat_number, Number(lot.quantity)]))).toEqual({
      OLD: 4,
      NEW: 10,
      EXTRA: 3,
    });
    expect(await stored(other._id)).toMatchObject({ total: 5, sum: 5 });
  });

  it('takes a line from the public heat the buyer pinned in the cart, refusing a heat not offered or too small', async () => {
    const product = await addProduct({ name: 'Mo sheet pieces', total: 0 });
    await receive(product._id, { heatNumber: 'P-OLD', quantity: '10', receivedOn: '2026-07-01', public: 'true' });
    await receive(product._id, { heatNumber: 'P-NEW', quantity: '4', receivedOn: '2026-07-02', public: 'true' });
    await receive(product._id, { heatNumber: 'P-HIDDEN', quantity: '9', receivedOn: '2026-07-03' });
    const pin = (heatNumber: string, quantity = 3) =>
      call(t, 'PUT', `/cart/lines/${product._id}`, { as: buyer, body: { quantity, heatNumber } });
    for (const heat of ['P-HIDDEN', 'NOPE']) {
      const refused = await pin(heat);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(m.unknownHeat(heat));
    }
    await call(t, 'DELETE', '/cart', { as: buyer });
    expect((await pin('P-NEW', 5)).status).toBe(200);
    const short = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(`Mo sheet pieces: ${m.pinnedShort('P-NEW')}`);
    expect((await pin('P-NEW', 3)).status).toBe(200);
    const placed = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((placed.body as PurchaseOrder).lines[0]).toMatchObject({
      heatNumber: 'P-NEW',
      allocations: [expect.objectContaining({ heatNumber: 'P-NEW', quantity: 3 })],
    });
    expect(await stored(product._id)).toMatchObject({ total: 20, sum: 20 });
  });

  it('cuts a line from one heat, refusing it by name when no single lot holds it though the total would', async () => {
    const bar = await addProduct({
      name: 'Ti-6Al-4V bar by the metre',
      form: 'bar',
      metal: 'titanium',
      unit: 'm',
      dimensions: { diameter: 20 },
      minimum: 0.1,
      total: 0,
      cutToLength: { minLengthMm: 50, maxLengthMm: 3000, cutFee: 6.5 },
    });
    await receive(bar._id, { heatNumber: 'B-1', quantity: '3', receivedOn: '2026-05-01' });
    await receive(bar._id, { heatNumber: 'B-2', quantity: '2.5', receivedOn: '2026-05-02' });
    const order = (pieces: number, lengthMm: number) =>
      call(t, 'POST', '/orders', {
        as: buyer,
        body: { buyerAddress: shipTo.address, phone: shipTo.phone, productId: bar._id, pieces, lengthMm },
      });
    const refused = await order(2, 2000);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`Ti-6Al-4V bar by the metre: ${m.oneHeat}`);
    expect(await stored(bar._id)).toMatchObject({ total: 5500, sum: 5500 });
    expect((await order(2, 1200)).status).toBe(201);
    // 2.4 m: B-1 (oldest) holds it; then 2 × 1 m: B-1 has 0.6 m left, B-2 holds it.
    expect((await order(2, 1000)).status).toBe(201);
    const after = await stored(bar._id);
    expect(Object.fromEntries(after.lots.map((lot) => [lot.heat_number, Number(lot.quantity)]))).toEqual({
      'B-1': 600,
      'B-2': 500,
    });
    expect(after).toMatchObject({ total: 1100, sum: 1100 });
  });

  it('never takes more than a lot holds: 20 orders at once across three lots, total = the sum of lots', async () => {
    const product = await addProduct({ name: 'Hf crystal bar pieces', total: 0 });
    await receive(product._id, { heatNumber: 'C-1', quantity: '10', receivedOn: '2026-06-01' });
    await receive(product._id, { heatNumber: 'C-2', quantity: '7', receivedOn: '2026-06-02' });
    await receive(product._id, { heatNumber: 'C-3', quantity: '5', receivedOn: '2026-06-03' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t, 'POST', '/orders', {
          as: buyer,
          body: { buyerAddress: shipTo.address, phone: shipTo.phone, productId: product._id, productQuantity: 3 },
        }),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 400)).toBe(true);
    expect(placed).toHaveLength(7);
    const after = await stored(product._id);
    expect(after).toMatchObject({ total: 1, sum: 1 });
    expect(after.lots.every((lot) => Number(lot.quantity) >= 0)).toBe(true);
    const allocated = await t.app.db
      .selectFrom('line_allocations')
      .innerJoin('lots', 'lots.id', 'line_allocations.lot_id')
      .select(['lots.heat_number', 'line_allocations.quantity'])
      .where('lots.product_id', '=', Number(product._id))
      .execute();
    const byHeat: Record<string, number> = {};
    for (const row of allocated) byHeat[row.heat_number] = (byHeat[row.heat_number] ?? 0) + Number(row.quantity);
    expect(byHeat).toEqual({ 'C-1': 10, 'C-2': 7, 'C-3': 4 });
  });
});
