import { fromBase, type Unit } from '#shared/catalog/units.ts';
import { unitOf } from '../catalog/index.ts';
import { type Kysely, sql } from 'kysely';
import { defaultReorderMultiple } from '#shared/catalog/stock-status.ts';
import { overviewLimits } from '#shared/stats/overview.schema.ts';
import type { Database } from '../../db/database.ts';
import { stockMarginSql } from '../../db/migrations/010-reorder-point.ts';

/*
 * The overview's figures (docs/product/back-office.md#overview), each one SQL aggregate on both
 * engines, amounts in integer minor units of each order's currency, with its frozen rate where
 * orders in several currencies meet (overview.ts converts them to the base). Dates are ISO-8601 text in UTC, so a month is the first seven
 * characters and a window starts at a string compare, which the indexes of migration 010 serve.
 * PostgreSQL answers counts and sums as strings (bigint, numeric): every figure goes through Number.
 */

/**
 * A line that counts as revenue: its purchase order is paid (not unpaid, not refunded) and the
 * line itself is not cancelled (a line cancelled from a paid order was refunded on its own).
 */
function revenueLines(db: Kysely<Database>, since: string) {
  return db
    .selectFrom('purchase_orders as po')
    .innerJoin('orders as line', 'line.purchase_order_id', 'po.id')
    .where('po.payment_status', '=', 'paid')
    .where('po.created_at', '>=', since)
    .where('line.status', '<>', 'cancelled');
}

/** One order in a currency other than the base: its amount in minor units of it, and its frozen rate. */
export interface ForeignAmount {
  currency: string;
  /** The order's `exchange_rate`: units of `currency` per unit of the base. */
  rate: string;
  /** Minor units of `currency`. */
  cents: number;
}

/**
 * Revenue and paid purchase orders per YYYY-MM from `since`; months without sales are absent.
 * `cents` sums the orders in the `base` currency (minor units of it); `foreign` counts the others,
 * whose amounts `foreignRevenue` reads one order at a time (PRODUCT.md §17: each is converted at its
 * own frozen rate). A purchase order's goods are kept as the sum of its lines that are not
 * cancelled (`settleLockedPurchaseOrder`), which is the revenue rule for a paid order: summing the
 * heads gives the lines' sum without reading a line (about 4 lines per order at scale).
 */
export async function revenueByMonth(
  db: Kysely<Database>,
  since: string,
  base: string,
): Promise<{ month: string; cents: number; orders: number; foreign: number }[]> {
  const month = sql<string>`substr(created_at, 1, 7)`;
  const inBase = sql<boolean>`currency = ${base}`;
  const rows = await db
    .selectFrom('purchase_orders')
    .where('payment_status', '=', 'paid')
    .where('created_at', '>=', since)
    .select([
      month.as('month'),
      // Net of tax (PRODUCT.md §16): the goods and the freight; the tax is the state's.
      sql<string | number>`sum(case when ${inBase} then goods_cents + coalesce(freight_cents, 0) else 0 end)`.as(
        'cents',
      ),
      (eb) => eb.fn.countAll<string | number>().as('orders'),
      sql<string | number>`sum(case when ${inBase} then 0 else 1 end)`.as('foreign'),
    ])
    .groupBy(month)
    // In order, so that the same figures always read the same (the top products' memo key).
    .orderBy(month)
    .execute();
  return rows.map((row) => ({
    month: row.month,
    cents: Number(row.cents),
    orders: Number(row.orders),
    foreign: Number(row.foreign),
  }));
}

/** The paid orders since `since` in currencies other than `base`, one row each (revenue: goods and freight). */
export async function foreignRevenue(
  db: Kysely<Database>,
  since: string,
  base: string,
): Promise<(ForeignAmount & { month: string })[]> {
  const rows = await db
    .selectFrom('purchase_orders')
    .where('payment_status', '=', 'paid')
    .where('created_at', '>=', since)
    .where('currency', '<>', base)
    .select([
      sql<string>`substr(created_at, 1, 7)`.as('month'),
      'currency',
      'exchange_rate',
      sql<string | number>`goods_cents + coalesce(freight_cents, 0)`.as('cents'),
    ])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    month: row.month,
    currency: row.currency,
    rate: row.exchange_rate,
    cents: Number(row.cents),
  }));
}

/**
 * Every status that has purchase orders, with how many and their total (minor units, whatever
 * their currency: `foreignTotals` says which part is not the base's). One index-only scan
 * (migration 010).
 */
export async function purchaseOrdersByStatus(
  db: Kysely<Database>,
): Promise<{ status: string; count: number; cents: number }[]> {
  const rows = await db
    .selectFrom('purchase_orders')
    .select([
      'status',
      (eb) => eb.fn.countAll<string | number>().as('count'),
      (eb) => eb.fn.sum<string | number>('total_cents').as('cents'),
    ])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count), cents: Number(row.cents) }));
}

/** Every purchase order in a currency other than `base`, with its status and total: one row each. */
export async function foreignTotals(
  db: Kysely<Database>,
  base: string,
): Promise<(ForeignAmount & { status: string })[]> {
  const rows = await db
    .selectFrom('purchase_orders')
    .where('currency', '<>', base)
    .select(['status', 'currency', 'exchange_rate', 'total_cents'])
    .execute();
  return rows.map((row) => ({
    status: row.status,
    currency: row.currency,
    rate: row.exchange_rate,
    cents: Number(row.total_cents),
  }));
}

