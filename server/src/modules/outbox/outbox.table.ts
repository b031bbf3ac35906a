import type { Selectable } from 'kysely';

export const outboxStatuses = ['pending', 'sending', 'delivered', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** One outbound message (migration 015, ADR 023). Times are ISO strings. */
export interface OutboxMessagesTable {
  id: string;
  topic: string;
  /** JSON: what the topic's handler needs to render the message (ids, not copies of the order). */
  payload: string;
  recipient: string;
  /** Known once the message has been rendered (its first attempt). */
  subject: string | null;
  /** The Message-ID every attempt of this message carries. */
  message_id: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
  /** The language it is rendered in (migration 037, PRODUCT.md §18); null in rows recorded before: English. */
  language: string | null;
}

export type OutboxMessageRow = Selectable<OutboxMessagesTable>;
