import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * Payments of the built-in test-mode provider (docs/product/rules.md#payments) and the ids of processed Stripe
 * webhook events (so a redelivered event is applied once).
 */
export function paymentTables(kind: DatabaseKind) {
  const money = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('test_payments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('client_secret', 'text', (c) => c.notNull().unique())
        .addColumn('order_id', 'text', (c) => c.notNull())
        .addColumn('amount_cents', money, (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('webhook_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
