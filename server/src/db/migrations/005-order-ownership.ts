import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * Orders belong to the account (docs/product/rules.md#security), unpaid orders expire, and a paid order cancelled
 * by the store keeps its refund:
 * - orders that lack their account get it from the user with their email, but only a user who
 *   already existed when the order was placed: a removed buyer's orders (buyer_id set null by
 *   the removal) never go to whoever registered that email afterwards;
 * - indexes for "a buyer's orders" (by account now, not email) and for the expiry sweep;
 * - `refund_id` on orders and on the test provider's payments.
 */
export function orderOwnership(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>) {
      await linkOrdersToTheirBuyers(db, kind);
      await db.schema.alterTable('orders').addColumn('refund_id', 'text').execute();
      await db.schema.alterTable('test_payments').addColumn('refund_id', 'text').execute();
      await db.schema.createIndex('orders_buyer_id').on('orders').columns(['buyer_id', 'created_at']).execute();
      await db.schema.createIndex('orders_status_created_at').on('orders').columns(['status', 'created_at']).execute();
    },
  };
}

/** The backfill of `buyer_id`, exported so that a test can run it against a removed buyer's orders. */
export async function linkOrdersToTheirBuyers(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  // Better Auth's createdAt is timestamptz on PostgreSQL and ISO text on SQLite; ours is ISO text.
  const existedWhenPlaced =
    kind === 'postgres'
      ? sql`users."createdAt" <= orders.created_at::timestamptz`
      : sql`julianday(users."createdAt") <= julianday(orders.created_at)`;
  await sql`
    update orders set buyer_id = (
      select users.id from users where users.email = lower(orders.buyer_email) and ${existedWhenPlaced}
    )
    where buyer_id is null`.execute(db);
}
