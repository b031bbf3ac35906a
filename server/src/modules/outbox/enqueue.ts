import type { Kysely } from 'kysely';
import { currentLanguage } from '#shared/i18n/current-language.ts';
import { defaultLanguage, type Language } from '#shared/i18n/languages.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { inLanguage } from '../../i18n/in-language.ts';
import { savedLanguageOr, savedLanguagesOf } from '../languages/index.ts';
import { enqueueMessages, type OutboxMessage } from './outbox.repository.ts';
import type { StaffNotice, StaffNotices } from './staff-notices.ts';

/** One payment to give back in full: `paidFor` is the order it was created for (its metadata). */
export type RefundedPayment = {
  paymentId: string;
  paidFor: string;
  amountCents: number;
};

/**
 * The outbox message of a cancelled paid order (topic `refund`, ADR 023): a whole purchase order
 * (`purchaseOrderId`) or one line cancelled alone (`lineId`, through the original per-order API).
 */
// A type, not an interface: an outbox payload is a plain JSON record.
export type RefundPayload = {
  purchaseOrderId: string | null;
  lineId: string | null;
  payments: RefundedPayment[];
  /** For the outbox page's subject: "PO-000012". */
  orderNumber: string;
  /** The order's currency, of `amountCents` (PRODUCT.md §17); absent in messages recorded before currencies: USD. */
  currency?: string;
  /** The admin who cancelled, on the timeline's "refunded". */
  actorId: string | null;
};

/** The payload of each kind of outbound message; its handler is the same name in server/src/outbox-topics.ts. */
export interface OutboxPayloads {
  /** The buyer's mail about a purchase order (purchase-order-notices.ts). */
  purchaseOrder: {
    purchaseOrderId: string;
    notice: 'placed' | 'paid' | 'shipped';
    /** A `shipped` mail's shipment (PRODUCT.md §22); absent in messages recorded before shipments. */
    shipmentId?: string;
  };
  /** The company's side of an order (company-order-notices.ts); one message per recipient. */
  companyOrder: {
    purchaseOrderId: string;
    notice: 'waiting' | 'invoice' | 'approved' | 'rejected' | 'overdue';
    reason?: string;
  };
  /** The buyer's mail about the store's answer to a quote (quote-mail.ts). */
  quote: { quoteId: string; notice: 'quoted' | 'declined' };
  /** A mail to the store's staff (staff-notices.ts). */
  staff: { [K in StaffNotice]: { notice: K } & StaffNotices[K] }[StaffNotice];
  /**
   * A mail rendered when it was recorded, because what it says exists nowhere else (a sign-in
   * link, an invitation's token): emptied once delivered.
   */
  rendered: { subject: string; text: string; html?: string };
  /**
   * Not a mail: the refund of a cancelled paid order, recorded with the cancel and made by the
   * worker after it committed (issue 26; refunds.ts). The recipient is the payment provider.
   */
  refund: RefundPayload;
}

export type OutboxTopic = keyof OutboxPayloads;

/**
 * What recording a message needs. The outbox keeps the wall clock, not the store's `config.now`
 * (which tests move): a retry's backoff is real time whatever day the store thinks it is.
 */
export interface OutboxContext {
  config: Pick<Config, 'seller'>;
}

/**
 * Records one message in the caller's transaction `trx` (PRODUCT.md §21, ADR 023): it is sent if
 * and only if that transaction commits. The worker delivers it; call `app.outbox.kick()` after the
 * commit to have it sent at once rather than at the next poll.
 */
export function enqueue<T extends OutboxTopic>(
  trx: Kysely<Database>,
  context: OutboxContext,
  topic: T,
  recipient: string,
  payload: OutboxPayloads[T],
): Promise<string[]> {
  return enqueueMany(trx, context, [{ topic, recipient, payload }]);
}

/** A message to record; its language is the recipient's unless the caller names one. */
export type MessageToRecord = Omit<OutboxMessage, 'language'> & { language?: Language };

/**
 * Topics whose recipient is not the person whose request records them: the store's staff (a
 * buyer's German checkout does not make the staff's mail German) and the payment provider.
 */
const notTheRequester = new Set<string>(['staff', 'refund']);

/**
 * The language of a message to an address with no account (an invitation): the language of the
 * request that caused it, which `currentLanguage()` is inside a request (English in a job such as
 * the overdue sweep); the staff's and the payment provider's never follow the requester's.
 */
const withoutAccount = (topic: string): Language => (notTheRequester.has(topic) ? defaultLanguage : currentLanguage());

/**
 * Records messages in `trx`, each in its language (PRODUCT.md §18): the one its caller names,
 * else the recipient's saved language (profiles.language), English for an account that saved
 * none, else `withoutAccount`. The saved language is read by the INSERT itself.
 */
export async function enqueueMany(trx: Kysely<Database>, context: OutboxContext, messages: MessageToRecord[]) {
  const withLanguages: OutboxMessage[] = messages.map((message) => ({
    ...message,
    language: message.language ?? savedLanguageOr(message.recipient, withoutAccount(message.topic)),
  }));
  return enqueueMessages(trx, withLanguages, new Date().toISOString());
}

/**
 * Records a mail rendered now, in the transaction `trx` (the `rendered` topic: what it says is
 * fixed when it is recorded, a freight amount, a decision, an invitation's token). `render` runs
 * in the recipient's language (as `enqueueMany` decides it), not in the language of the person
 * acting: a store admin's English request that mails a German buyer mails them in German.
 */
export async function enqueueRendered(
  trx: Kysely<Database>,
  context: OutboxContext,
  recipient: string,
  render: () => OutboxPayloads['rendered'],
): Promise<string[]> {
  const saved = await savedLanguagesOf(trx, [recipient]);
  const language = saved.has(recipient.toLowerCase())
    ? (saved.get(recipient.toLowerCase()) ?? defaultLanguage)
    : withoutAccount('rendered');
  const payload = inLanguage(language, render);
  return enqueueMessages(trx, [{ topic: 'rendered', recipient, payload, language }], new Date().toISOString());
}

/** Mails the store's staff (SELLER_EMAIL) in the caller's transaction: `notifyStaff(trx, app, 'quoteRequested', { quoteId })`. */
export function notifyStaff<K extends StaffNotice>(
  trx: Kysely<Database>,
  context: OutboxContext,
  notice: K,
  payload: StaffNotices[K],
): Promise<string[]> {
  return enqueue(trx, context, 'staff', context.config.seller.email, staffNotice(notice, payload));
}

/** The payload of a staff message (for a caller recording several messages in one `enqueueMany`). */
export function staffNotice<K extends StaffNotice>(notice: K, payload: StaffNotices[K]): OutboxPayloads['staff'] {
  return { notice, ...payload } as OutboxPayloads['staff'];
}
