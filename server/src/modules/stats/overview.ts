import { fromBase } from '#shared/catalog/units.ts';
import { purchaseOrderStatuses } from '#shared/orders/purchase-order.schema.ts';
import { formatQuoteNumber } from '#shared/quotes/quote.schema.ts';
import { lastMonths, type Overview, overviewLimits } from '#shared/stats/overview.schema.ts';
import { centsToDollars } from '#shared/money.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { generatedSku } from '../catalog/index.ts';
import { receivablesCents } from '../companies/index.ts';
import { lowStock, openQuotes, productNames, purchaseOrdersByStatus, revenueByMonth } from './stats.repository.ts';
import { memoTopProductSales } from './top-products-memo.ts';

/**
 * The overview's answer (docs/product/back-office.md#overview): the aggregates of
 * stats.repository.ts in the API's shape, every one of the last 12 months and every status
 * present (zeros where there is nothing), amounts in dollars.
 */
export async function readOverview(db: Kysely<Database>, now: Date): Promise<Overview> {
  const months = lastMonths(now);
  const since = `${months[0]}-01T00:00:00.000Z`;
  const today = now.toISOString().slice(0, 10);
  const [revenue, statuses, low, quotes, receivables] = await Promise.all([
    revenueByMonth(db, since),
    purchaseOrdersByStatus(db),
    lowStock(db),
    openQuotes(db, today),
    receivablesCents(db, today),
  ]);
  const top = await topProducts(db, since, JSON.stringify(revenue));
  const byMonth = new Map(revenue.map((row) => [row.month, row]));
  const byStatus = new Map(statuses.map((row) => [row.status, row]));
  return {
    revenueByMonth: months.map((month) => ({
      month,
      revenue: centsToDollars(byMonth.get(month)?.cents ?? 0),
      orders: byMonth.get(month)?.orders ?? 0,
    })),
    purchaseOrdersByStatus: purchaseOrderStatuses.map((status) => ({
      status,
      count: byStatus.get(status)?.count ?? 0,
      total: centsToDollars(byStatus.get(status)?.cents ?? 0),
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
    receivables: { open: centsToDollars(receivables.open), overdue: centsToDollars(receivables.overdue) },
  };
}

/** The top products: sums (memoized, top-products-memo.ts) with today's names, deleted ones left out. */
async function topProducts(db: Kysely<Database>, since: string, revenueKey: string): Promise<Overview['topProducts']> {
  // Twice the rows shown, so that a product deleted since the sums were kept leaves no gap.
  const sales = await memoTopProductSales(db, since, 2 * overviewLimits.topProducts, revenueKey);
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
        revenue: centsToDollars(sale.cents),
        // Summed in the product's base unit (pieces, mm or g; ADR 017), answered in its unit.
        quantity: fromBase(product.unit, sale.quantity),
        ...(product.unit !== 'pcs' && { unit: product.unit }),
      };
    });
}
