import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { call, signUp, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { statementLog, withOutboxHeld } from '../../testing/statement-log.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { plainProducts } from './purchase-orders.test-helpers.ts';

/**
 * Issue 27: a checkout prices and takes stock for all its lines in set-based statements, so what
 * it costs the database does not grow with the cart. The statements of one POST /purchase-orders
 * (BEGIN and COMMIT included, the request's sign-in and answer too) are counted for a 3-line
 * and a 12-line cart: the same number, and no more than measured when the steps were written
 * (docs/notes/checkout-steps.md). An N+1 (a read or an UPDATE per line) fails both.
 */
// Issue 28 added one: the shipping and tax settings, read together in the checkout's transaction.
// Issue 29 added one: the buyer's currency (profile and company), read in it with the currencies
// section (which joined the same settings statement) so the order freezes one rate.
// Issue 30 added one: the screening list's version (one primary-key row), so every process screens
// against the list uploaded last (PRODUCT.md §19).
// Issue 31 added three: the lots of the lines' products read once, one UPDATE of every lot taken from,
// and one INSERT of every line's allocations (PRODUCT.md §20); certified lots add one INSERT … SELECT.
// Remnants (§20) added one: the remnants the cart holds, read with the cart (none here).
// Issue 31's target took it back: whether the cart holds a remnant is read with its lines, and a cart
// of lines that holds none reads no remnants. A cart holding some costs that read and one conditional
// UPDATE selling them all; a cut order one UPDATE of every bar it cuts, and leaving remnants one
// INSERT and one UPDATE of the products (their lots are taken with the lines'), whatever the lines.
const mostStatements = { sqlite: 24, postgres: 25 } as const;

describe.each(testDatabaseKinds)('statements of one checkout on %s', (kind) => {
  let t: TestApp;
  let buyer: SignedIn;
  let products: Product[];
  const log = statementLog();

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { WRITE_BUDGET_PER_MINUTE: '600', OUTBOX_POLL_MS: '600000' },
      { onStatement: log.onStatement },
    );
    buyer = await signUp(t, 'counted@example.com', 'Cora Counted');
    products = await plainProducts(t, 12);
    expect(products).toHaveLength(12);
  });
  afterAll(async () => t?.close());

  /** The statements of the checkout alone: the outbox's worker, kicked at commit, waits until the count is read. */
  const checkoutOf = async (lines: readonly Product[]) => {
    for (const product of lines) {
      const put = await call(t, 'PUT', `/cart/lines/${product._id}`, {
        as: buyer,
        body: { quantity: product.minimum },
      });
      expect(put.status).toBe(200);
    }
    const counted = await log.of(() =>
      withOutboxHeld(t, async () => {
        const placed = await call(t, 'POST', '/purchase-orders', {
          as: buyer,
          body: { shipTo: { address: '7 Count Street, Leeds', phone: '+44 113 496 0000' } },
        });
        expect(placed.status).toBe(201);
        expect(placed.body.lines).toHaveLength(lines.length);
      }),
    );
    await t.app.outbox.drain();
    return counted;
  };

  it('costs the same number of statements for 3 lines as for 12, within the bound', async () => {
    await checkoutOf(products.slice(0, 3)); // the first request of an app warms its caches
    const three = await checkoutOf(products.slice(3, 6));
    const twelve = await checkoutOf(products);
    console.log(`${kind}: ${three.length} statements for 3 lines, ${twelve.length} for 12`);
    expect(twelve.length, twelve.join('\n')).toBe(three.length);
    expect(three.length, three.join('\n')).toBeLessThanOrEqual(mostStatements[kind]);
  });
});
