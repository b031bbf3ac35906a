import type { Generated, ColumnType, Insertable, Selectable } from 'kysely';
import type { PaymentTerms } from '#shared/companies/company.schema.ts';
import type { FreightStatus } from '#shared/orders/costs/freight.ts';
import type { Incoterm } from '#shared/settings/shipping.schema.ts';

import type {
  PaymentMethod,
  PaymentStatus,
  PurchaseOrderEventType,
  PurchaseOrderStatus,
} from '#shared/orders/purchase-order.schema.ts';

/**
 * The head of a purchase order (docs/product/ordering.md). Its lines are rows of `orders`
 * (`orders.purchase_order_id`), each still an order of the original API.
 */
export interface PurchaseOrdersTable {
  id: string;
  /** The store's order number; the API shows it as RM-000123 (`formatOrderNumber`). */
  number: number;
  buyer_id: string | null;
  buyer_email: string;
  buyer_name: string;
  /** The buyer's company name from their profile when the order was placed. */
  buyer_company: string;
  /** The buyer's own reference, at most 35 characters. */
  po_number: string | null;
  /** The ship-to as text: as typed when it was free text, else its printed lines. */
  ship_to_address: string;
  /** The structured ship-to (PRODUCT.md §16), JSON; null only before migration 021. */
  ship_to_json: string | null;
  /** The bill-to fixed at placement (a company member's company), JSON; null: the buyer, billed at the ship-to. */
  bill_to_json: string | null;
  phone: string;
  /** Requested delivery date, YYYY-MM-DD. */
  requested_date: string | null;
  notes: string;
  status: PurchaseOrderStatus;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  /**
   * The order's total (migration 023): goods + freight + tax of the lines not cancelled; goods + tax
   * while the freight is pending. What card payments, credit, statements and reminders owe.
   */
  total_cents: number;
  /** The goods of the lines not cancelled, before freight and tax. */
  goods_cents: ColumnType<number, number | undefined, number>;
  freight_status: ColumnType<FreightStatus, FreightStatus | undefined, FreightStatus>;
  /** Null while pending; 0 when the store charges none. */
  freight_cents: number | null;
  /** Why the freight is quoted later (FreightPendingReason[] as JSON); null otherwise. */
  freight_pending_json: string | null;
  /** Set with the freight a store admin quoted (POST /purchase-orders/{id}/freight). */
  freight_carrier: string | null;
  freight_note: string | null;
  freight_set_at: string | null;
  freight_set_by: string | null;
  freight_tax_cents: ColumnType<number, number | undefined, number>;
  /** Tax rates in thousandths of a percent (8.875 % is 8875), frozen at placement. */
  tax_rate_millis: ColumnType<number, number | undefined, number>;
  freight_tax_rate_millis: ColumnType<number, number | undefined, number>;
  tax_label: string | null;
  freight_tax_label: string | null;
  tax_note: string | null;
  incoterm: Incoterm | null;
  incoterm_place: string | null;
  carrier_account: string | null;
  currency: ColumnType<string, string | undefined, string>;
  /** Units of `currency` per unit of the base, frozen at placement, exact decimal text (migration 024). */
  exchange_rate: ColumnType<string, string | undefined, string>;
  /** The provider's payment for the order's unpaid lines, reused while the buyer retries a card. */
  payment_intent_id: string | null;
  transaction_id: string | null;
  refund_id: string | null;
  carrier: string | null;
  tracking_number: string | null;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
  /** The buyer's company when the order was placed (docs/product/companies.md); null: on their own. */
  company_id: string | null;
  /** On account: the terms granted when it was placed. */
  payment_terms: PaymentTerms | null;
  /** On account: YYYY-MM-DD, the order's date plus the terms' days (`dueDateOf`). */
  due_date: string | null;
  /** Money received so far (card and transfers), in cents. */
  amount_paid_cents: ColumnType<number, number | undefined, number>;
  approved_by: string | null;
  approved_at: string | null;
  rejected_reason: string | null;
  /** Set once by the sweep that claims the overdue reminder; never cleared. */
  overdue_notified_at: string | null;
  /** The buyer's end-use statement, JSON `{endUser, country, purpose}` (migration 025, PRODUCT.md §19); null: none needed. */
  end_use_json: Generated<string | null>;
  /** Why the order is or was held for compliance, JSON `ComplianceHoldFacts`; null: never held. */
  compliance_json: Generated<string | null>;
}

/** The timeline: one row per change, never updated. */
export interface PurchaseOrderEventsTable {
  id: string;
  purchase_order_id: string;
  at: string;
  type: PurchaseOrderEventType;
  note: string | null;
  /** Who made the change; null for the store itself (expiry, webhooks). */
  actor_id: string | null;
}

/**
 * How many purchase orders are in each status (migration 014), kept by triggers: read only, the
 * sum over a status's rows (shards on PostgreSQL) is the count.
 */
export interface PurchaseOrderCountsTable {
  status: PurchaseOrderStatus;
  shard: number;
  n: number;
}

export type PurchaseOrderRow = Selectable<PurchaseOrdersTable>;
export type NewPurchaseOrderRow = Insertable<PurchaseOrdersTable>;
export type PurchaseOrderEventRow = Selectable<PurchaseOrderEventsTable>;
