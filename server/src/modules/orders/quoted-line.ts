import { amountCents } from '#shared/catalog/pricing.ts';
import { toBase } from '#shared/catalog/units.ts';
import type { ProductRow } from '../catalog/index.ts';
import { unitOf } from '../catalog/index.ts';
import { newLine, type PricedLine, type QuotedLine } from './line-requests.ts';

/**
 * A line at the quoted price (docs/product/quotes.md). A quote's quantity is in its product's unit
 * (pieces, m or kg; ADR 017); stock is in base units. It takes the catalog product's stock when the
 * quote is of the product as sold and `left` (what the product has after the order's lines before
 * it) covers it; otherwise it is the quoted item made to order, in pieces, at the quoted lead time;
 * nothing goes back to stock if it is cancelled, for its product_id stays null
 * (docs/decisions/026-order-lines-of-every-kind.md).
 */
export function quotedLineRow(
  line: QuotedLine,
  lineNo: number,
  asSold: ProductRow | undefined,
  left: number,
  at: string,
): PricedLine {
  const unit = asSold ? unitOf(asSold) : 'pcs';
  const product = asSold && left >= toBase(unit, line.quantity) ? asSold : undefined;
  const { item } = line;
  const base = toBase(unit, line.quantity);
  return {
    lineNo,
    row: {
      ...newLine({
        lineNo,
        product,
        name: line.name,
        quantity: product ? base : line.quantity,
        unitCents: line.unitCents,
        at,
      }),
      total_cents: amountCents(product ? unit : 'pcs', line.unitCents, line.quantity),
      unit: product ? unit : 'pcs',
      quote_id: line.quoteId,
      kind: product ? 'catalog' : 'made_to_order',
      description: item.description,
      metal: item.metal,
      form: item.form,
      grade: item.grade || null,
      dimensions: product ? null : item.dimensions,
      lead_time_days: product ? null : item.leadTimeDays,
      certificate_required: item.certificateRequired,
      drawing_id: item.drawing?.id ?? null,
      drawing_name: item.drawing?.name ?? null,
    },
    ...(product ? { stock: { base, atCatalogPrice: false }, product } : {}),
    quantity: line.quantity,
    name: line.name,
  };
}
