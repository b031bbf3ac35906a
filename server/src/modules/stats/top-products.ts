import type { Kysely } from 'kysely';
import { inBaseMinor } from '#shared/money/in-base.ts';
import type { Database } from '../../db/database.ts';
import { foreignProductSales, topProductSales } from './stats.repository.ts';

export type ProductSales = { id: number; cents: number; quantity: number }[];

/** Ranked highest first, ties by id: the order of `topProductSales`. */
const byRevenue = (a: ProductSales[number], b: ProductSales[number]) => b.cents - a.cents || a.id - b.id;

/** Product ids per query, well under either engine's limit on bound parameters. */
const chunk = 500;

/**
 * The top `limit` products by revenue in the base currency (PRODUCT.md §17), cents of the base.
 * A store whose paid orders since `since` are all in the base (`anyForeign` false) ranks them in
 * one SQL aggregate, as before currencies. Otherwise an order in another currency adds its lines at
 * its own frozen rate, converted one order at a time. Only the products sold in other currencies
 * can climb past the base's own top `limit`, so those are the base's top `limit` and the base sums
 * of the products sold abroad, merged with the converted sums and ranked again.
 */
export async function topProductsInBase(
  db: Kysely<Database>,
  since: string,
  limit: number,
  base: string,
  anyForeign: boolean,
): Promise<ProductSales> {
  if (!anyForeign) return topProductSales(db, since, limit);
  const foreign = await foreignProductSales(db, since, base);
  const soldAbroad = [...new Set(foreign.map((sale) => sale.id))];
  const baseSales = await topProductSales(db, since, limit, { currency: base });
  for (let start = 0; start < soldAbroad.length; start += chunk) {
    const productIds = soldAbroad.slice(start, start + chunk);
    baseSales.push(...(await topProductSales(db, since, productIds.length, { currency: base, productIds })));
  }
  const merged = new Map<number, ProductSales[number]>();
  for (const sale of baseSales) merged.set(sale.id, { ...sale });
  for (const sale of foreign) {
    const cents = inBaseMinor({ minor: sale.cents, currency: sale.currency, perBase: sale.rate }, base);
    const kept = merged.get(sale.id) ?? { id: sale.id, cents: 0, quantity: 0 };
    merged.set(sale.id, { id: sale.id, cents: kept.cents + cents, quantity: kept.quantity + sale.quantity });
  }
  return [...merged.values()].sort(byRevenue).slice(0, limit);
}
