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
  type CurrencySums,
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
  const [revenue, statuses, low, quotes, receivables] = await Promise.all([
    revenueByMonth(db, since, base),
    purchaseOrdersByStatus(db, base),
    lowStock(db),
    openQuotes(db, today),
    receivablesCents(db, today, base),
  ]);
  const anyForeign = revenue.some((row) => row.currency !== base);
  const top = await topProducts(db, since, JSON.stringify(revenue), { base, anyForeign });
  const byMonth = sumsBy(
    revenue,
    (row) => row.month,
    base,
    (row) => row.orders,
  );
  const byStatus = sumsBy(
    statuses,
    (row) => row.status,
    base,
    (row) => row.count,
  );
  const major = (minor: number) => toMajor({ minor, currency: base });
  return {
    revenueByMonth: months.map((month) => ({
      month,
      revenue: major(byMonth.get(month)?.cents ?? 0),
      orders: byMonth.get(month)?.count ?? 0,
    })),
    purchaseOrdersByStatus: purchaseOrderStatuses.map((status) => ({
      status,
      count: byStatus.get(status)?.count ?? 0,
      total: major(byStatus.get(status)?.cents ?? 0),
    })),
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
 * Rows of amounts in several currencies summed by `key` in minor units of the base: each row
 * converted at its own rate (a row of another currency is one order), then added as integers.
 */
function sumsBy<R extends CurrencySums>(
  rows: readonly R[],
  key: (row: R) => string,
  base: string,
  count: (row: R) => number,
): Map<string, { cents: number; count: number }> {
  const sums = new Map<string, { cents: number; count: number }>();
  for (const row of rows) {
    const cents = inBaseMinor({ minor: row.cents, currency: row.currency, perBase: row.rate }, base);
    const kept = sums.get(key(row)) ?? { cents: 0, count: 0 };
    sums.set(key(row), { cents: kept.cents + cents, count: kept.count + count(row) });
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
