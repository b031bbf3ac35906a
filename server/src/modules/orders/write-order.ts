import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addressOf } from '#shared/addresses/address-input.schema.ts';
import { textOf } from '#shared/addresses/place-address.ts';
import type {
  BillTo,
  PaymentMethod,
  PurchaseOrderEventType,
  ShipToInput,
} from '#shared/orders/purchase-order.schema.ts';
import type { DatabaseKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { OrderTotals } from '#shared/orders/costs/totals.ts';
import { type CompanyTerms, invoicedNote } from './company-terms.ts';
import type { EndUse } from '#shared/compliance/compliance.schema.ts';
import { holdReasonText } from '#shared/orders/hold-reason-text.ts';
import type { ComplianceHoldFacts } from './compliance-hold.ts';
import type { NewLine } from './line-requests.ts';
import { nextOrderNumber, type PurchaseOrderDetail, recordEvents } from './purchase-orders.repository.ts';

export interface OrderToWrite {
  buyer: { id: string; email: string; name: string };
  shipTo: ShipToInput;
  /** The company billed (PRODUCT.md §16), fixed now; null: the buyer, billed at the ship-to. */
  billTo: BillTo | null;
  poNumber?: string | undefined;
  requestedDate?: string | undefined;
  notes?: string | undefined;
  idempotencyKey: string | undefined;
  paymentMethod: PaymentMethod;
  companyId: string | null;
  terms: CompanyTerms;
  lines: readonly NewLine[];
  /** What it costs, computed in the placing transaction (order-costs.ts) and frozen here. */
  costs: OrderTotals & { homeCountry: string };
  /** Units of `costs.currency` per unit of the base, as read in that transaction ("1" for the base; PRODUCT.md §17). */
  exchangeRate: string;
  carrierAccount?: string | undefined;
  /** The end-use statement kept (PRODUCT.md §19); null when none was needed. */
  endUse: EndUse | null;
  /**
   * The compliance hold the order starts in, or null. Held, it is `compliance_hold` with no due
   * date: the status `terms` gave it, its approval request or its invoice wait for the release.
   */
  hold: ComplianceHoldFacts | null;
  at: string;
}

/** A percent rate as stored: thousandths of a percent, whole (8.875 % is 8875). */
export const rateMillis = (rate: number): number => Math.round(rate * 1000);

/** The label of the tax lines at this rate (one label per rate on an order); null when untaxed. */
const taxLabelOf = (costs: OrderTotals, rate: number): string | null =>
  rate === 0 ? null : (costs.taxLines.find((line) => line.rate === rate)?.label ?? null);

/**
 * Writes the order (docs/product/ordering.md): its numbered head, every line in one INSERT, and
 * its events in another (`placed`, then `approval_requested` or `invoiced`). Answers the rows as
 * written, which are the order as its buyer will read it: nothing reads it back after the commit.
 * A new order has no certificates yet.
 */
export async function writeOrder(
  trx: Kysely<Database>,
  dbKind: DatabaseKind,
  order: OrderToWrite,
): Promise<PurchaseOrderDetail> {
  const { buyer, terms, costs, at, hold } = order;
  // The text is what SPEC.md's buyerAddress and every `address` field answer: as typed, or printed.
  const shipToText = textOf(order.shipTo);
  const profile = await trx
    .selectFrom('profiles')
    .select('education')
    .where('user_id', '=', buyer.id)
    .executeTakeFirst();
  const head = await trx
    .insertInto('purchase_orders')
    .values({
      id: randomUUID(),
      number: await nextOrderNumber(trx, dbKind),
      buyer_id: buyer.id,
      buyer_email: buyer.email,
      buyer_name: buyer.name,
      buyer_company: profile?.education ?? '',
      po_number: order.poNumber ?? null,
      ship_to_address: shipToText,
      ship_to_json: JSON.stringify(addressOf(order.shipTo, costs.homeCountry)),
      bill_to_json: order.billTo ? JSON.stringify(order.billTo) : null,
      phone: order.shipTo.phone,
      requested_date: order.requestedDate ?? null,
      notes: order.notes ?? '',
      status: hold ? 'compliance_hold' : terms.status,
      payment_method: order.paymentMethod,
      payment_status: 'unpaid',
      company_id: order.companyId,
      payment_terms: terms.paymentTerms,
      due_date: hold ? null : terms.dueDate,
      total_cents: costs.total.minor,
      goods_cents: costs.goodsTotal.minor,
      freight_status: costs.freightStatus,
      freight_cents: costs.freight?.minor ?? null,
      freight_pending_json: costs.freightPending.length > 0 ? JSON.stringify(costs.freightPending) : null,
      freight_carrier: null,
      freight_note: null,
      freight_set_at: null,
      freight_set_by: null,
      freight_tax_cents: costs.freightTax.taxAmount.minor,
      tax_rate_millis: rateMillis(costs.lines[0]?.taxRate ?? 0),
      freight_tax_rate_millis: rateMillis(costs.freightTax.taxRate),
      tax_label: taxLabelOf(costs, costs.lines[0]?.taxRate ?? 0),
      freight_tax_label: taxLabelOf(costs, costs.freightTax.taxRate),
      tax_note: costs.taxNote,
      incoterm: costs.incoterm,
      incoterm_place: costs.incotermPlace,
      carrier_account: order.carrierAccount ?? null,
      currency: costs.currency,
      exchange_rate: order.exchangeRate,
      payment_intent_id: null,
      transaction_id: null,
      refund_id: null,
      carrier: null,
      tracking_number: null,
      idempotency_key: order.idempotencyKey ?? null,
      end_use_json: order.endUse ? JSON.stringify(order.endUse) : null,
      compliance_json: hold ? JSON.stringify(hold) : null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const lines = await trx
    .insertInto('orders')
    .values(
      order.lines.map((line) => ({
        ...line,
        purchase_order_id: head.id,
        buyer_id: buyer.id,
        buyer_email: buyer.email,
        buyer_name: buyer.name,
        buyer_address: shipToText,
        phone: order.shipTo.phone,
      })),
    )
    .returningAll()
    .execute();
  const events: { type: PurchaseOrderEventType; at: string; note?: string; actorId: string }[] = [
    { type: 'placed', at, actorId: buyer.id },
  ];
  if (hold) {
    events.push({ type: 'compliance_hold', at, note: hold.reasons.map(holdReasonText).join('; '), actorId: buyer.id });
  } else if (terms.approvalReason) {
    events.push({ type: 'approval_requested', at, note: terms.approvalReason, actorId: buyer.id });
  } else if (terms.dueDate) {
    events.push({ type: 'invoiced', at, note: invoicedNote(head), actorId: buyer.id });
  }
  return {
    head,
    lines: lines.sort((a, b) => Number(a.line_no) - Number(b.line_no)),
    // The timeline's order (at, then id), as a read would sort them.
    events: (await recordEvents(trx, head.id, events)).sort((a, b) => (a.id < b.id ? -1 : 1)),
    certificates: [],
    shipments: [],
    allocations: [],
  };
}
