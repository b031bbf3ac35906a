import type { Kysely } from 'kysely';
import { messages } from '#shared/messages.ts';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../http-errors.ts';

/** The cart as the checkout read it: each line with the quantity and time it was read at, and the cuts. */
export interface CartClaim {
  lines: readonly { id: string; quantity: number; updated_at: string }[];
  cutIds: readonly string[];
}

/**
 * The checkout's first write, before any stock is taken: it deletes the cart lines exactly as
 * read, all in one statement per kind. A line changed or removed meanwhile, or a second checkout
 * of the same cart that got here first, leaves fewer to delete: 409, and nothing is placed.
 */
export async function claimCart(trx: Kysely<Database>, cart: CartClaim): Promise<void> {
  if (cart.lines.length > 0) {
    const claimed = await trx
      .deleteFrom('cart_lines')
      .where((eb) =>
        eb.or(
          cart.lines.map((line) =>
            eb.and([
              eb('id', '=', line.id),
              eb('quantity', '=', line.quantity),
              eb('updated_at', '=', line.updated_at),
            ]),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(claimed.numDeletedRows) !== cart.lines.length) throw conflict(messages.purchaseOrders.cartChanged);
  }
  if (cart.cutIds.length > 0) {
    const claimed = await trx.deleteFrom('cart_cuts').where('id', 'in', cart.cutIds).executeTakeFirst();
    if (Number(claimed.numDeletedRows) !== cart.cutIds.length) throw conflict(messages.purchaseOrders.cartChanged);
  }
}
