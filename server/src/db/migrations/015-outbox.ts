import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * The outbox (PRODUCT.md §21, ADR 023): one row per outbound message, written in the transaction of
 * the change that causes it and delivered by the worker (modules/outbox).
 *
 * - `status`: pending → sending (claimed until `claimed_until`) → delivered | failed. A worker that
 *   dies while sending leaves the row `sending`; once its claim expires another worker takes it.
 * - `next_attempt_at` orders the work: the backoff of a retry, or now for a new message.
 * - `payload` is JSON text on both engines (read back the same way everywhere).
 * - `message_id` is fixed when the row is written, so a message sent twice after a crash between
 *   the SMTP answer and the mark carries the same Message-ID and a mail client shows it once.
 */
export function outbox(_kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text')
        .addColumn('message_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'sending', 'delivered', 'failed')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('claimed_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('delivered_at', 'text')
        .execute();
      // The worker's question: what is due now, oldest first.
      await db.schema
        .createIndex('outbox_messages_due')
        .on('outbox_messages')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema.createIndex('outbox_messages_created').on('outbox_messages').column('created_at').execute();
    },
  };
}
