import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * Quotes and documents (docs/product/quotes.md).
 * - `documents` holds uploaded files in the database (bytea on PostgreSQL, BLOB on SQLite), so every
 *   process serves them: a quote's drawing, a purchase order line's mill certificate. A file belongs
 *   to one quote or to one line of one purchase order, and goes with it.
 * - `quotes`: a buyer's request (for a catalog product or a custom size), the store's answer, and
 *   the purchase order it became once accepted.
 * - Order lines may be custom (a quote for a size the catalog does not stock): no product, no stock
 *   taken; `quote_id` ties a line to the quote it came from.
 */
export function quotesAndDocuments(kind: DatabaseKind) {
  const money = kind === 'postgres' ? 'bigint' : 'integer';
  const productId = kind === 'postgres' ? 'bigint' : 'integer';
  const bytes = kind === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('quotes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('number', 'integer', (c) => c.notNull().unique())
        .addColumn('buyer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('buyer_email', 'text', (c) => c.notNull())
        .addColumn('buyer_name', 'text', (c) => c.notNull())
        .addColumn('product_id', productId, (c) => c.references('products.id').onDelete('set null'))
        .addColumn('product_name', 'text')
        .addColumn('metal', 'text', (c) => c.notNull())
        .addColumn('form', 'text', (c) => c.notNull())
        .addColumn('grade', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('dimensions', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn('target_date', 'text')
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('unit_price_cents', money)
        .addColumn('lead_time_days', 'integer')
        .addColumn('valid_until', 'text')
        .addColumn('answer_note', 'text')
        .addColumn('purchase_order_id', 'text', (c) => c.references('purchase_orders.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('quotes_buyer_created').on('quotes').columns(['buyer_id', 'created_at']).execute();
      await db.schema.createIndex('quotes_status_created').on('quotes').columns(['status', 'created_at']).execute();

      await db.schema
        .createTable('documents')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('drawing', 'certificate')`))
        .addColumn('quote_id', 'text', (c) => c.references('quotes.id').onDelete('cascade'))
        .addColumn('purchase_order_id', 'text', (c) => c.references('purchase_orders.id').onDelete('cascade'))
        .addColumn('line_id', 'text', (c) => c.references('orders.id').onDelete('cascade'))
        .addColumn('certificate_type', 'text')
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('content', bytes, (c) => c.notNull())
        .addColumn('uploaded_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('documents_quote').on('documents').column('quote_id').execute();
      await db.schema.createIndex('documents_line').on('documents').columns(['purchase_order_id', 'line_id']).execute();

      await db.schema
        .alterTable('orders')
        .addColumn('quote_id', 'text', (c) => c.references('quotes.id').onDelete('set null'))
        .execute();
    },
  };
}