/**
 * The products that brought most revenue since `since`, highest first (ties by id), as sums of
 * cents and quantities by product id: `limit` rows, more than the page shows, so that a memo of
 * them (overview.ts) still fills the list after a product is deleted. A deleted product's lines
 * have no product id any more (the foreign key sets it null), so it never ranks afresh.
 * `currency` limits it to the lines of orders in that currency (the base's, in a store that also
 * sells in others: top-products.ts adds theirs).
 */
export async function topProductSales(
  db: Kysely<Database>,
  since: string,
  limit: number,
  only?: { currency: string; productIds?: readonly number[] },
): Promise<{ id: number; cents: number; quantity: number }[]> {
  let query = revenueLines(db, since).where('line.product_id', 'is not', null);
  if (only) query = query.where('po.currency', '=', only.currency);
  if (only?.productIds) query = query.where('line.product_id', 'in', only.productIds);
  const rows = await query
    .select([
      'line.product_id as id',
      (eb) => eb.fn.sum<string | number>('line.total_cents').as('cents'),
      (eb) => eb.fn.sum<string | number>('line.quantity').as('quantity'),
    ])
    .groupBy('line.product_id')
    .orderBy('cents', 'desc')
    .orderBy('line.product_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), cents: Number(row.cents), quantity: Number(row.quantity) }));
}

/**
 * The revenue lines of orders in currencies other than `base`, summed per product and order, each
 * with its order's currency and frozen rate: converted one order at a time (top-products.ts).
 */
export async function foreignProductSales(
  db: Kysely<Database>,
  since: string,
  base: string,
): Promise<(ForeignAmount & { id: number; quantity: number })[]> {
  const rows = await revenueLines(db, since)
    .where('line.product_id', 'is not', null)
    .where('po.currency', '<>', base)
    .select([
      'line.product_id as id',
      'po.currency as currency',
      'po.exchange_rate as rate',
      (eb) => eb.fn.sum<string | number>('line.total_cents').as('cents'),
      (eb) => eb.fn.sum<string | number>('line.quantity').as('quantity'),
    ])
    .groupBy(['line.product_id', 'po.id', 'po.currency', 'po.exchange_rate'])
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    currency: row.currency,
    rate: row.rate,
    cents: Number(row.cents),
    quantity: Number(row.quantity),
  }));
}

/** SKU and name of the products with these ids that still exist, read fresh (a rename shows at once). */
export async function productNames(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, { sku: string | null; name: string; unit: Unit }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(['id', 'sku', 'name', 'unit']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [Number(row.id), { sku: row.sku, name: row.name, unit: unitOf(row) }]));
}

/**
 * Products below their reorder point: the margin `total - reorder point` is negative. The query
 * spells the expression exactly as the index of migration 010 does, so both engines read only
 * the low products. Lowest share of the reorder point first; a reorder point of 0 is never
 * reached (stock is never below zero), so the division is safe.
 */
export async function lowStock(db: Kysely<Database>): Promise<{
  count: number;
  /** Quantities in the product's unit (ADR 017: the columns hold pieces, mm or g). */
  rows: {
    id: number;
    sku: string | null;
    name: string;
    unit: Unit;
    total: number;
    reorderPoint: number;
    minimum: number;
  }[];
}> {
  const margin = sql.raw(`(${stockMarginSql})`);
  const reorderPoint = sql<number>`coalesce(reorder_point, ${sql.lit(defaultReorderMultiple)} * minimum)`;
  const low = db.selectFrom('products').where(sql<boolean>`${margin} < 0`);
  const [rows, counted] = await Promise.all([
    low
      .select(['id', 'sku', 'name', 'unit', 'total', 'minimum', reorderPoint.as('reorder_point')])
      .orderBy(sql`cast(total as real) / ${reorderPoint}`)
      .orderBy('id')
      .limit(overviewLimits.lowStock)
      .execute(),
    low.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(counted.count),
    rows: rows.map((row) => {
      const unit = unitOf(row);
      return {
        id: row.id,
        sku: row.sku,
        name: row.name,
        unit,
        total: fromBase(unit, row.total),
        minimum: fromBase(unit, row.minimum),
        reorderPoint: fromBase(unit, Number(row.reorder_point)),
      };
    }),
  };
}

/**
 * Quotes waiting on someone: requested (the store's answer) and quoted, still valid on `today`
 * (the buyer's), as the quotes list decides `expired` when it reads (quotes.repository.ts).
 */
export async function openQuotes(db: Kysely<Database>, today: string) {
  const [counts, oldest] = await Promise.all([
    db
      .selectFrom('quotes')
      .select([
        (eb) => eb.fn.sum<string | number>(sql`case when status = 'requested' then 1 else 0 end`).as('requested'),
        (eb) =>
          eb.fn
            .sum<string | number>(sql`case when status = 'quoted' and valid_until >= ${today} then 1 else 0 end`)
            .as('quoted'),
      ])
      .where('status', 'in', ['requested', 'quoted'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('quotes')
      .select(['id', 'number', 'buyer_name', 'buyer_email', 'metal', 'form', 'quantity', 'created_at'])
      .where('status', '=', 'requested')
      .orderBy('created_at')
      .orderBy('number')
      .limit(overviewLimits.oldestQuotes)
      .execute(),
  ]);
  return { requested: Number(counts.requested ?? 0), quoted: Number(counts.quoted ?? 0), oldest };
}
