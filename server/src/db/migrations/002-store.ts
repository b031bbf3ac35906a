import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * The store's own tables. Timestamps are ISO-8601 UTC text on both engines so that both answer the
 * same shape (docs/decisions/002-data-layer.md). Money is integer cents (BIGINT on PostgreSQL).
 */
export function storeTables(kind: DatabaseKind) {
  const idType = kind === 'postgres' ? 'bigserial' : 'integer';
  const money = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('products')
        .addColumn('id', idType, (c) => (kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('sku', 'text', (c) => c.unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('picture', 'text', (c) => c.notNull())
        .addColumn('about', 'text', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 0`))
        .addColumn('minimum', 'integer', (c) => c.notNull().check(sql`minimum >= 1`))
        .addColumn('price_cents', money, (c) => c.notNull().check(sql`price_cents > 0`))
        .addColumn('origin', 'text', (c) => c.notNull())
        .addColumn('metal', 'text')
        .addColumn('form', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // Catalog order is (created_at, id): pages and filtered pages read in index order.
      await db.schema.createIndex('products_created_at_id').on('products').columns(['created_at', 'id']).execute();
      await db.schema
        .createIndex('products_metal_form')
        .on('products')
        .columns(['metal', 'form', 'created_at', 'id'])
        .execute();

      await db.schema
        .createTable('orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('product_id', kind === 'postgres' ? 'bigint' : 'integer', (c) =>
          c.references('products.id').onDelete('set null'),
        )
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('unit_price_cents', money, (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn('total_cents', money, (c) => c.notNull())
        .addColumn('buyer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('buyer_email', 'text', (c) => c.notNull())
        .addColumn('buyer_name', 'text', (c) => c.notNull())
        .addColumn('buyer_address', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('unpaid')
            .check(sql`status in ('unpaid', 'paid', 'shipped', 'cancelled')`),
        )
        .addColumn('transaction_id', 'text')
        .addColumn('payment_intent_id', 'text')
        .addColumn('idempotency_key', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('orders_buyer_idempotency_key', ['buyer_id', 'idempotency_key'])
        .execute();
      await db.schema.createIndex('orders_buyer_email').on('orders').columns(['buyer_email', 'created_at']).execute();
      await db.schema.createIndex('orders_created_at').on('orders').column('created_at').execute();

      await db.schema
        .createTable('reviews')
        .addColumn('id', idType, (c) => (kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('user_image', 'text', (c) => c.notNull())
        .addColumn('user_review', 'text', (c) => c.notNull())
        .addColumn('user_ratings', 'integer', (c) => c.notNull().check(sql`user_ratings between 1 and 5`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reviews_created_at').on('reviews').column('created_at').execute();

      await db.schema
        .createTable('profiles')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('education', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
