import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type ProductSales as Sales, topProductsInBase } from './top-products.ts';

/**
 * The top products are the overview's one costly figure: they sum every paid line of 12 months
 * (about half a second on SQLite at a million lines, README Performance), while the rest reads
 * indexes. They change only when the paid lines change, and every such change (an order paid,
 * refunded, a line cancelled) changes the months' revenue or paid-order counts, which the overview
 * reads fresh from the purchase orders' index each time. So the sums are kept per database and
 * reused while the window and those monthly figures are the same.
 *
 * The exception: two changes between two visits that leave every month's sum and count as they
 * were (an order refunded and another of exactly the same amount paid in the same month); the
 * list then catches up with the next sale. Product names are never kept (productNames reads them).
 */
const memo = new WeakMap<Kysely<Database>, { key: string; sales: Sales }>();

export async function memoTopProductSales(
  db: Kysely<Database>,
  since: string,
  limit: number,
  revenueKey: string,
  currencies: { base: string; anyForeign: boolean },
): Promise<Sales> {
  const key = `${since}|${limit}|${currencies.base}|${revenueKey}`;
  const kept = memo.get(db);
  if (kept?.key === key) return kept.sales;
  const sales = await topProductsInBase(db, since, limit, currencies.base, currencies.anyForeign);
  memo.set(db, { key, sales });
  return sales;
}

/** Drops what is kept for `db`: the bench times the overview as the first visit after a sale. */
export function forgetTopProductSales(db: Kysely<Database>): void {
  memo.delete(db);
}
