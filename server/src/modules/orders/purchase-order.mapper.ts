import type { EndUse } from '#shared/compliance/compliance.schema.ts';
import { complianceHoldOf } from './compliance-hold.ts';
import type { ComplianceHold } from '#shared/compliance/compliance.schema.ts';
import { gramsToKg, totalWeightGrams } from '#shared/catalog/weight.ts';
import { isOverdue } from '#shared/companies/company-rules.ts';
import { fromBase } from '#shared/catalog/units.ts';
import {
  formatOrderNumber,
  hasInvoice,
  type PurchaseOrder,
  type PurchaseOrderDocument,
  type PurchaseOrderLine,
} from '#shared/orders/purchase-order.schema.ts';
import { documentUrl } from '../documents/index.ts';
import type { CertificateInfo } from '../documents/index.ts';
import { lineUnits } from './order-line-units.ts';
import type { OrderAccess } from '../companies/index.ts';
import { allowedActions } from './order-actions.ts';
import type { PurchaseOrderDetail } from './purchase-orders.repository.ts';
import { lineItemFacts } from './line-item.mapper.ts';
import { billToOf, shipToOf } from './bill-to.ts';
import { amountDueCents } from './amount-due.ts';
import { costFieldsOf, percentOfMillis } from './cost-fields.mapper.ts';
import { majorIn } from './order-money.ts';

function toApiCertificate(certificate: CertificateInfo | undefined): PurchaseOrderLine['certificate'] {
  if (!certificate) return null;
  return {
    _id: certificate.id,
    type: certificate.certificate_type ?? '',
    name: certificate.file_name,
    url: documentUrl(certificate.id),
  };
}

/**
 * What came in by card: the whole order once paid; before that the lines paid alone with their
 * tax and the freight their first payment carried (the order's total less what is still due), so
 * a partly paid order says so (issue 32); nothing while no line is paid, or once refunded.
 */
function cardPaidCents(detail: PurchaseOrderDetail, dueCents: number): number {
  const { head, lines } = detail;
  if (head.payment_status === 'paid') return Number(head.total_cents);
  if (head.payment_status !== 'unpaid' || head.status === 'cancelled') return 0;
  if (!lines.some((line) => line.transaction_id !== null && line.status !== 'cancelled')) return 0;
  return Math.max(0, Number(head.total_cents) - dueCents);
}

/**
 * `overdue` is decided against today (UTC), as the reminder sweep and the statement decide it.
 * `allowedActions` are the caller's (`access`); a mail or a document has no caller (null): none.
 */
