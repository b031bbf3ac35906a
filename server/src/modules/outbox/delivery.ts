import { getErrorMessage } from '#shared/error-message.ts';
import { defaultLanguage, isLanguage, type Language } from '#shared/i18n/languages.ts';
import type { FastifyInstance } from 'fastify';
import { inLanguage } from '../../i18n/in-language.ts';
import { isPermanentRefusal } from '../payments/index.ts';
import { markDelivered, markUndelivered } from './outbox.repository.ts';
import type { OutboxMessageRow } from './outbox.table.ts';
import { type OutboxTopics, topicOf } from './topics.ts';

export type DeliveryContext = Pick<
  FastifyInstance,
  'db' | 'dbKind' | 'config' | 'log' | 'mailer' | 'payments' | 'builtDocuments'
>;

/** Nothing will make this message go (an unknown topic, its order deleted): fail it at once. */
class PermanentFailure extends Error {}

/**
 * An SMTP answer of the 5xx class is the server saying no for good (550 no such mailbox, 553 bad
 * address): retrying sends nothing; so is a payment provider's refusal of a refund (a 4xx).
 * Everything else (connection refused, timeouts, 4xx "try later", the provider down) is temporary
 * (ADR 023).
 */
export function isPermanent(error: unknown): boolean {
  if (error instanceof PermanentFailure || isPermanentRefusal(error)) return true;
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The wait before attempt `attempts + 1`: the base, doubled after each attempt, at most the cap. */
export function backoffMs(config: DeliveryContext['config'], attempts: number): number {
  return Math.min(config.outbox.retryMaxMs, config.outbox.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Renders and sends one claimed message, then marks it delivered, or back to pending with its
 * backoff, or failed (a permanent refusal, or the last attempt). Never throws. It is rendered in
 * the message's language (PRODUCT.md §18), its attachments too, whatever context the worker runs
 * in: a round kicked by a request would otherwise speak that request's language.
 * A crash between the SMTP server's "250 OK" and the mark leaves the row `sending`; when its claim
 * runs out it is sent again with the same Message-ID (ADR 023: at least once, recognisably once).
 */
export function deliver(context: DeliveryContext, topics: OutboxTopics, message: OutboxMessageRow): Promise<boolean> {
  const language = isLanguage(message.language) ? message.language : defaultLanguage;
  return inLanguage(language, () => deliverIn(language, context, topics, message));
}

async function deliverIn(
  language: Language,
  context: DeliveryContext,
  topics: OutboxTopics,
  message: OutboxMessageRow,
): Promise<boolean> {
  const topic = topicOf(topics, message.topic);
  let subject = message.subject;
  try {
    if (!topic) throw new PermanentFailure(`no handler for the topic "${message.topic}"`);
    if ('perform' in topic) {
      subject = await topic.perform(context, JSON.parse(message.payload), message);
      await markDelivered(context.db, message, subject, new Date().toISOString(), false);
      return true;
    }
    const mail = await topic.render(context, JSON.parse(message.payload));
    if (!mail) throw new PermanentFailure('what this message was about no longer exists');
    subject = mail.subject;
    await context.mailer.send({ to: message.recipient, ...mail, language, messageId: message.message_id });
    await markDelivered(context.db, message, subject, new Date().toISOString(), topic.forgetPayload ?? false);
    return true;
  } catch (error) {
    const permanent = isPermanent(error);
    const lastAttempt = message.attempts >= context.config.outbox.maxAttempts;
    const now = new Date().getTime();
    const retryAt =
      permanent || lastAttempt ? null : new Date(now + backoffMs(context.config, message.attempts)).toISOString();
    const reason = getErrorMessage(error);
    await markUndelivered(context.db, message, subject, reason, retryAt).catch((markError: unknown) =>
      context.log.error({ err: markError, outboxMessage: message.id }, 'outbox message could not be marked'),
    );
    context.log[retryAt ? 'warn' : 'error'](
      { err: error, outboxMessage: message.id, topic: message.topic, attempts: message.attempts, retryAt },
      retryAt ? 'outbox message not delivered; will retry' : 'outbox message failed',
    );
    return false;
  }
}
