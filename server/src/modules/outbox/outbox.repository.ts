import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely, RawBuilder } from 'kysely';
import type { Language } from '#shared/i18n/languages.ts';
import type { Database } from '../../db/database.ts';
import type { OutboxMessageRow, OutboxStatus } from './outbox.table.ts';

/** A message to record: its topic names the handler that renders and sends it (server/src/outbox-topics.ts). */
export interface OutboxMessage {
  topic: string;
  payload: Record<string, unknown>;
  recipient: string;
  /**
   * The language it is rendered in: named (enqueue.ts decided it), or read in the INSERT from the
   * recipient's account (`savedLanguageOr` of modules/languages).
   */
  language: Language | RawBuilder<string>;
}

/**
 * Records outbound messages in the caller's transaction (PRODUCT.md §21): they exist exactly when
 * the change that causes them commits. Delivery is the worker's (outbox-worker.ts). `at` is the
 * store's clock; answers the new rows' ids.
 */
export async function enqueueMessages(
  trx: Kysely<Database>,
  messages: OutboxMessage[],
  at: string,
  domain = 'rare-metals.store',
): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = messages.map((message) => {
    const id = randomUUID();
    return {
      id,
      topic: message.topic,
      payload: JSON.stringify(message.payload),
      recipient: message.recipient,
      subject: null,
      message_id: `<${id}@${domain}>`,
      status: 'pending' as const,
      attempts: 0,
      next_attempt_at: at,
      claimed_until: null,
      last_error: null,
      created_at: at,
      delivered_at: null,
      language: message.language,
    };
  });
  await trx.insertInto('outbox_messages').values(rows).execute();
  return rows.map((row) => row.id);
}

/** Pending and due, or claimed by a worker whose claim ran out (it died while sending). */
function dueFilter(now: string) {
  return (eb: ExpressionBuilder<Database, 'outbox_messages'>) =>
    eb.or([
      eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
      eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
    ]);
}

/**
 * Claims up to `limit` due messages for this worker. Each claim is a conditional UPDATE of one row
 * (still due?), so of two processes reaching for the same message exactly one changes it: on
 * PostgreSQL the second UPDATE waits for the first and then finds the row no longer due; on SQLite
 * writes are serialized. The claim counts the attempt and lasts `leaseMs`.
 */
export async function claimDueMessages(
  db: Kysely<Database>,
  now: Date,
  leaseMs: number,
  limit: number,
  only?: string[],
): Promise<OutboxMessageRow[]> {
  const at = now.toISOString();
  let query = db.selectFrom('outbox_messages').select('id').where(dueFilter(at));
  if (only) query = query.where('id', 'in', only.length ? only : ['']);
  const candidates = await query.orderBy('next_attempt_at').limit(limit).execute();
  const claimed: OutboxMessageRow[] = [];
  const until = new Date(now.getTime() + leaseMs).toISOString();
  for (const { id } of candidates) {
    const row = await db
      .updateTable('outbox_messages')
      .set((eb) => ({ status: 'sending', claimed_until: until, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where(dueFilter(at))
      .returningAll()
      .executeTakeFirst();
    if (row) claimed.push(row);
  }
  return claimed;
}

/** Delivered: kept as the record; a payload holding a secret (a link's token) is emptied. */
export async function markDelivered(
  db: Kysely<Database>,
  message: OutboxMessageRow,
  subject: string | null,
  at: string,
  forgetPayload: boolean,
): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({
      status: 'delivered',
      subject,
      delivered_at: at,
      claimed_until: null,
      last_error: null,
      ...(forgetPayload ? { payload: '{}' } : {}),
    })
    .where('id', '=', message.id)
    .where('status', '=', 'sending')
    .execute();
}

/** Not delivered this time: back to pending at `retryAt`, or failed for good (`retryAt` null). */
export async function markUndelivered(
  db: Kysely<Database>,
  message: OutboxMessageRow,
  subject: string | null,
  error: string,
  retryAt: string | null,
): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({
      status: retryAt ? 'pending' : 'failed',
      ...(subject ? { subject } : {}),
      next_attempt_at: retryAt ?? message.next_attempt_at,
      claimed_until: null,
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', message.id)
    .where('status', '=', 'sending')
    .execute();
}

/** The admin's list: failed first, then still undelivered, then delivered; newest first within. */
export async function listOutboxMessages(
  db: Kysely<Database>,
  status: OutboxStatus | undefined,
  limit: number,
): Promise<OutboxMessageRow[]> {
  let query = db.selectFrom('outbox_messages').selectAll();
  if (status) query = query.where('status', '=', status);
  return query
    .orderBy((eb) =>
      eb
        .case()
        .when('status', '=', 'failed')
        .then(0)
        .when('status', '=', 'pending')
        .then(1)
        .when('status', '=', 'sending')
        .then(2)
        .else(3)
        .end(),
    )
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export function findOutboxMessage(db: Kysely<Database>, id: string): Promise<OutboxMessageRow | undefined> {
  return db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A failed or pending message goes back to pending, due now, with a fresh count of attempts.
 * Answers the row after, or undefined when it was delivered or is being sent (nothing to resend).
 */
export async function resendOutboxMessage(
  db: Kysely<Database>,
  id: string,
  at: string,
): Promise<OutboxMessageRow | undefined> {
  return db
    .updateTable('outbox_messages')
    .set({ status: 'pending', next_attempt_at: at, attempts: 0, claimed_until: null })
    .where('id', '=', id)
    .where('status', 'in', ['failed', 'pending'])
    .returningAll()
    .executeTakeFirst();
}
