import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { messages } from '#shared/messages.ts';
import { orderTotalCents } from '#shared/money.ts';
import { quantityIssue } from '#shared/orders/order.schema.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { OrderRow } from './orders.table.ts';

export interface PlaceOrder {
  buyer: { id: string; email: string; name: string };
  productId: number;
  quantity: number;
  address: string;
  phone: string;
  idempotencyKey: string | undefined;
}

function findByIdempotencyKey(db: Kysely<Database>, buyerId: string, key: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('buyer_id', '=', buyerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}

/**
 * Places an order (PRODUCT.md §3): in one transaction, takes the quantity out of stock with a
 * single conditional UPDATE (so concurrent orders can never oversell, on either engine) and
 * stores the order at the stored unit price. A retried request with the same Idempotency-Key
 * returns the first order.
 */
export async function placeOrder(
  db: Kysely<Database>,
  order: PlaceOrder,
): Promise<{ row: OrderRow; created: boolean }> {
  const { buyer, productId, quantity, idempotencyKey } = order;
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, buyer.id, idempotencyKey);
    if (existing) return { row: existing, created: false };
  }
  try {
    const row = await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const product = await trx
        .updateTable('products')
        .set({ total: sql`total - ${quantity}`, updated_at: now })
        .where('id', '=', productId)
        .where('total', '>=', quantity)
        .where('minimum', '<=', quantity)
        .returning(['id', 'name', 'price_cents'])
        .executeTakeFirst();
      if (!product) {
        const current = await trx
          .selectFrom('products')
          .select(['minimum', 'total'])
          .where('id', '=', productId)
          .executeTakeFirst();
        if (!current) throw notFound(messages.errors.productNotFound);
        throw badRequest(quantityIssue(current, quantity) ?? messages.purchase.aboveTotal(current.total));
      }
      return trx
        .insertInto('orders')
        .values({
          id: randomUUID(),
          product_id: product.id,
          product_name: product.name,
          unit_price_cents: product.price_cents,
          quantity,
          total_cents: orderTotalCents(Number(product.price_cents), quantity),
          buyer_id: buyer.id,
          buyer_email: buyer.email,
          buyer_name: buyer.name,
          buyer_address: order.address,
          phone: order.phone,
          status: 'unpaid',
          transaction_id: null,
          payment_intent_id: null,
          idempotency_key: idempotencyKey ?? null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return { row, created: true };
  } catch (error) {
    // Two retries racing with one key: the loser's insert hits the unique key; answer the winner's.
    if (idempotencyKey && isUniqueViolation(error)) {
      const existing = await findByIdempotencyKey(db, buyer.id, idempotencyKey);
      if (existing) return { row: existing, created: false };
    }
    throw error;
  }
}
