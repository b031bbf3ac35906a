import { messages } from '#shared/messages.ts';

const m = messages.payment;

/**
 * Stripe's published test cards and their outcomes (docs/product/rules.md#payments). Any other number is refused
 * as Stripe refuses an invalid one. Card numbers are looked up here and never stored or logged.
 */
// The message as a function: read per payment, in the buyer's language (PRODUCT.md §18).
const outcomes: Record<string, { ok: true } | { ok: false; message: () => string; code: string }> = {
  '4242424242424242': { ok: true },
  '4000000000000002': { ok: false, message: () => m.declined, code: 'card_declined' },
  '4000000000009995': { ok: false, message: () => m.insufficientFunds, code: 'insufficient_funds' },
  '4000000000000069': { ok: false, message: () => m.expiredCard, code: 'expired_card' },
  '4000000000000127': { ok: false, message: () => m.incorrectCvc, code: 'incorrect_cvc' },
};

export type CardOutcome = { ok: true } | { ok: false; message: string; code: string };

/** `expiry` as "MM/YY"; a date in the past is refused before the number is even looked at. */
export function testCardOutcome(card: { number: string; expiry: string }, now = new Date()): CardOutcome {
  const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
  const endOfExpiryMonth = new Date(Date.UTC(2000 + (year ?? 0), month ?? 0, 1));
  if (endOfExpiryMonth <= now)
    return { ok: false, message: "Your card's expiration year is in the past.", code: 'invalid_expiry_year' };
  const outcome = outcomes[card.number];
  if (!outcome) return { ok: false, message: m.incorrectNumber, code: 'incorrect_number' };
  return outcome.ok ? outcome : { ok: false, message: outcome.message(), code: outcome.code };
}
