import { centsToDollars, formatUsd } from '../money.ts';
import { messages } from '../messages.ts';

/**
 * The largest total one card payment may have: Stripe refuses more than $999,999.99 in USD, so
 * an order above it could never be paid (and would only hold stock). Larger needs are several orders.
 */
export const maxOrderTotalCents = 99_999_999;

/** Why an order total cannot be accepted, or undefined when it can (server and purchase form). */
export function orderTotalProblem(totalCents: number): string | undefined {
  if (totalCents > maxOrderTotalCents)
    return messages.orders.totalTooLarge(formatUsd(centsToDollars(maxOrderTotalCents)));
  return undefined;
}
