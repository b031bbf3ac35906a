import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { remnants as r } from '#shared/messages/remnants.ts';
import { lots as lotTexts } from '#shared/messages/lots.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { addLotProduct, lotsOf as lotsOfProduct, receiveLot, storedStock } from './lots.test-helpers.ts';

describe.each(testDatabaseKinds)('bars of a lot on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;

  const addProduct = (body: Record<string, unknown>) => addLotProduct(t, admin, body);
  const receive = (productId: string, fields: Record<string, string>, file?: Buffer) =>
    receiveLot(t, admin, productId, fields, file);
  const lotsOf = (productId: string, as?: SignedIn) => lotsOfProduct(t, productId, as);
  const stored = (productId: string) => storedStock(t, productId);
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

  // The minimum cut length is also the shortest rest that becomes a remnant (remnants.api.test.ts):
  // these tests keep their rests on the rack as bars by cutting above it.
  const cutBar = (name: string, minLengthMm = 300) =>
    addProduct({
      name,
      form: 'bar',
      metal: 'titanium',
      unit: 'm',
      dimensions: { diameter: 20 },
      minimum: 0.1,
      total: 0,
      cutToLength: { minLengthMm, maxLengthMm: 3000, cutFee: 6.5 },
    });

  it('receives a lot as bars: quantity = bar length × count, each bar listed with what is left of it', async () => {
    const bar = await cutBar('Ti-6Al-4V bar in bars');
    const received = await receive(bar._id, {
      heatNumber: 'BR-1',
      barLengthMm: '3000',
      barCount: '2',
      receivedOn: '2026-06-01',
      public: 'true',
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    expect(received.body).toMatchObject({ quantity: 6, bars: [{ lengthMm: 3000 }, { lengthMm: 3000 }] });
    await receive(bar._id, { heatNumber: 'BR-2', quantity: '1.5', receivedOn: '2026-06-02', public: 'true' });
    const listed = await lotsOf(bar._id);
    expect(listed.map((lot) => [lot.heatNumber, lot.quantity, lot.bars])).toEqual([
      ['BR-1', 6, [{ lengthMm: 3000 }, { lengthMm: 3000 }]],
      ['BR-2', 1.5, undefined],
    ]);
    expect(await stored(bar._id)).toMatchObject({ total: 7500, sum: 7500 });
    // The same quantity given twice is accepted; a different one is not.
    expect(
      (
        await receive(bar._id, {
          heatNumber: 'BR-3',
          quantity: '2',
          barLengthMm: '1000',
          barCount: '2',
          receivedOn: '2026-06-03',
        })
      ).status,
    ).toBe(201);
    expect(await stored(bar._id)).toMatchObject({ total: 9500, sum: 9500 });
  });

  it('refuses to adjust a bar lot (its quantity is the sum of its bars), and adjusts a lot without bars', async () => {
    const bar = await cutBar('Ti bar adjusted');
    const bars = await receive(bar._id, {
      heatNumber: 'BA-1',
      barLengthMm: '2000',
      barCount: '2',
      receivedOn: '2026-06-01',
    });
    const coil = await receive(bar._id, { heatNumber: 'BA-2', quantity: '1', receivedOn: '2026-06-02' });
    const adjust = (id: string) =>
      call(t, 'POST', `/lots/${id}/adjust`, { as: admin, body: { quantity: -0.5, reason: 'Found short on the rack' } });
    const refused = await adjust(bars.body._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(lotTexts.barLot('BA-1'));
    expect((await adjust(coil.body._id)).status).toBe(200);
    expect(await stored(bar._id)).toMatchObject({ total: 4500, sum: 4500 });
  });

  it('refuses bars without both numbers, with a quantity that differs, or on a product not cut to length', async () => {
    const bar = await cutBar('Nb bar in bars');
    const sheet = await addProduct({ name: 'Nb sheet', total: 1 });
    const cases: [string, Record<string, string>, string][] = [
      [bar._id, { heatNumber: 'X', barLengthMm: '3000', receivedOn: '2026-06-01' }, r.barsBoth],
      [bar._id, { heatNumber: 'X', receivedOn: '2026-06-01' }, r.quantityOrBars],
      [bar._id, { heatNumber: 'X', barLengthMm: '0', barCount: '2', receivedOn: '2026-06-01' }, r.barLength],
      [bar._id, { heatNumber: 'X', barLengthMm: '1000', barCount: '1.5', receivedOn: '2026-06-01' }, r.barCount],
      [
        bar._id,
        { heatNumber: 'X', quantity: '3', barLengthMm: '1000', barCount: '2', receivedOn: '2026-06-01' },
        r.barsQuantity,
      ],
      [sheet._id, { heatNumber: 'X', barLengthMm: '1000', barCount: '2', receivedOn: '2026-06-01' }, r.barsNotCut],
    ];
    for (const [productId, fields, message] of cases) {
      const answer = await receive(productId, fields);
      expect([answer.status, answer.body.message], JSON.stringify(fields)).toEqual([400, message]);
    }
    expect(await stored(bar._id)).toMatchObject({ total: 0, sum: 0 });
  });

  const shipTo = { address: '1 Foundry Road, Pittsburgh PA 15201', phone: '+1 412 555 0199' };
  const order = (product: Product, pieces: number, lengthMm: number) =>
    call(t, 'POST', '/orders', {
      as: buyer,
      body: { buyerAddress: shipTo.address, phone: shipTo.phone, productId: product._id, pieces, lengthMm },
    });
  const barsLeft = async (product: Product) =>
    Object.fromEntries(
      (await lotsOf(product._id, admin)).map((lot) => [lot.heatNumber, lot.bars?.map((bar) => bar.lengthMm)]),
    );

  it('cuts a line from the bars of one lot, fewest bars first: 4 × 1200 mm from 3000 + 3000 leaves 600 + 600', async () => {
    const bar = await cutBar('Ta bar in bars', 700);
    await receive(bar._id, { heatNumber: 'T-1', barLengthMm: '3000', barCount: '2', receivedOn: '2026-06-01' });
    await receive(bar._id, { heatNumber: 'T-2', barLengthMm: '2000', barCount: '1', receivedOn: '2026-06-02' });
    const placed = await order(bar, 4, 1200);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await barsLeft(bar)).toEqual({ 'T-1': [600, 600], 'T-2': [2000] });
    expect(await stored(bar._id)).toMatchObject({ total: 3200, sum: 3200 });
    // 1 × 1500 mm: T-1's bars are too short now, so the younger T-2 serves it.
    expect((await order(bar, 1, 1500)).status).toBe(201);
    expect(await barsLeft(bar)).toEqual({ 'T-1': [600, 600], 'T-2': [500] });
    expect(await stored(bar._id)).toMatchObject({ total: 1700, sum: 1700 });
  });

  it('refuses a cut by name when no lot’s bars can yield its pieces, though the total length would', async () => {
    const bar = await cutBar('W bar in bars');
    await receive(bar._id, { heatNumber: 'W-1', barLengthMm: '900', barCount: '6', receivedOn: '2026-06-01' });
    const refused = await order(bar, 2, 1000);
    expect([refused.status, refused.body.message]).toEqual([400, `W bar in bars: ${r.noBars(2, 1000)}`]);
    expect(await barsLeft(bar)).toEqual({ 'W-1': [900, 900, 900, 900, 900, 900] });
    expect(await stored(bar._id)).toMatchObject({ total: 5400, sum: 5400 });
  });

  it('two cut lines competing for the last bar: one is placed, the other refused by name', async () => {
    const bar = await cutBar('Mo bar in bars', 500);
    await receive(bar._id, { heatNumber: 'M-1', barLengthMm: '1000', barCount: '2', receivedOn: '2026-06-01' });
    expect((await order(bar, 1, 600)).status).toBe(201);
    // 1400 mm left (1000 + 400): the total holds both 700 mm pieces, only the last long bar either.
    const answers = await Promise.all([order(bar, 1, 700), order(bar, 1, 700)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body.message).toBe(`Mo bar in bars: ${r.noBars(1, 700)}`);
    expect(await barsLeft(bar)).toEqual({ 'M-1': [400, 300] });
    expect(await stored(bar._id)).toMatchObject({ total: 700, sum: 700 });
  });

  it('a cancel returns a cut line’s pieces to its lot as bars of their length', async () => {
    const bar = await cutBar('Zr bar in bars', 700);
    await receive(bar._id, { heatNumber: 'Z-1', barLengthMm: '3000', barCount: '1', receivedOn: '2026-06-01' });
    const placed = await order(bar, 2, 1200);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await barsLeft(bar)).toEqual({ 'Z-1': [600] });
    const cancelled = await call(t, 'POST', `/purchase-orders/${placed.body.purchaseOrderId}/cancel`, { as: buyer });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await barsLeft(bar)).toEqual({ 'Z-1': [1200, 1200, 600] });
    expect(await stored(bar._id)).toMatchObject({ total: 3000, sum: 3000 });
  });
});
