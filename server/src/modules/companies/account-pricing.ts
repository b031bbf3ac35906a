import type { Kysely } from 'kysely';
import { type PricedProduct, unitPriceMinor } from '#shared/catalog/pricing.ts';
import { discountedUnitCents } from '#shared/companies/company-rules.ts';
import type { Database } from '../../db/database.ts';
import { membershipOf } from './membership.ts';

/**
 * The contract discount (percent, two decimals at most) the account's company gets, 0 for an
 * account in no company. Read per request, like the membership, so a store's change or a removed
 * member prices the next cart answer and checkout at once. Pass the transaction to read it inside one.
 */
export async function discountPercentOf(db: Kysely<Database>, userId: string): Promise<number> {
  const membership = await membershipOf(db, userId);
  return membership ? membership.discountBp / 100 : 0;
}

/**
 * The unit price (cents) an account pays for a quantity (docs/product/companies.md#contract-discount):
 * the shared price breaks, then the company's contract discount. The one function for the cart's
 * answers, the price the cart line accepts, the checkout's check of it, POST /orders, Order again
 * and quick order; the catalog's own answers stay the public prices (they are cached for everyone).
 */
export function accountUnitCents(
  product: Pick<PricedProduct, 'unit' | 'price' | 'priceBreaks'>,
  /** In the product's unit (pieces, metres or kilograms), as the API says it. */
  quantity: number,
  discountPercent: number,
): number {
  return accountUnitMinor(product, quantity, discountPercent, 'USD');
}

/**
 * `accountUnitCents` in any currency (PRODUCT.md §17): `product`'s price and breaks are already in
 * `currency` (its fixed list there, or the base list converted), and the contract discount applies
 * after that conversion, to its minor units (whole yen for JPY).
 */
export function accountUnitMinor(
  product: Pick<PricedProduct, 'unit' | 'price' | 'priceBreaks'>,
  quantity: number,
  discountPercent: number,
  currency: string,
): number {
  return discountedUnitCents(unitPriceMinor(product, quantity, currency), discountPercent);
}
