import { fromBase } from '#shared/catalog/units.ts';
import { purchaseOrderStatuses } from '#shared/orders/purchase-order.schema.ts';
import { formatQuoteNumber } from '#shared/quotes/quote.schema.ts';
import { lastMonths, type Overview, overviewLimits, staleRatesOf } from '#shared/stats/overview.schema.ts';
import { toMajor } from '#shared/money/amount.ts';
import { inBaseMinor } from '#shared/money/in-base.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { generatedSku } from '../catalog/index.ts';
import { receivablesCents } from '../companies/index.ts';
import { readSettings } from '../settings/index.ts';
import {
  type ForeignAmount,
  foreignRevenue,
  foreignTotals,
  lowStock,
  openQuotes,
  productNames,
  purchaseOrdersByStatus,
  revenueByMonth,
} from './stats.repository.ts';
import { memoTopProductSales } from './top-products-memo.ts';

/**
 * The overview's answer (docs/product/back-office.md#overview): the aggregates of
 * stats.repository.ts in the API's shape, every one of the last 12 months and every status
 * present (zeros where there is nothing), amounts in the base currency (PRODUCT.md §17): an order in
 * another currency converted at the rate frozen on it, one order at a time, then summed (ADR 031).
 */
export async function readOverview(db: Kysely<Database>, now: Date): Promise<Overview> {
  const months = lastMonths(now);
  const since = `${months[0]}-01T00:00:00.000Z`;
  const today = now.toISOString().slice(0, 10);
  const currencies = await readSettings(db, 'currencies');
  const { base } = currencies;
  const [revenue, statuses, abroad, low, quotes, receivables] = await Promise.all([
    revenueByMonth(db, since, base),
    purchaseOrdersByStatus(db),
    foreignTotals(db, base),
    lowStock(db),
    openQuotes(db, today),
    receivablesCents(db, today, base),
  ]);
  // A store that sells only in its base reads its months as before currencies, one aggregate.
  const anyForeign = revenue.some((row) => row.foreign > 0);
  const abroadRevenue = anyForeign ? await foreignRevenue(db, since, base) : [];
  const revenueKey = JSON.stringify([revenue, abroadRevenue]);
  const top = await topProducts(db, since, revenueKey, { base, anyForeign });
  const byMonth = new Map(revenue.map((row) => [row.month, row]));
  const monthAbroad = convertedBy(abroadRevenue, (row) => row.month, base);
  const byStatus = new Map(statuses.map((row) => [row.status, row]));
  const statusAbroad = convertedBy(abroad, (row) => row.status, base);
  const major = (minor: number) => toMajor({ minor, currency: base });
  return {
    revenueByMonth: months.map((month) => ({
      month,
      revenue: major((byMonth.get(month)?.cents ?? 0) + (monthAbroad.get(month)?.converted ?? 0)),
      orders: byMonth.get(month)?.orders ?? 0,
    })),
    purchaseOrdersByStatus: purchaseOrderStatuses.map((status) => {
      // The status's sum holds every currency's minor units: the others' come out, converted.
      const foreign = statusAbroad.get(status) ?? { stored: 0, converted: 0 };
      return {
        status,
        count: byStatus.get(status)?.count ?? 0,
        total: major((byStatus.get(status)?.cents ?? 0) - foreign.stored + foreign.converted),
      };
    }),
    topProducts: top,
    lowStock: {
      count: low.count,
      products: low.rows.map((row) => ({
        productId: String(row.id),
        sku: row.sku ?? generatedSku(row.id),
        name: row.name,
        ...(row.unit !== 'pcs' && { unit: row.unit }),
        total: row.total,
        reorderPoint: row.reorderPoint,
        minimum: row.minimum,
      })),
    },
    openQuotes: {
      requested: quotes.requested,
      quoted: quotes.quoted,
      oldest: quotes.oldest.map((row) => ({
        _id: row.id,
        number: formatQuoteNumber(row.number),
        buyer: row.buyer_name || row.buyer_email,
        metal: row.metal,
        form: row.form,
        quantity: row.quantity,
        createdAt: row.created_at,
      })),
    },
    receivables: { open: major(receivables.open), overdue: major(receivables.overdue) },
    currency: base,
    staleRates: staleRatesOf(currencies, today),
  };
}

/**
 * Orders in other currencies summed by `key`: as stored (minor units of each, to take out of a sum
 * of every currency) and in minor units of the base, each order converted at its own frozen rate
 * and rounded, then added as integers (ADR 031).
 */
function convertedBy<R extends ForeignAmount>(
  rows: readonly R[],
  key: (row: R) => string,
  base: string,
): Map<string, { stored: number; converted: number }> {
  const sums = new Map<string, { stored: number; converted: number }>();
  for (const row of rows) {
    const converted = inBaseMinor({ minor: row.cents, currency: row.currency, perBase: row.rate }, base);
    const kept = sums.get(key(row)) ?? { stored: 0, converted: 0 };
    sums.set(key(row), { stored: kept.stored + row.cents, converted: kept.converted + converted });
  }
  return sums;
}

/**
 * The top products: sums (memoized, top-products-memo.ts) with today's names, deleted ones left
 * out; revenue in the base currency.
 */
async function topProducts(
  db: Kysely<Database>,
  since: string,
  revenueKey: string,
  currencies: { base: string; anyForeign: boolean },
): Promise<Overview['topProducts']> {
  // Twice the rows shown, so that a product deleted since the sums were kept leaves no gap.
  const sales = await memoTopProductSales(db, since, 2 * overviewLimits.topProducts, revenueKey, currencies);
  const names = await productNames(
    db,
    sales.map((sale) => sale.id),
  );
  return sales
    .filter((sale) => names.has(sale.id))
    .slice(0, overviewLimits.topProducts)
    .map((sale) => {
      const product = names.get(sale.id)!;
      return {
        productId: String(sale.id),
        sku: product.sku ?? generatedSku(sale.id),
        name: product.name,
        revenue: toMajor({ minor: sale.cents, currency: currencies.base }),
        // Summed in the product's base unit (pieces, mm or g; ADR 017), answered in its unit.
        quantity: fromBase(product.unit, sale.quantity),
        ...(product.unit !== 'pcs' && { unit: product.unit }),
      };
    });
}
