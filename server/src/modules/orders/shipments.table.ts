import type { Selectable } from 'kysely';

/** One parcel that left (migration 019, PRODUCT.md §22): numbered 1, 2, … within its order. */
export interface ShipmentsTable {
  id: string;
  purchase_order_id: string;
  seq: number;
  /** Null when shipped through the original API's per-line ship, which has neither. */
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: string;
  actor_id: string | null;
}

/** What a shipment held: a quantity of one line, in the line's base unit (pieces, mm, g). */
export interface ShipmentLinesTable {
  shipment_id: string;
  line_id: string;
  quantity: number;
}

export type ShipmentRow = Selectable<ShipmentsTable>;
export type ShipmentLineRow = Selectable<ShipmentLinesTable>;
