import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Form, Metal } from '#shared/catalog/taxonomy.ts';
import type { QuoteStatus } from '#shared/quotes/quote.schema.ts';

/** A request for a quote and the store's answer (docs/product/quotes.md). */
export interface QuotesTable {
  id: string;
  /** Shown as Q-000123 (`formatQuoteNumber`). */
  number: number;
  buyer_id: string | null;
  buyer_email: string;
  buyer_name: string;
  /** The catalog product the request started from; null for a size the catalog does not have. */
  product_id: number | null;
  product_name: string | null;
  metal: Metal;
  form: Form;
  grade: string;
  dimensions: string;
  quantity: number;
  target_date: string | null;
  notes: string;
  /** As stored; a quoted quote past its valid-until day is answered as `expired`. */
  status: QuoteStatus;
  unit_price_cents: number | null;
  /** The buyer's currency when they asked; the quote's amounts are minor units of it (migration 024). */
  currency: Generated<string>;
  lead_time_days: number | null;
  /** YYYY-MM-DD, valid through the whole day (UTC). */
  valid_until: string | null;
  answer_note: string | null;
  purchase_order_id: string | null;
  created_at: string;
  updated_at: string;
  /**
   * 1 when the request named a catalog product and gave no dimensions of its own (`isAsSold`,
   * PRODUCT.md §22): only then does accepting it take the product's stock (migration 018).
   */
  as_sold: ColumnType<number, number | undefined, number>;
  /** The inspection document the buyer asks for (`certificateTypes`), or null for none. */
  certificate_required: ColumnType<string | null, string | null | undefined, string | null>;
}

export type QuoteRow = Selectable<QuotesTable>;
