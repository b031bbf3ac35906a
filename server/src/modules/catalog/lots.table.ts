import type { Selectable } from 'kysely';

/** A product's stock from one heat (migration 026), in the product's base units. */
export interface LotsTable {
  id: string;
  product_id: number;
  heat_number: string;
  quantity: number;
  /** YYYY-MM-DD: allocation takes the oldest received first. */
  received_on: string;
  mill: string;
  /** The store's own: never shown to buyers. */
  notes: string;
  public: number;
  certificate_document_id: string | null;
  certificate_type: string | null;
  created_at: string;
}

/** One correction of a lot, for the audit. */
export interface LotAdjustmentsTable {
  id: string;
  lot_id: string;
  delta: number;
  reason: string;
  actor_id: string | null;
  at: string;
}

/** What an order line took from a lot (a cancel returns it there). */
export interface LineAllocationsTable {
  line_id: string;
  lot_id: string;
  quantity: number;
}

export type LotRow = Selectable<LotsTable>;

/** A bar of a lot (migration 029): what is left of it, and its length as received (mm). */
export interface LotBarsTable {
  id: string;
  lot_id: string;
  length_mm: number;
  original_length_mm: number;
}

/** The rest of a bar a cut left, sold on its own (migration 029). */
export interface RemnantsTable {
  id: string;
  product_id: number;
  lot_id: string | null;
  heat_number: string;
  length_mm: number;
  status: 'available' | 'sold';
  sold_line_id: string | null;
  created_at: string;
  /** The buyer whose cart holds it, until `held_until` (migration 030); null when in no cart. */
  held_by: string | null;
  held_until: string | null;
}
