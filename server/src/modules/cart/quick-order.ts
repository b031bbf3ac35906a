import type { Kysely } from 'kysely';
import type { QuickOrderAnswer } from '#shared/cart/cart.schema.ts';
import { messages } from '#shared/messages.ts';
import type { Database } from '../../db/database.ts';
import { unitOf } from '../catalog/index.ts';
import { buyerPricing } from './buyer-pricing.ts';
import { addCutToCart, addToCart, cartOf } from './cart.service.ts';
import { findProductsBySku } from './cart.repository.ts';
import { parseQuickOrder } from './quick-order-parse.ts';

/**
 * POST /cart/quick-order: every row is checked (its shape, the SKU, then the quantity rules for
 * the quantity the cart line would hold) and each valid one is added to the cart in turn, so a SKU
 * on two rows adds up. The answer lists what went in and why each other row did not.
 */
export async function quickOrder(db: Kysely<Database>, userId: string, text: string): Promise<QuickOrderAnswer> {
  const rows = parseQuickOrder(text);
  const products = await findProductsBySku(db, [...new Set(rows.flatMap((row) => ('sku' in row ? [row.sku] : [])))]);
  // One read of the buyer's pricing prices every row and the cart answered (buyer-pricing.ts).
  const pricing = await buyerPricing(db, userId);
  const added: QuickOrderAnswer['added'] = [];
  const errors: QuickOrderAnswer['errors'] = [];
  for (const row of rows) {
    if ('message' in row) {
      errors.push(row);
      continue;
    }
    const product = products.get(row.sku);
    const problem = !product
      ? messages.cart.unknownSku(row.sku)
      : row.pieces !== undefined && row.lengthMm !== undefined
        ? await addCutToCart(db, userId, pricing, product, row.pieces, row.lengthMm)
        : unitOf(product) === 'pcs' && !Number.isInteger(row.quantity)
          ? messages.cart.notWholeNumber(String(row.quantity))
          : await addToCart(db, userId, pricing, product, row.quantity);
    if (problem) errors.push({ row: row.row, message: problem });
    else added.push(row);
  }
  return { added, errors, cart: await cartOf(db, userId, pricing) };
}
