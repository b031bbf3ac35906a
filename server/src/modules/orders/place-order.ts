import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { messages } from '#shared/messages.ts';
import { quantityProblem, unitPriceCents } from '#shared/catalog/pricing.ts';
import { centsToDollars, orderTotalCents } from '#shared/money.ts';
import { orderTotalProblem } from '#shared/orders/order-limits.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http-errors.ts';
import { takeStock } from '../catalog/catalog.repository.ts';
import { readPriceBreaks } from '../catalog/product.mapper.ts';
import { countUnpaidOrdersOf } from './orders.repository.ts';
import type { OrderRow } from './orders.table.ts';

/** What the order use cases need from the app: the database, the catalog cache, settings, payments. */
export type OrdersContext = Pick<FastifyInstance, 'db' | 'dbKind' | 'catalogCache' | 'config' | 'payments' | 'log'>;

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
 * At most `MAX_UNPAID_ORDERS` open unpaid orders per account (docs/product/rules.md#security). On PostgreSQL the
 * buyer's row is locked first, so one buyer's concurrent orders are counted one after another;
 * SQLite runs one write transaction at a time anyway.
 */
async function checkUnpaidLimit(trx: Kysely<Database>, context: OrdersContext, buyerId: string): Promise<void> {
  if (context.dbKind === 'postgres') {
    await trx.selectFrom('users').select('id').where('id', '=', buyerId).forUpdate().executeTakeFirst();
  }
  const maximum = context.config.orders.maxUnpaidPerBuyer;
  if ((await countUnpaidOrdersOf(trx, buyerId)) >= maximum) throw conflict(messages.orders.tooManyUnpaid(maximum));
}

/**
 * Places an order (docs/product/rules.md#data-money-and-stock): in one transaction, takes the quantity out of stock (the
 * catalog's conditional UPDATE, so concurrent orders can never oversell, on either engine) and
 * stores the order at the unit price its quantity gets from the stored price and breaks, within the buyer's unpaid-order limit and the
 * largest total a card payment can have. A retried request with the same Idempotency-Key
 * returns the first order. The catalog cache learns of the new stock here, not in the route.
 */
export async function placeOrder(
  context: OrdersContext,
  order: PlaceOrder,
): Promise<{ row: OrderRow; created: boolean }> {
  const { db } = context;
  const { buyer, productId, quantity, idempotencyKey } = order;
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, buyer.id, idempotencyKey);
    if (existing) return { row: existing, created: false };
  }
  try {
    const row = await db.transaction().execute(async (trx) => {
      const now = context.config.now().toISOString();
      await checkUnpaidLimit(trx, context, buyer.id);
      const product = await takeStock(trx, productId, quantity, now);
      if (!product) {
        const current = await trx
          .selectFrom('products')
          .select(['minimum', 'total', 'increment', 'maximum'])
          .where('id', '=', productId)
          .executeTakeFirst();
        if (!current) throw notFound(messages.errors.productNotFound);
        throw badRequest(quantityProblem(current, quantity) ?? messages.purchase.aboveTotal(current.total));
      }
      // The unit price for this quantity from the stored list price and breaks (docs/product/catalog.md).
      const unitCents = unitPriceCents(
        { price: centsToDollars(Number(product.price_cents)), priceBreaks: readPriceBreaks(product.price_breaks) },
        quantity,
      );
      const totalCents = orderTotalCents(unitCents, quantity);
      // Thrown inside the transaction: the stock just taken goes back with the rollback.
      const tooLarge = orderTotalProblem(totalCents);
      if (tooLarge) throw badRequest(tooLarge);
      return trx
        .insertInto('orders')
        .values({
          id: randomUUID(),
          product_id: product.id,
          product_name: product.name,
          unit_price_cents: unitCents,
          quantity,
          total_cents: totalCents,
          buyer_id: buyer.id,
          buyer_email: buyer.email,
          buyer_name: buyer.name,
          buyer_address: order.address,
          phone: order.phone,
          status: 'unpaid',
          transaction_id: null,
          payment_intent_id: null,
          idempotency_key: idempotencyKey ?? null,
          refund_id: null,
          line_no: 1,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    context.catalogCache.invalidate();
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
