import type { FastifyInstance } from 'fastify';
import type { RenderedMail } from '../purchase-orders/documents/purchase-order-mail.ts';
import { renderCompanyNotice } from '../purchase-orders/company-order-notices.ts';
import { renderBuyerNotice } from '../purchase-orders/purchase-order-notices.ts';
import { renderQuoteMail } from '../quotes/quote-mail.ts';
import type { OutboxPayloads, OutboxTopic } from './index.ts';
import { performRefund } from '../purchase-orders/refunds.ts';
import { renderStaffOrderMail } from '../purchase-orders/staff-order-mail.ts';

/** What a topic's handler may use: the app's database, configuration and log. */
export type TopicContext = Pick<FastifyInstance, 'db' | 'config' | 'log'>;
/** What a topic that acts rather than mails may use: the payment provider too. */
export type ActionContext = TopicContext & Pick<FastifyInstance, 'payments'>;

/** A mail: rendered when sent, then handed to the mailer. */
export interface MailTopic<P> {
  /**
   * The message as it is sent, rendered from the payload's ids when it is sent (it says what the
   * order or quote says then), or null when there is nothing left to say (the order is gone).
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
 * Every kind of outbound message and how it is rendered (ADR 023): a new kind is one entry here
 * and its payload type in index.ts.
 */
export const topics: { [T in OutboxTopic]: Topic<OutboxPayloads[T]> } = {
  purchaseOrder: { render: renderBuyerNotice },
  companyOrder: { render: renderCompanyNotice },
  quote: { render: (context, payload) => renderQuoteMail(context, payload.notice, payload.quoteId) },
  staff: {
    render: (context, payload) => {
      switch (payload.notice) {
        case 'purchaseOrderPlaced':
          return renderStaffOrderMail(context, payload.purchaseOrderId);
        case 'quoteRequested':
          return renderQuoteMail(context, 'requested', payload.quoteId);
      }
    },
  },
  rendered: { render: async (_context, payload) => payload, forgetPayload: true },
  refund: { perform: performRefund },
};

export function topicOf(name: string): Topic<unknown> | undefined {
  return (topics as Record<string, Topic<unknown>>)[name];
}
