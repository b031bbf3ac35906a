import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { statementLog, withOutboxHeld } from '../../testing/statement-log.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { addLotProduct, receiveLot, storedStock } from './lots.test-helpers.ts';

/**
 * Issue 31: a cut order's bars and remnants cost statements that do not grow with the bars it
 * cuts (PRODUCT.md §20): one UPDATE for every bar, one INSERT of the remnants and one UPDATE of
 * the products they leave (their lots go with the lines' UPDATE). A cut from one bar and a cut
 * from three, each leaving its rests as remnants, run the same number of statements.
 */
describe.each(testDatabaseKinds)('statements of a cut order on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  const log = statementLog();

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      {
        ADMIN_EMAILS: 'admin@example.com',
        MAX_UNPAID_ORDERS: '1000',
        WRITE_BUDGET_PER_MINUTE: '100000',
        OUTBOX_POLL_MS: '600000',
      },
      { onStatement: log.onStatement },
    );
    [admin, buyer] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'cutter@example.com', 'Cy Cutter'),
    ]);
  });
  afterAll(async () => t?.close());

  /** A product cut to length whose one lot holds `bars` bars of 3000 mm; a rest of 300 mm or more becomes a remnant. */
  const barsOf = async (name: string, bars: number): Promise<Product> => {
    const product = await addLotProduct(t, admin, {
      name,
      form: 'bar',
      metal: 'titanium',
      unit: 'm',
      dimensions: { diameter: 20 },
      minimum: 0.1,
      total: 0,
      cutToLength: { minLengthMm: 300, maxLengthMm: 3000, cutFee: 6.5 },
    });
    const received = await receiveLot(t, admin, product._id, {
      heatNumber: `${name}-1`,
      barLengthMm: '3000',
      barCount: String(bars),
      receivedOn: '2026-06-01',
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    return product;
  };

  /** The statements of one POST /orders of `pieces` × 2000 mm (the outbox's worker waits until they are read). */
  const cutOf = async (product: Product, pieces: number) => {
    const counted = await log.of(() =>
      withOutboxHeld(t, async () => {
        const placed = await call(t, 'POST', '/orders', {
          as: buyer,
          body: {
            buyerAddress: '7 Count Street, Leeds',
            phone: '+44 113 496 0000',
            productId: product._id,
            pieces,
            lengthMm: 2000,
          },
        });
        expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      }),
    );
    await t.app.outbox.drain();
    return counted;
  };

  it('costs the same number of statements for a cut from one bar as from three, each rest a remnant', async () => {
    const one = await barsOf('Warm-up bar', 1);
    await cutOf(one, 1); // the first request of an app warms its caches
    const single = await barsOf('Single bar', 1);
    const triple = await barsOf('Triple bar', 3);
    const fromOne = await cutOf(single, 1);
    const fromThree = await cutOf(triple, 3);
    expect(fromThree.length, fromThree.join('\n')).toBe(fromOne.length);
    // Each rest of 1000 mm left its lot and its product's total as a remnant: the sums still agree.
    expect(await storedStock(t, triple._id)).toMatchObject({ total: 0, sum: 0 });
    const remnants = await call(t, 'GET', `/remnants?productId=${triple._id}`);
    expect((remnants.body as { lengthMm: number }[]).map((remnant) => remnant.lengthMm)).toEqual([1000, 1000, 1000]);
  });
});
