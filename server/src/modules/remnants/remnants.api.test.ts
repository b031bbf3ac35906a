import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#shared/cart/cart.schema.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { purchaseOrders } from '#shared/messages/purchase-orders.ts';
import { remnants as r } from '#shared/messages/remnants.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { Remnant } from '#shared/remnants/remnant.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { pdfBytes } from '../documents/documents.test-helpers.ts';
import { addLotProduct, lotsOf, receiveLot, storedStock } from '../lots/lots.test-helpers.ts';

/**
 * PRODUCT.md §20, remnants: the rest of a bar a cut leaves, at least the product's minimum cut
 * length, leaves its lot at placement and is sold whole and once at the product's base metre price
 * less the store's remnant discount (30 % unless set).
 */
describe.each(testDatabaseKinds)('remnants on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let cutter: SignedIn;
  let buyers: SignedIn[];
  const shipTo = { address: '1 Foundry Road, Pittsburgh PA 15201', phone: '+1 412 555 0199' };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
      WRITE_BUDGET_PER_MINUTE: '100000',
    });
    [admin, cutter, ...buyers] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'cutter@example.com', 'Cody Cutter'),
      signUp(t, 'b1@example.com', 'Bea One'),
      signUp(t, 'b2@example.com', 'Bo Two'),
      signUp(t, 'b3@example.com', 'Bix Three'),
    ]);
  });
  afterAll(async () => t?.close());

  /** A Grade 5 bar at $184.00 a metre, cut from 300 mm, received as 2 bars × 3000 mm with a 3.1 certificate. */
  async function barWithLot(name: string, heatNumber: string): Promise<Product> {
    const bar = await addLotProduct(t, admin, {
      name,
      form: 'bar',
      metal: 'titanium',
      grade: 'Grade 5',
      unit: 'm',
      price: 184,
      dimensions: { diameter: 25 },
      minimum: 0.1,
      total: 0,
      cutToLength: { minLengthMm: 300, maxLengthMm: 3000, cutFee: 6.5 },
    });
    const received = await receiveLot(
      t,
      admin,
      bar._id,
      {
        heatNumber,
        barLengthMm: '3000',
        barCount: '2',
        receivedOn: '2026-06-01',
        public: 'true',
        type: 'EN 10204 3.1',
      },
      pdfBytes(),
    );
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    return bar;
  }
  const remnantsOf = async (productId: string, as?: SignedIn) => {
    const listed = await call(t, 'GET', `/remnants?productId=${productId}`, { as });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    return listed.body as Remnant[];
  };
  const cutAndCheckout = async (
    as: SignedIn,
    product: Product,
    pieces: number,
    lengthMm: number,
    heatNumber?: string,
  ) => {
    const added = await call(t, 'POST', '/cart/cuts', {
      as,
      body: { productId: product._id, pieces, lengthMm, heatNumber },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const placed = await call(t, 'POST', '/purchase-orders', { as, body: { shipTo } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body as PurchaseOrder;
  };
  const take = (as: SignedIn, id: string) => call(t, 'POST', `/cart/remnants/${id}`, { as });

  it('a cut leaves its rests as remnants, priced at the metre price × length less 30 %, off the lot and the total', async () => {
    const bar = await barWithLot('Ti-6Al-4V bar 25 mm', 'R-100');
    // 3 × 1200 mm, first fit decreasing: bar 1 gives 2 pieces (600 left), bar 2 one (1800 left).
    const order = await cutAndCheckout(cutter, bar, 3, 1200, 'R-100');
    expect(order.lines[0]).toMatchObject({ heatNumber: 'R-100', certificate: { type: 'EN 10204 3.1' } });
    const remnants = await remnantsOf(bar._id);
    expect(remnants.map((remnant) => [remnant.lengthMm, remnant.price, remnant.heatNumber])).toEqual([
      // $184.00 × 1.8 × 0.7 = $231.84; $184.00 × 0.6 × 0.7 = $77.28.
      [1800, 231.84, 'R-100'],
      [600, 77.28, 'R-100'],
    ]);
    expect(remnants[0]).toMatchObject({
      name: 'Ti-6Al-4V bar 25 mm',
      metal: 'titanium',
      form: 'bar',
      grade: 'Grade 5',
      currency: 'USD',
      certificate: { type: 'EN 10204 3.1' },
      inCart: false,
    });
    // 6000 mm received − 3600 cut − 2400 in remnants: nothing left on the rack, and the total agrees.
    expect(await storedStock(t, bar._id)).toMatchObject({ total: 0, sum: 0 });
    expect((await lotsOf(t, bar._id, admin))[0]).toMatchObject({ heatNumber: 'R-100', quantity: 0 });
  });

  it('keeps a rest shorter than the minimum cut length on its bar', async () => {
    const bar = await barWithLot('Ti bar short rests', 'R-200');
    // 2 × 1400 mm from one bar leaves 200 mm (< 300): stays on the bar, no remnant.
    await cutAndCheckout(cutter, bar, 2, 1400);
    expect(await remnantsOf(bar._id)).toEqual([]);
    expect((await lotsOf(t, bar._id, admin))[0]?.bars).toEqual([{ lengthMm: 3000 }, { lengthMm: 200 }]);
    expect(await storedStock(t, bar._id)).toMatchObject({ total: 3200, sum: 3200 });
  });

  it('is sold whole and once: two buyers at once, one holds it, the other a 409; checkout sells it with its heat and certificate', async () => {
    const bar = await barWithLot('Ti bar sold once', 'R-300');
    await cutAndCheckout(cutter, bar, 2, 1200);
    const [remnant] = await remnantsOf(bar._id);
    expect(remnant).toMatchObject({ lengthMm: 600, price: 77.28 });
    const [one, two] = buyers as [SignedIn, SignedIn, SignedIn];
    const answers = await Promise.all([take(one, remnant!._id), take(two, remnant!._id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? one : two;
    const loser = winner === one ? two : one;
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(r.taken);

    // The winner's cart holds it as one piece at its price; others no longer see it on sale.
    const cart = (await call(t, 'GET', '/cart', { as: winner })).body as Cart;
    expect(cart.lines).toEqual([
      expect.objectContaining({
        remnantId: remnant!._id,
        quantity: 0.6,
        unit: 'm',
        unitPrice: 128.8,
        lineTotal: 77.28,
        heatNumber: 'R-300',
        cut: { pieces: 1, lengthMm: 600, cutFee: 0 },
      }),
    ]);
    expect(cart.total).toBe(77.28);
    expect(await remnantsOf(bar._id, loser)).toEqual([]);
    expect((await remnantsOf(bar._id, winner))[0]).toMatchObject({ _id: remnant!._id, inCart: true });

    const placed = await call(t, 'POST', '/purchase-orders', { as: winner, body: { shipTo } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const po = placed.body as PurchaseOrder;
    expect(po.lines).toEqual([
      expect.objectContaining({
        kind: 'remnant',
        name: 'Ti bar sold once',
        quantity: 0.6,
        lineTotal: 77.28,
        heatNumber: 'R-300',
        certificate: expect.objectContaining({ type: 'EN 10204 3.1' }),
      }),
    ]);
    expect(po.total).toBe(77.28);
    // Sold: off the list, out of the cart, and nobody can take it again; the stock did not move.
    expect(await remnantsOf(bar._id)).toEqual([]);
    expect(((await call(t, 'GET', '/cart', { as: winner })).body as Cart).lines).toEqual([]);
    const again = await take(loser, remnant!._id);
    expect([again.status, again.body.message]).toEqual([409, r.sold]);
    expect(await storedStock(t, bar._id)).toMatchObject({ total: 3000, sum: 3000 });

    // Cancelled, it is on sale again; the product's stock is still what it was.
    const cancelled = await call(t, 'POST', `/purchase-orders/${po._id}/cancel`, { as: winner });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await remnantsOf(bar._id)).map((left) => left._id)).toEqual([remnant!._id]);
    expect(await storedStock(t, bar._id)).toMatchObject({ total: 3000, sum: 3000 });
  });

  it('a hold runs out: another buyer may take it, and the first buyer’s cart no longer has it; removing frees it', async () => {
    const bar = await barWithLot('Ti bar held', 'R-400');
    await cutAndCheckout(cutter, bar, 2, 1200);
    const [remnant] = await remnantsOf(bar._id);
    const [one, two] = buyers as [SignedIn, SignedIn, SignedIn];
    expect((await take(one, remnant!._id)).status).toBe(200);
    // Taking it again is harmless; it is still the one line.
    expect(((await take(one, remnant!._id)).body as Cart).lines).toHaveLength(1);
    await t.app.db
      .updateTable('remnants')
      .set({ held_until: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', remnant!._id)
      .execute();
    expect((await take(two, remnant!._id)).status).toBe(200);
    expect(((await call(t, 'GET', '/cart', { as: one })).body as Cart).lines).toEqual([]);
    const removed = await call(t, 'DELETE', `/cart/remnants/${remnant!._id}`, { as: two });
    expect([removed.status, (removed.body as Cart).lines]).toEqual([200, []]);
    expect((await take(one, remnant!._id)).status).toBe(200);
    // Emptying the cart frees it too.
    await call(t, 'DELETE', '/cart', { as: one });
    expect((await remnantsOf(bar._id))[0]).toMatchObject({ _id: remnant!._id, inCart: false });
  });

  it('a buyer whose hold ran out and another took finds it gone from the cart: the checkout places nothing of it', async () => {
    const bar = await barWithLot('Ti bar raced', 'R-500');
    await cutAndCheckout(cutter, bar, 2, 1200);
    const [remnant] = await remnantsOf(bar._id);
    const [one, two] = buyers as [SignedIn, SignedIn, SignedIn];
    await call(t, 'DELETE', '/cart', { as: one });
    expect((await take(one, remnant!._id)).status).toBe(200);
    // One's hold runs out and two takes it: one's cart is empty, so checkout says so.
    await t.app.db
      .updateTable('remnants')
      .set({ held_until: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', remnant!._id)
      .execute();
    await call(t, 'DELETE', '/cart', { as: two });
    expect((await take(two, remnant!._id)).status).toBe(200);
    const refused = await call(t, 'POST', '/purchase-orders', { as: one, body: { shipTo } });
    expect([refused.status, refused.body.message]).toEqual([400, purchaseOrders.emptyCart]);
    expect((await call(t, 'POST', '/purchase-orders', { as: two, body: { shipTo } })).status).toBe(201);
  });

  it('prices by the shipping settings’ remnant discount, in an offered currency, with filters', async () => {
    const bar = await barWithLot('Ti bar discounted', 'R-600');
    await cutAndCheckout(cutter, bar, 2, 1200);
    const shipping = (await call(t, 'GET', '/settings/shipping', { as: admin })).body;
    // The store's origin is blank until an admin sets it, and a save needs it.
    const value = {
      ...(shipping.value ?? shipping),
      origin: { line1: '1 Mill Road', city: 'Pittsburgh', country: 'US' },
    };
    expect(value.remnantDiscountPercent).toBe(30);
    const saved = await call(t, 'PUT', '/settings/shipping', {
      as: admin,
      body: { ...value, remnantDiscountPercent: 50 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // $184.00 × 0.6 × 0.5 = $55.20.
    expect((await remnantsOf(bar._id))[0]).toMatchObject({ lengthMm: 600, price: 55.2 });
    const tooMuch = await call(t, 'PUT', '/settings/shipping', {
      as: admin,
      body: { ...value, remnantDiscountPercent: 120 },
    });
    expect(tooMuch.status).toBe(400);
    await call(t, 'PUT', '/settings/shipping', { as: admin, body: value });

    const query = (search: string) => call(t, 'GET', `/remnants?${search}`);
    const ids = async (search: string) =>
      ((await query(search)).body as Remnant[]).map((remnant) => remnant.heatNumber);
    expect(await ids(`productId=${bar._id}&lengthMin=600&lengthMax=600`)).toEqual(['R-600']);
    expect(await ids(`productId=${bar._id}&lengthMin=601`)).toEqual([]);
    expect(await ids(`metal=nickel&productId=${bar._id}`)).toEqual([]);
    expect(await ids(`metal=titanium&form=bar&grade=grade%205&sizeMin=20&sizeMax=30&productId=${bar._id}`)).toEqual([
      'R-600',
    ]);
    for (const bad of ['lengthMin=700&lengthMax=600', 'lengthMin=1.5', 'metal=gold', 'currency=XYZ']) {
      const answer = await query(bad);
      expect([answer.status, typeof answer.body.message], bad).toEqual([400, 'string']);
    }
    expect((await take(buyers[0]!, 'no-such-remnant')).status).toBe(404);
    expect((await call(t, 'POST', `/cart/remnants/x`)).status).toBe(401);
  });
});
