import { z } from 'zod';
import { forms, metals } from '../catalog/taxonomy.ts';
import { dateTimeFormat } from '../i18n/format.ts';
import { units } from '../catalog/units.ts';
import { purchaseOrderStatuses } from '../orders/purchase-order.schema.ts';

/** How many months the revenue chart covers, the current one included. */
export const overviewMonths = 12;
/** Rows of the top products and low-stock lists, and of the oldest open quotes. */
export const overviewLimits = { topProducts: 10, lowStock: 20, oldestQuotes: 5 } as const;

/**
 * One calendar month (UTC) of sales: what buyers paid and were not refunded, dated by the month
 * the purchase order was placed (docs/product/back-office.md#overview). In the base currency's
 * major units (`currency` of the overview).
 */
export const revenueMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  revenue: z.number(),
  /** Paid purchase orders placed that month. */
  orders: z.number().int(),
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

/** `GET /stats/overview` (admins): the figures of the back office's overview page. */
export const overviewSchema = z.object({
  /** Oldest month first, every month present (a month without sales has zeros). */
  revenueByMonth: z.array(revenueMonthSchema),
  /** Every purchase order status, with how many orders have it and their total. */
  purchaseOrdersByStatus: z.array(
    z.object({ status: z.enum(purchaseOrderStatuses), count: z.number().int(), total: z.number() }),
  ),
  /** By revenue over the same months, highest first. */
  topProducts: z.array(
    z.object({
      productId: z.string(),
      sku: z.string(),
      name: z.string(),
      revenue: z.number(),
      /** In the product's unit: pieces, or metres and kilograms with up to 3 decimals. */
      quantity: z.number(),
      /** Absent for pieces, whose rows answer as before units (ADR 017). */
      unit: z.enum(units).optional(),
    }),
  ),
  /** Products below their reorder point, the lowest share of it first; `count` is how many in all. */
  lowStock: z.object({
    count: z.number().int(),
    products: z.array(
      z.object({
        productId: z.string(),
        sku: z.string(),
        name: z.string(),
        /** Absent for pieces. */
        unit: z.enum(units).optional(),
        total: z.number(),
        reorderPoint: z.number(),
        minimum: z.number(),
      }),
    ),
  }),
  /** Quotes waiting for the store (requested) and for the buyer (quoted, still valid). */
  openQuotes: z.object({
    requested: z.number().int(),
    quoted: z.number().int(),
    /** The requests waiting longest, oldest first. */
    oldest: z.array(
      z.object({
        _id: z.string(),
        number: z.string(),
        buyer: z.string(),
        metal: z.enum(metals),
        form: z.enum(forms),
        quantity: z.number().int(),
        createdAt: z.string(),
      }),
    ),
  }),
  /**
   * What companies owe on invoices on account (docs/product/companies.md#the-stores-side), in the base currency:
   * every open invoice, and the part of it past its due day.
   */
  receivables: z.object({ open: z.number(), overdue: z.number() }),
  /**
   * The store's base currency (PRODUCT.md §17): every amount above is in it, an order in another
   * currency converted at the rate frozen on it when it was placed.
   */
  currency: z.string(),
  /** The offered currencies whose rate in /settings/currencies is older than `staleRateDays` days, oldest first. */
  staleRates: z.array(z.object({ currency: z.string(), asOf: z.string(), days: z.number().int() })),
});
export type Overview = z.infer<typeof overviewSchema>;

/** A rate older than this many days is stale: the overview warns (PRODUCT.md §17). */
export const staleRateDays = 7;

const dayMs = 86_400_000;

/**
 * The rates older than `staleRateDays` on `today` (YYYY-MM-DD, UTC), each with its age in days,
 * oldest first. A rate of a currency the store no longer offers is not one it prices with: left out.
 */
export function staleRatesOf(
  settings: { offered: readonly string[]; rates: readonly { currency: string; asOf: string }[] },
  today: string,
): Overview['staleRates'] {
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  return settings.rates
    .filter((rate) => settings.offered.includes(rate.currency))
    .map((rate) => ({
      currency: rate.currency,
      asOf: rate.asOf,
      days: Math.round((todayMs - Date.parse(`${rate.asOf}T00:00:00Z`)) / dayMs),
    }))
    .filter((rate) => rate.days > staleRateDays)
    .sort((a, b) => b.days - a.days || a.currency.localeCompare(b.currency));
}

/** The `count` months ending with the one `now` is in (UTC), oldest first, as YYYY-MM. */
export function lastMonths(now: Date, count = overviewMonths): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return at.toISOString().slice(0, 7);
  });
}

/** A YYYY-MM month as the overview shows it: "Mar 2026" ("März 2026" in German). */
export function monthLabel(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? month
    : dateTimeFormat({ month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
