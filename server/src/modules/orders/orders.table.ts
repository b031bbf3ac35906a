import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

import type { OrderStatus } from '#shared/orders/order.schema.ts';

export interface OrdersTable {
  id: string;
  /** Null once the product is deleted; the order keeps its product name (docs/product/rules.md#data-money-and-stock). */
  product_id: number | null;
  product_name: string;
  unit_price_cents: number;
  quantity: number;
  total_cents: number;
  /** The line's tax, rounded half up per line (migration 023). */
  tax_cents: ColumnType<number, number | undefined, number>;
  buyer_id: string | null;
  buyer_email: string;
  buyer_name: string;
  buyer_address: string;
  phone: string;
  status: OrderStatus;
  transaction_id: string | null;
  /** The provider's payment for this order, reused while the buyer retries a declined card. */
  payment_intent_id: string | null;
  idempotency_key: string | null;
  /** The provider's refund when an admin cancelled the order after it was paid. */
  refund_id: string | null;
  /** The purchase order this order is a line of (docs/product/ordering.md). */
  purchase_order_id: string | null;
  line_no: number;
  sku: string | null;
  /** Heat (lot) number of the material shipped, printed on the invoice when known. */
  heat_number: string | null;
  /** The accepted quote this line was made from (docs/product/quotes.md). */
  quote_id: Generated<string | null>;
  /** The product's unit when placed (migration 013); `quantity` is in its base unit (pieces, mm, g). */
  unit: Generated<string>;
  /** A cut line: N pieces of L mm (quantity = N × L mm) and the fee per piece, in cents. */
  pieces: Generated<number | null>;
  length_mm: Generated<number | null>;
  cut_fee_cents: Generated<number | null>;
  /** The line's estimated weight in whole grams when placed (shared/catalog/weight.ts); null when unknown. */
  weight_grams: Generated<number | null>;
  created_at: string;
  updated_at: string;
  /**
   * What the line is (migration 018, PRODUCT.md §22): `catalog`, `cut` or `made_to_order`
   * (`orderLineKindOf` reads it). The quoted item of a made-to-order line follows; null otherwise.
   */
  kind: Generated<string>;
  description: Generated<string | null>;
  metal: Generated<string | null>;
  form: Generated<string | null>;
  grade: Generated<string | null>;
  dimensions: Generated<string | null>;
  lead_time_days: Generated<number | null>;
  certificate_required: Generated<string | null>;
  /** The quote's drawing (a `documents` row) and its file name when the quote was accepted. */
  drawing_id: Generated<string | null>;
  drawing_name: Generated<string | null>;
  /** How much of `quantity` has shipped (migration 019), same base unit; a cut line's is whole pieces (N × L mm). */
  shipped_quantity: ColumnType<number, number | undefined, number>;
  /** The product's standard and export facts when the line was placed (migration 025, PRODUCT.md §19). */
  standard: Generated<string | null>;
  hs_code: Generated<string | null>;
  country_of_origin: Generated<string | null>;
  export_classification: Generated<string | null>;
}

export type OrderRow = Selectable<OrdersTable>;
export type NewOrderRow = Insertable<OrdersTable>;
