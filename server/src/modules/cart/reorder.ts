import type { Kysely } from 'kysely';
import type { ReorderAnswer } from '#shared/cart/cart.schema.ts';
import { messages } from '#shared/messages.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http-errors.ts';
import { findProduct } from '../catalog/index.ts';
import { lineUnits } from '../orders/index.ts';
import { buyerPricing } from './buyer-pricing.ts';
import { addCutToCart, addToCart, cartOf } from './cart.service.ts';

/**
 * Order again (docs/product/ordering.md#order-again): the lines of the buyer's own purchase order
 * go into the cart at today's prices. Another buyer's order is "not found", never "forbidden", so
 * its existence is not revealed. A line whose product is gone or whose quantity breaks a rule
 * today is skipped and named with the reason.
 */
export async function reorder(db: Kysely<Database>, userId: string, purchaseOrderId: string): Promise<ReorderAnswer> {
  const head = await db
    .selectFrom('purchase_orders')
    .select('id')
    .where('id', '=', purchaseOrderId)
    .where('buyer_id', '=', userId)
    .executeTakeFirst();
  if (!head) throw notFound(messages.purchaseOrders.notFound);
  const lines = await db
    .selectFrom('orders')
    .select(['product_id', 'product_name', 'quantity', 'unit', 'pieces', 'length_mm', 'cut_fee_cents', 'weight_grams'])
    .where('purchase_order_id', '=', head.id)
    .orderBy('line_no')
    .execute();
  // One read of the buyer's pricing prices every line and the cart answered (buyer-pricing.ts).
  const pricing = await buyerPricing(db, userId);
  const skipped: ReorderAnswer['skipped'] = [];
  for (const line of lines) {
    const product = line.product_id === null ? undefined : await findProduct(db, Number(line.product_id));
    // The line as ordered, in its own unit; a cut line goes back as the same N × L cut (PRODUCT.md §15).
    const { quantity, cut } = lineUnits(line);
    const problem = !product
      ? messages.cart.noLongerSold
      : cut
        ? await addCutToCart(db, userId, pricing, product, cut.pieces, cut.lengthMm)
        : await addToCart(db, userId, pricing, product, quantity);
    if (problem) skipped.push({ name: product?.name ?? line.product_name, message: problem });
  }
  return { cart: await cartOf(db, userId, pricing), skipped };
}