export function toApiPurchaseOrder(detail: PurchaseOrderDetail, access: OrderAccess | null): PurchaseOrder {
  const { head, lines, events, certificates, shipments, allocations } = detail;
  const lineById = new Map(lines.map((line) => [line.id, line]));
  const today = new Date().toISOString().slice(0, 10);
  const number = formatOrderNumber(head.number);
  // One certificate per line (an upload replaces the earlier one); the newest wins should two ever meet.
  const certificateOf = new Map(certificates.map((certificate) => [certificate.line_id, certificate]));
  // No invoice while the store still quotes the freight (PRODUCT.md §16).
  const invoice: PurchaseOrderDocument[] =
    head.freight_status !== 'pending' &&
    hasInvoice({
      paymentStatus: head.payment_status,
      paymentMethod: head.payment_method,
      status: head.status,
    })
      ? [
          {
            type: 'invoice',
            name: `Invoice ${number}.pdf`,
            url: `/purchase-orders/${encodeURIComponent(head.id)}/invoice.pdf`,
          },
        ]
      : [];
  const certificateDocuments = lines.flatMap((line): PurchaseOrderDocument[] => {
    const certificate = certificateOf.get(line.id);
    return certificate
      ? [{ type: 'certificate', name: certificate.file_name, url: documentUrl(certificate.id), lineId: line.id }]
      : [];
  });
  // Whole grams summed, as shared/catalog/weight.ts totalWeightGrams says: no float sums.
  const weights = lines.filter((line) => line.status !== 'cancelled').map((line) => line.weight_grams);
  const totalGrams = totalWeightGrams(weights.map((grams) => (grams === null ? null : Number(grams))));
  const due = amountDueCents(detail);
  const paidCents = Number(head.amount_paid_cents);
  const onAccount = head.payment_method === 'account';
  const invoiced = onAccount && head.due_date !== null && head.status !== 'cancelled' && head.status !== 'rejected';
  // On account the invoice is what is owed; by card, what is paid is the lines that are paid.
  const outstandingCents = invoiced ? Math.max(0, Number(head.total_cents) - paidCents) : onAccount ? 0 : due;
  // Every amount of the order is in its currency's minor units (PRODUCT.md §17): yen are not cents.
  const major = (minor: number | string) => majorIn(head.currency, minor);
  return {
    _id: head.id,
    number,
    poNumber: head.po_number,
    status: head.status,
    paymentMethod: head.payment_method,
    paymentStatus: head.payment_status,
    buyer: { email: head.buyer_email, name: head.buyer_name, company: head.buyer_company },
    shipTo: shipToOf(head),
    billTo: billToOf(head),
    requestedDate: head.requested_date,
    notes: head.notes,
    lines: lines.map((line) => ({
      ...lineUnits(line, head.currency),
      _id: line.id,
      lineNo: line.line_no,
      productId: line.product_id === null ? null : String(line.product_id),
      sku: line.sku,
      name: line.product_name,
      unitPrice: major(line.unit_price_cents),
      lineTotal: major(line.total_cents),
      taxRate: line.status === 'cancelled' ? 0 : percentOfMillis(head.tax_rate_millis),
      taxAmount: major(line.status === 'cancelled' ? 0 : line.tax_cents),
      status: line.status,
      heatNumber: line.heat_number,
      allocations: allocations
        .filter((allocation) => allocation.line_id === line.id)
        .map((allocation) => ({
          lotId: allocation.lot_id,
          heatNumber: allocation.heat_number,
          quantity: fromBase(lineUnits(line).unit, Number(allocation.quantity)),
        })),
      certificate: toApiCertificate(certificateOf.get(line.id)),
      quoteId: line.quote_id,
      ...lineItemFacts(line),
      shippedQuantity: fromBase(lineUnits(line).unit, Number(line.shipped_quantity)),
      standard: line.standard,
      hsCode: line.hs_code,
      countryOfOrigin: line.country_of_origin,
      exportClassification: line.export_classification,
    })),
    ...costFieldsOf(head, lines),
    exchangeRate: Number(head.exchange_rate),
    weightKg: gramsToKg(totalGrams),
    amountDue:
      head.status === 'cancelled' || head.status === 'rejected' ? 0 : major(onAccount ? outstandingCents : due),
    totalWeightKg: gramsToKg(totalGrams),
    carrier: head.carrier,
    trackingNumber: head.tracking_number,
    shipments: shipments.map((shipment) => ({
      _id: shipment.id,
      number: shipment.seq,
      carrier: shipment.carrier,
      trackingNumber: shipment.tracking_number,
      shippedAt: shipment.shipped_at,
      lines: shipment.lines.map((held) => {
        const line = lineById.get(held.line_id)!;
        const { unit } = lineUnits(line);
        return {
          lineId: held.line_id,
          sku: line.sku,
          name: line.product_name,
          quantity: fromBase(unit, held.quantity),
          unit,
        };
      }),
    })),
    transactionId: head.transaction_id,
    refundId: head.refund_id,
    events: events.map((event) => ({ at: event.at, type: event.type, note: event.note })),
    documents: [...invoice, ...certificateDocuments],
    createdAt: head.created_at,
    updatedAt: head.updated_at,
    companyId: head.company_id,
    paymentTerms: head.payment_terms,
    dueDate: head.due_date,
    overdue: invoiced && isOverdue(head.due_date!, outstandingCents, today),
    amountPaid: major(onAccount ? paidCents : cardPaidCents(detail, due)),
    outstanding: major(head.status === 'cancelled' || head.status === 'rejected' ? 0 : outstandingCents),
    approvedBy: head.approved_by,
    approvedAt: head.approved_at,
    rejectedReason: head.rejected_reason,
    endUse: head.end_use_json === null ? null : (JSON.parse(head.end_use_json) as EndUse),
    compliance: complianceHoldFor(head.compliance_json, access),
    allowedActions: access ? allowedActions(access, detail) : [],
  };
}

/**
 * The hold as a caller reads it: the store's admins (and documents, which have no caller) with
 * every reason; the buyer and their company's admins without them, for a denied-party match is
 * the store's to weigh, not something to tell the party it matched (PRODUCT.md §19).
 */
function complianceHoldFor(json: string | null, access: OrderAccess | null): ComplianceHold | null {
  const hold = complianceHoldOf(json);
  if (!hold || !access || access.isStoreAdmin) return hold;
  return { ...hold, reasons: [] };
}
