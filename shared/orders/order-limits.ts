import { toMajor } from '../money/amount.ts';
import { formatMoney } from '../money/format-money.ts';
import { messages } from '../messages.ts';

/**
 * The largest total one card payment may have: Stripe refuses more than eight digits of the
 * currency's minor unit ($999,999.99 in USD, ¥99,999,999 in JPY), so an order above it could never
 * be paid (and would only hold stock). Larger needs are several orders.
 */
export const maxOrderTotalCents = 99_999_999;

/**
 * Why an order total (minor units of `currency`, cents for USD) cannot be accepted, or undefined
 * when it can (server and purchase form).
 */
export function orderTotalProblem(totalCents: number, currency = 'USD'): string | undefined {
  if (totalCents > maxOrderTotalCents)
    return messages.orders.totalTooLarge(formatMoney(toMajor({ minor: maxOrderTotalCents, currency }), currency));
  return undefined;
}
