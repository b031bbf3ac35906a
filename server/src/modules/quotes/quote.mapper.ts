import { toMajor } from '#shared/money/amount.ts';
import { certificateTypes, formatQuoteNumber, type Quote, quoteHasExpired } from '#shared/quotes/quote.schema.ts';
import { documentUrl } from '../documents/index.ts';
import type { QuoteWithDrawing } from './quotes.repository.ts';

/** A quote as the API answers it; `now` decides whether a quoted quote has expired. */
export function toApiQuote(row: QuoteWithDrawing, now: Date): Quote {
  const expired = row.status === 'quoted' && row.valid_until !== null && quoteHasExpired(row.valid_until, now);
  return {
    _id: row.id,
    number: formatQuoteNumber(row.number),
    status: expired ? 'expired' : row.status,
    buyer: { email: row.buyer_email, name: row.buyer_name },
    productId: row.product_id === null ? null : String(row.product_id),
    productName: row.product_name,
    metal: row.metal,
    form: row.form,
    grade: row.grade,
    dimensions: row.dimensions,
    quantity: row.quantity,
    targetDate: row.target_date,
    notes: row.notes,
    drawing:
      row.drawing_id === null
        ? null
        : { _id: row.drawing_id, name: row.drawing_name ?? 'drawing', url: documentUrl(row.drawing_id) },
    // Minor units of the quote's currency (PRODUCT.md §17): ¥1,868 is stored as 1868.
    unitPrice:
      row.unit_price_cents === null ? null : toMajor({ minor: Number(row.unit_price_cents), currency: row.currency }),
    currency: row.currency,
    leadTimeDays: row.lead_time_days,
    validUntil: row.valid_until,
    note: row.answer_note,
    purchaseOrderId: row.purchase_order_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    asSold: Boolean(Number(row.as_sold)),
    certificateRequired: certificateOf(row.certificate_required),
  };
}

const certificateOf = (stored: string | null): Quote['certificateRequired'] =>
  (certificateTypes as readonly string[]).includes(stored ?? '') ? (stored as Quote['certificateRequired']) : null;
