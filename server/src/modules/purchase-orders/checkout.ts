import { messages } from '#shared/messages.ts';
import type { z } from 'zod';
import type { checkoutInputSchema } from '#shared/orders/purchase-order.schema.ts';
import { badRequest, conflict } from '../../http-errors.ts';
import { placePurchaseOrder, type PurchaseOrdersContext } from './place-purchase-order.ts';
import {
  findPurchaseOrderByKey,
  findPurchaseOrderDetail,
  type PurchaseOrderDetail,
} from './purchase-orders.repository.ts';

/**
 * The checkout (docs/product/ordering.md#purchase-orders): the buyer's server-side cart becomes
 * one purchase order. The lines come from the stored cart with the unit price the buyer accepted,
 * never from the request; the cart is emptied, and the ship-to saved to the profile, in the same
 * transaction that takes the stock, so a failed checkout leaves the cart as it was and a
 * successful one cannot leave it full.
 */
export async function checkout(
  context: PurchaseOrdersContext,
  buyer: { id: string; email: string; name: string },
  input: z.output<typeof checkoutInputSchema>,
  idempotencyKey: string | undefined,
): Promise<{ detail: PurchaseOrderDetail; created: boolean }> {
  if (idempotencyKey) {
    // A retry of a checkout that succeeded finds an empty cart: it answers the order placed.
    const placed = await findPurchaseOrderByKey(context.db, buyer.id, idempotencyKey);
    if (placed) return { detail: (await findPurchaseOrderDetail(context.db, placed.id))!, created: false };
  }
  const cart = await context.db
    .selectFrom('cart_lines')
    .selectAll()
    .where('user_id', '=', buyer.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const gone = cart.find((line) => line.product_id === null);
  if (gone) {
    throw badRequest(messages.purchaseOrders.lineProblem(gone.product_name, messages.cart.noLongerSold));
  }
  return placePurchaseOrder(context, {
    buyer,
    lines: cart.map((line) => ({
      productId: line.product_id!,
      quantity: line.quantity,
      seenUnitCents: Number(line.unit_price_cents),
      name: line.product_name,
    })),
    shipTo: input.shipTo,
    poNumber: input.poNumber,
    requestedDate: input.requestedDate,
    notes: input.notes,
    idempotencyKey,
    nameLines: true,
    paymentMethod: input.paymentMethod,
    claim: async (trx) => {
      // Each line exactly as read: a line changed or removed meanwhile, or a second checkout of
      // the same cart that got here first, leaves nothing to claim and nothing is placed.
      for (const line of cart) {
        const claimed = await trx
          .deleteFrom('cart_lines')
          .where('id', '=', line.id)
          .where('quantity', '=', line.quantity)
          .where('updated_at', '=', line.updated_at)
          .executeTakeFirst();
        if (Number(claimed.numDeletedRows) !== 1) throw conflict(messages.purchaseOrders.cartChanged);
      }
    },
    alsoInTransaction: async (trx, head) => {
      if (!input.saveShipTo) return;
      await trx
        .insertInto('profiles')
        .values({
          user_id: buyer.id,
          education: '',
          location: '',
          phone: input.shipTo.phone,
          ship_to_address: input.shipTo.address,
          updated_at: head.created_at,
        })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            phone: input.shipTo.phone,
            ship_to_address: input.shipTo.address,
            updated_at: head.created_at,
          }),
        )
        .execute();
    },
  });
}
