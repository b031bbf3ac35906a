import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { discountPercentOf } from '../companies/index.ts';
import { type BuyerCurrency, buyerCurrency } from '../currencies/index.ts';

/**
 * What prices a buyer's cart today: their company's contract discount (percent) and their
 * currency now (PRODUCT.md §16, §17).
 */
export interface BuyerPricing {
  discountPercent: number;
  currency: BuyerCurrency;
}

/**
 * Read once per request and handed to each step of it: a PUT of a line priced the stored line
 * and then the cart it answers with, reading the membership, the currencies and the buyer's
 * currency twice (issue 31: 9 of a checkout cycle's statements, ~2 % of its CPU). Never kept past
 * the request, so a changed company discount or currency prices the buyer's next request; within
 * one request the line stored and the cart answered are priced alike.
 */
export async function buyerPricing(db: Kysely<Database>, userId: string): Promise<BuyerPricing> {
  const [discountPercent, currency] = await Promise.all([discountPercentOf(db, userId), buyerCurrency(db, userId)]);
  return { discountPercent, currency };
}
