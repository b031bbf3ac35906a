import type { FastifyInstance } from 'fastify';
import type { RenderedMail } from '../../mail/mail-options.ts';
import type { OutboxPayloads, OutboxTopic } from './enqueue.ts';
import type { StaffNotice } from './staff-notices.ts';

/**
 * What a topic's handler may use: the app's database, configuration and log, and the documents
 * built off the request thread (ADR 025), which a mail attaches as it is sent.
 */
export type TopicContext = Pick<FastifyInstance, 'db' | 'dbKind' | 'config' | 'log' | 'builtDocuments'>;
/** What a topic that acts rather than mails may use: the payment provider too. */
export type ActionContext = TopicContext & Pick<FastifyInstance, 'payments'>;

/** A mail: rendered when sent, then handed to the mailer. */
export interface MailTopic<P> {
  /**
   * The message as it is sent, rendered from the payload's ids when it is sent (it says what the
   * order or quote says then), or null when there is nothing left to say (the order is gone).
   * Attachments are made here too, from the same ids: the row stays a few hundred bytes whatever
   * the mail carries, and the file is the order's as it stands when the mail goes.
   */
  render: (context: TopicContext, payload: P) => Promise<(Omit<RenderedMail, 'html'> & { html?: string }) | null>;
  /** Empty the payload once delivered: it holds a secret (a link's token). */
  forgetPayload?: boolean;
}

/**
 * Any other outbound message (a refund): `perform` does it, idempotently per message (`message.id`
 * is its idempotency key, so a retry after a crash does it once), and answers the line the outbox
 * page shows as its subject. Throws like a mail does: `isPermanent` decides on a retry.
 */
export interface ActionTopic<P> {
  perform: (context: ActionContext, payload: P, message: { id: string }) => Promise<string>;
}

export type Topic<P> = MailTopic<P> | ActionTopic<P>;

/**
 * Every kind of outbound message and how it is rendered or performed (ADR 023). The modules that
 * own a topic export its handler; the app composes the map (server/src/outbox-topics.ts) and hands
 * it to the worker, so the outbox never imports the modules that use it. The mapped type makes a
 * topic without a handler a compile error.
 */
export type OutboxTopics = { [T in OutboxTopic]: Topic<OutboxPayloads[T]> };

/** A mail rendered when it was recorded (a sign-in link, an invitation): sent as it is, then forgotten. */
export const renderedTopic: MailTopic<OutboxPayloads['rendered']> = {
  render: async (_context, payload) => payload,
  forgetPayload: true,
};

/** The staff's mails (staff-notices.ts): one renderer per notice, from the module it is about. */
export function staffTopic(renderers: {
  [K in StaffNotice]: MailTopic<Extract<OutboxPayloads['staff'], { notice: K }>>['render'];
}): MailTopic<OutboxPayloads['staff']> {
  return {
    render: (context, payload) =>
      (renderers[payload.notice] as MailTopic<OutboxPayloads['staff']>['render'])(context, payload),
  };
}

export function topicOf(topics: OutboxTopics, name: string): Topic<unknown> | undefined {
  return Object.hasOwn(topics, name) ? (topics as Record<string, Topic<unknown>>)[name] : undefined;
}
