import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { call, signUp, type SignedIn } from '../../testing/accounts.ts';
import { statementLog } from '../../testing/statement-log.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { plainProducts } from '../orders/purchase-orders.test-helpers.ts';

/**
 * Issue 31: a PUT of a cart line prices the line it stores and the cart it answers from one read
 * of the buyer's pricing (buyer-pricing.ts): the company membership, the currencies section and
 * the buyer's currencies once each, not once per step. Three PUTs are most of a checkout cycle.
 */
describe.each(testDatabaseKinds)('statements of PUT /cart/lines on %s', (kind) => {
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
    buyer = await signUp(t, 'priced@example.com', 'Pia Priced');
    products = await plainProducts(t, 2);
  });
  afterAll(async () => t?.close());

  /** The cart a PUT of `quantity` answers, and the statements it ran. */
  const put = async (product: Product, quantity: number) => {
    let cart: { lines: { productId: string; quantity: number }[] } | undefined;
    const statements = await log.of(async () => {
      const answer = await call(t, 'PUT', `/cart/lines/${product._id}`, { as: buyer, body: { quantity } });
      expect(answer.status).toBe(200);
      cart = answer.body as typeof cart;
    });
    return { cart: cart!, statements };
  };

  it('reads the membership, the currencies section and the buyer currency once, adding a line or changing one', async () => {
    for (const [product, quantity] of [
      [products[0]!, products[0]!.minimum],
      [products[1]!, products[1]!.minimum],
      [products[0]!, products[0]!.minimum + 1],
    ] as const) {
      const { cart, statements } = await put(product, quantity);
      expect(cart.lines.find((line) => line.productId === product._id)?.quantity).toBe(quantity);
      const reads = (pattern: RegExp) => statements.filter((sql) => pattern.test(sql)).length;
      expect(reads(/from "company_members"/), statements.join('\n')).toBe(1);
      expect(reads(/from "store_settings" where "section" = /), statements.join('\n')).toBe(1);
      expect(reads(/"profileCurrency"/), statements.join('\n')).toBe(1);
    }
  });
});
