import type { Generated, Selectable } from 'kysely';

/**
 * A signed-in buyer's cart line (docs/product/ordering.md). A visitor's cart lives in the browser
 * and is merged into this one at sign-in.
 */
export interface CartLinesTable {
  id: string;
  user_id: string;
  /** Null once the product is deleted: the cart then says the line is no longer sold. */
  product_id: number | null;
  product_name: string;
  sku: string | null;
  quantity: number;
  /** The unit price the buyer saw when they last set the quantity: a different price now is a problem to accept. */
  unit_price_cents: number;
  /** The currency of the price the buyer saw (migration 024); another than theirs now reprices the line. */
  currency: Generated<string>;
  /** The certificate the buyer requires with the line (migration 027): `none`, `CoC`, `2.1`…`3.2`. */
  certificate_required: Generated<string>;
  /** The public heat the buyer pinned (migration 026, PRODUCT.md §20); null: oldest lots first. */
  heat_number: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export type CartLineRow = Selectable<CartLinesTable>;

/**
 * A buyer's cut-to-length line (PRODUCT.md §15, migration 013): N pieces of L mm of a product sold
 * by the metre. Beside cart_lines, which holds one line per product, because a buyer may want
 * several lengths of one bar.
 */
export interface CartCutsTable {
  id: string;
  user_id: string;
  product_id: number | null;
  product_name: string;
  sku: string | null;
  pieces: number;
  length_mm: number;
  /** Per metre, as the buyer saw it when adding the line. */
  unit_price_cents: number;
  /** Per piece, as the buyer saw it. */
  cut_fee_cents: number;
  /** The currency of both prices the buyer saw (migration 024). */
  currency: Generated<string>;
  /** As on cart_lines (migration 027). */
  certificate_required: Generated<string>;
  /** The public heat the buyer pinned (migration 026, PRODUCT.md §20); null: oldest lots first. */
  heat_number: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export type CartCutRow = Selectable<CartCutsTable>;
