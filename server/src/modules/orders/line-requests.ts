import { randomUUID } from 'node:crypto';
import { messages } from '#shared/messages.ts';
import { orderTotalCents } from '#shared/money.ts';
import { badRequest } from '../../http-errors.ts';
import type { ProductRow } from '../catalog/index.ts';
import type { NewOrderRow } from './orders.table.ts';

/**
 * A line of the catalog, priced by the shared rules: `quantity` in the product's unit (pieces, or
 * m / kg with up to 3 decimals), or `baseQuantity` in whole pieces, mm or g as the cart stores it
 * (migration 013), or a cut of N pieces of L mm of a product cut to length, whose quantity is
 * N × L / 1000 m (PRODUCT.md §15).
 */
export interface CatalogLine {
  productId: number;
  quantity?: number | undefined;
  baseQuantity?: number;
  cut?: { pieces: number; lengthMm: number } | undefined;
  /** The unit price (cents) the buyer saw; a different price now refuses the order (409). */
  seenUnitCents?: number;
  /** A cut line's fee per piece (cents) the buyer saw. */
  seenCutFeeCents?: number;
  /**
   * The currency both seen prices are in (PRODUCT.md §17; they are in its minor units). Another
   * than the order's refuses the order (409, order-currency.ts).
   */
  seenCurrency?: string;
  /** The product's name as the buyer knows it, for messages about a line whose product is gone. */
  name?: string;
  /** PRODUCT.md §20: the certificate the cart line requires (`none`, `CoC`, `2.1`…`3.2`); none when absent. */
  certificateRequired?: string;
  /** PRODUCT.md §20: the heat the buyer pinned; the line comes from that lot only. */
  heatNumber?: string | undefined;
  /**
   * PRODUCT.md §20: a remnant held in the buyer's cart, sold whole: one piece of `lengthMm` at the
   * remnant price, taking no stock; its heat and its lot's certificate go on the line.
   */
  remnant?: RemnantRequest | undefined;
}

export interface RemnantRequest {
  id: string;
  lengthMm: number;
  heatNumber: string;
  certificate: { documentId: string; type: string | null } | null;
  lotId: string | null;
}

/**
 * A line at a quoted price (docs/product/quotes.md, PRODUCT.md §22). A quote of a catalog product
 * as sold (`asSold`) takes the product's stock when it still has that many (the quote stands in
 * for the minimum, multiple and maximum); otherwise, and for any size of the buyer's own, it is the
 * quoted item made to order: no stock taken, none given back if it is cancelled.
 */
export interface QuotedLine {
  quoteId: string;
  productId: number | null;
  asSold: boolean;
  name: string;
  quantity: number;
  unitCents: number;
  /** The quoted item the line is: what the order page, mails and invoice show. */
  item: {
    description: string;
    metal: string;
    form: string;
    grade: string;
    dimensions: string;
    leadTimeDays: number | null;
    certificateRequired: string | null;
    drawing: { id: string; name: string } | null;
  };
}

export type LineRequest = CatalogLine | QuotedLine;

export const isQuoted = (line: LineRequest): line is QuotedLine => 'quoteId' in line;

/** An order line as written, before the head it belongs to is known. */
export type NewLine = Omit<
  NewOrderRow,
  'purchase_order_id' | 'buyer_id' | 'buyer_email' | 'buyer_name' | 'buyer_address' | 'phone'
> & { total_cents: number };

/** A line priced and ready to write, with what it takes from stock. */
export interface PricedLine {
  lineNo: number;
  row: NewLine;
  /** Whole pieces, mm or g of `product`; none for a line made to order. */
  stock?: { base: number; atCatalogPrice: boolean };
  /** The product as read (locked on PostgreSQL), to say why its stock could not be taken. */
  product?: ProductRow;
  /** The line's quantity in the product's unit (a cut's metres). */
  quantity: number;
  /** The line's name in messages. */
  name: string;
  /** The 409's words when the buyer saw another price than the one it has now. */
  repriced?: string;
}

/** An unpaid line of `quantity` at `unitCents`, of the product whose stock it took (none: made to order). */
export function newLine(line: {
  lineNo: number;
  product: { id: number; name: string; sku: string | null } | undefined;
  name: string;
  quantity: number;
  unitCents: number;
  at: string;
}): NewLine {
  return {
    id: randomUUID(),
    line_no: line.lineNo,
    product_id: line.product?.id ?? null,
    product_name: line.product?.name ?? line.name,
    sku: line.product?.sku ?? null,
    unit_price_cents: line.unitCents,
    quantity: line.quantity,
    total_cents: orderTotalCents(line.unitCents, line.quantity),
    status: 'unpaid',
    transaction_id: null,
    payment_intent_id: null,
    idempotency_key: null,
    refund_id: null,
    heat_number: null,
    created_at: line.at,
    updated_at: line.at,
  };
}

/** A 400 about one line: named when the order has several, plain for the one-product Purchase page. */
export function lineError(nameLines: boolean, name: string, problem: string) {
  return badRequest(nameLines ? messages.purchaseOrders.lineProblem(name, problem) : problem);
}
