import type { Kysely } from 'kysely';

/**
 * Currencies (PRODUCT.md §17, ADR 031).
 *
 * - `products.prices_json`: fixed price lists by currency, `{"EUR": {"priceMinor": 1150,
 *   "breaks": [{"minQuantity": 50, "priceMinor": 1050}]}}` (minor units of that currency,
 *   quantities in the product's base units as `price_breaks`); null: every currency is converted.
 * - `purchase_orders.exchange_rate`: the rate frozen at placement, units of the order's
 *   `currency` (023) per unit of the base, as exact decimal text ("0.92", "151.37"; "1" for the
 *   base), so neither engine rounds it. Every `*_cents` column of an order, its lines, payments
 *   and transfers holds minor units of the order's currency (cents for USD and EUR, yen for JPY).
 * - `cart_lines.currency`, `cart_cuts.currency`: the currency of the price the buyer saw; a line
 *   seen in another currency than the buyer's now is a repriced line (§11).
 * - `profiles.currency`: the visitor's choice (null: none); `companies.currency`: set by the
 *   store (null: the base); a company's members see and order in it.
 * - `quotes.currency`: the buyer's currency when they asked; the quote is answered in it.
 * Rows from before are all US dollars.
 */
export function currencies() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('products').addColumn('prices_json', 'text').execute();
      await db.schema
        .alterTable('purchase_orders')
        .addColumn('exchange_rate', 'text', (c) => c.notNull().defaultTo('1'))
        .execute();
      for (const table of ['cart_lines', 'cart_cuts', 'quotes']) {
        await db.schema
          .alterTable(table)
          .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
          .execute();
      }
      await db.schema.alterTable('profiles').addColumn('currency', 'text').execute();
      await db.schema.alterTable('companies').addColumn('currency', 'text').execute();
    },
  };
}
