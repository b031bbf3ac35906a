import { centsToDollars, dollarsToCents, orderTotalCents } from '#shared/money.ts';

/**
 * The live total of the purchase form, unit price × quantity (SPEC.md §9), computed in cents as
 * the server does; undefined while the quantity is not a whole number of pieces.
 */
export function orderTotal(unitPrice: number, quantity: number): number | undefined {
  if (!Number.isInteger(quantity) || quantity < 0) return undefined;
  return centsToDollars(orderTotalCents(dollarsToCents(unitPrice), quantity));
}
