import type { Kysely } from 'kysely';
import { messages } from '#shared/messages.ts';
import { orderTotalProblem } from '#shared/orders/order-limits.ts';
import { type PaymentMethod, requestedDateProblem, type ShipToInput } from '#shared/orders/purchase-order.schema.ts';
import type { Incoterm } from '#shared/settings/shipping.schema.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict } from '../../http-errors.ts';
import { remnants as remnantTexts } from '#shared/messages/remnants.ts';
import { checkBuyer } from './buyer-standing.ts';
import { type CartClaim, claimCart } from './claim-cart.ts';
import { addressOf } from '#shared/addresses/address-input.schema.ts';
import type { EndUseInput } from '#shared/compliance/compliance.schema.ts';
import { checkCompliance } from './check-compliance.ts';
import { applyCompanyTerms } from './company-terms.ts';
import { newHold } from './compliance-hold.ts';
import { companyBillTo } from './bill-to.ts';
import { isQuoted, type LineRequest, type PricedLine } from './line-requests.ts';
import { notifyOrder } from './notify-order.ts';
import { costLineOf, costsOf } from './order-costs.ts';
import { exchangeRateText, orderCurrencyOf, readOrderSettings, refuseOtherCurrency } from './order-currency.ts';
import { priceLines, refuseRepriced } from './price-lines.ts';
import {
  findPurchaseOrderByKey,
  findPurchaseOrderDetail,
  type PurchaseOrderDetail,
} from './purchase-orders.repository.ts';
import type { PurchaseOrderRow } from './purchase-orders.table.ts';
import { saveShipTo } from './save-ship-to.ts';
import { takeStock } from './take-stock.ts';
import { type LotAllocation, recordAllocations, sellRemnants } from '../catalog/index.ts';
import { copyCertificatesToLines } from '../documents/index.ts';
import { unassignedHeat } from '../../db/migrations/026-heat-lots.ts';
import { writeOrder } from './write-order.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';

export type { CatalogLine, LineRequest, QuotedLine } from './line-requests.ts';
export { invoicedNote } from './company-terms.ts';

export interface PlacePurchaseOrder {
  buyer: { id: string; email: string; name: string };
  lines: readonly LineRequest[];
  /** Structured, or the old free text in `address` (PRODUCT.md §16). */
  shipTo: ShipToInput;
  poNumber?: string | undefined;
  requestedDate?: string | undefined;
  notes?: string | undefined;
  idempotencyKey: string | undefined;
  /**
   * Messages name the failing line ("Titanium tube: Minimum order quantity is 10") when there are
   * several; the one-product Purchase page keeps the original API's plain messages.
   */
  nameLines: boolean;
  /** PRODUCT.md §20: no line split across heats (a cut line never is, whatever this says). */
  oneHeatPerLine?: boolean | undefined;
  /** `card` (the default) or `account`, a company's payment terms (docs/product/companies.md#paying-on-account). */
  paymentMethod?: PaymentMethod;
  /** The checkout's cart as read: claimed first, so two checkouts of one cart cannot both place it. */
  cart?: CartClaim;
  /** The checkout keeps the ship-to on the buyer's profile. */
  saveShipTo?: boolean;
  /** Incoterms 2020 from the store's offered list, its named place, the buyer's carrier account (PRODUCT.md §16). */
  incoterm?: Incoterm | undefined;
  incotermPlace?: string | undefined;
  carrierAccount?: string | undefined;
  /**
   * The currency the lines' prices are already in (PRODUCT.md §17), placed at the store's rate for
   * it now. Absent: an accepted quote's own (`quotes.currency`), else the buyer's currency, read in
   * the placing transaction.
   */
  currency?: string | undefined;
  /**
   * First write of the transaction, before any stock is taken, for a use case of another module
   * that owns the row it claims (quote acceptance: quotes/quote-life.ts).
   */
  claim?: (trx: Kysely<Database>) => Promise<void>;
  /**
   * The end-use statement (PRODUCT.md §19), validated by `endUseInputSchema`: required when a
   * controlled line ships abroad, kept on the order only then.
   */
  endUse?: EndUseInput | undefined;
  /** That module's last write of the same transaction, once the order is written. */
  alsoInTransaction?: (trx: Kysely<Database>, head: PurchaseOrderRow) => Promise<void>;
}

function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}

/** The order a retry with the same Idempotency-Key answers, if the first one placed it. */
export async function placedWithKey(
  context: PurchaseOrdersContext,
  buyerId: string,
  idempotencyKey: string | undefined,
): Promise<PurchaseOrderDetail | undefined> {
  const existing = idempotencyKey ? await findPurchaseOrderByKey(context.db, buyerId, idempotencyKey) : undefined;
  return existing ? findPurchaseOrderDetail(context.db, existing.id) : undefined;
}

/**
 * Places a purchase order (docs/product/ordering.md), or answers the one a retry with the same
 * Idempotency-Key placed. The same rules hold for the checkout, the one-line order of the Purchase
 * page (POST /orders) and an accepted quote.
 */
export async function placePurchaseOrder(
  context: PurchaseOrdersContext,
  order: PlacePurchaseOrder,
): Promise<{ detail: PurchaseOrderDetail; created: boolean }> {
  const first = await placedWithKey(context, order.buyer.id, order.idempotencyKey);
  if (first) return { detail: first, created: false };
  return placeNewPurchaseOrder(context, order);
}

/**
 * The workflow of a new order (issue 27), each step taking the transaction: may the buyer order,
 * claim the cart, price every line, take all their stock or none, the company's terms, write the
 * order, keep the ship-to, queue its mails. All or nothing: a step that refuses (400, or 409 when a
 * price changed since the buyer saw it) rolls back whatever the steps before it wrote. The answer
 * is the order as written; nothing reads it back.
 */
export async function placeNewPurchaseOrder(
  context: PurchaseOrdersContext,
  order: PlacePurchaseOrder,
): Promise<{ detail: PurchaseOrderDetail; created: boolean }> {
  const { buyer, idempotencyKey, nameLines } = order;
  if (order.lines.length === 0) throw badRequest(messages.purchaseOrders.emptyCart);
  const now = context.config.now();
  const at = now.toISOString();
  const dateProblem = requestedDateProblem(order.requestedDate, at.slice(0, 10));
  if (dateProblem) throw badRequest(dateProblem);
  const paymentMethod = order.paymentMethod ?? 'card';
  try {
    const detail = await context.db.transaction().execute(async (trx) => {
      const membership = await checkBuyer(trx, context.dbKind, {
        buyerId: buyer.id,
        maxUnpaid: context.config.orders.maxUnpaidPerBuyer,
        paymentMethod,
      });
      if (order.cart) await claimCart(trx, order.cart);
      await order.claim?.(trx);
      // Freight, tax and currencies are read once, in this transaction, and frozen on the order
      // (PRODUCT.md §16, §17): the lines, the freight and the order's exchange rate share one rate.
      const settings = await readOrderSettings(trx);
      const currency = await orderCurrencyOf(trx, buyer.id, settings.currencies, order.currency, order.lines);
      refuseOtherCurrency(order.lines, currency);
      const discountPercent = membership ? membership.discountBp / 100 : 0;
      const lines = await priceLines(trx, context.dbKind, {
        lines: order.lines,
        discountPercent,
        nameLines,
        at,
        currency,
        remnantDiscountPercent: settings.shipping.remnantDiscountPercent,
      });
      const allocations = await takeStock(trx, {
        lines,
        at,
        nameLines,
        oneHeatPerLine: order.oneHeatPerLine,
        // priceLines answers the lines in the order asked: the pins go by index.
        pins: order.lines.map((line) => (isQuoted(line) ? undefined : line.heatNumber)),
      });
      await sellHeldRemnants(trx, buyer.id, order.lines, lines, allocations);
      refuseRepriced(lines);
      const costs = await costsOf(
        trx,
        lines.map(costLineOf),
        {
          shipTo: order.shipTo,
          companyId: membership?.companyId ?? null,
          incoterm: order.incoterm,
          incotermPlace: order.incotermPlace,
          orderDate: at.slice(0, 10),
          currency,
        },
        settings,
      );
      const totalCents = costs.total.minor;
      // Thrown inside the transaction: the stock just taken goes back with the rollback.
      const tooLarge = orderTotalProblem(totalCents, currency.currency);
      if (tooLarge) throw badRequest(tooLarge);
      // PRODUCT.md §19: embargo and end-use statement refuse the order; a match or a review
      // destination holds it (its stock taken, not payable nor shippable until released).
      const compliance = await checkCompliance(trx, {
        settings: settings.compliance,
        homeCountry: costs.homeCountry,
        shipTo: addressOf(order.shipTo, costs.homeCountry),
        lines: lines.map((line) => line.row),
        endUse: order.endUse,
        buyerName: buyer.name,
        companyName: membership?.companyName ?? null,
        companyId: membership?.companyId ?? null,
      });
      const terms = await applyCompanyTerms(trx, {
        membership,
        buyerId: buyer.id,
        paymentMethod,
        goodsCents: costs.goodsTotal.minor,
        totalCents,
        freightPending: costs.freightStatus === 'pending',
        now,
        order: currency,
        currencies: settings.currencies,
      });
      const hold =
        compliance.reasons.length > 0 ? newHold(compliance.reasons, terms.status, terms.approvalReason) : null;
      const written = await writeOrder(trx, context.dbKind, {
        ...order,
        endUse: compliance.endUse,
        hold,
        paymentMethod,
        companyId: membership?.companyId ?? null,
        billTo: membership ? companyBillTo(membership) : null,
        terms,
        lines: lines.map((line, index) => ({
          ...line.row,
          tax_cents: costs.lines[index]!.taxAmount.minor,
          heat_number: heatOf(allocations[index]!) ?? line.row.heat_number ?? null,
        })),
        costs,
        exchangeRate: exchangeRateText(currency),
        at,
      });
      await recordLineLots(trx, written, lines, allocations, at);
      if (order.saveShipTo) await saveShipTo(trx, { buyerId: buyer.id, head: written.head, at });
      await order.alsoInTransaction?.(trx, written.head);
      await notifyOrder(trx, context, { head: written.head, approvalReason: terms.approvalReason, held: !!hold });
      return written;
    });
    context.catalogCache.invalidate();
    context.outbox.kick();
    return { detail, created: true };
  } catch (error) {
    // Two retries racing with one key: the loser hits the unique key, or finds the cart already
    // claimed by the winner; either way it answers the winner's order.
    if (idempotencyKey && (isUniqueViolation(error) || (error as { statusCode?: number }).statusCode === 409)) {
      const winner = await placedWithKey(context, buyer.id, idempotencyKey);
      if (winner) return { detail: winner, created: false };
    }
    throw error;
  }
}

/**
 * PRODUCT.md §20: each remnant line sells its remnant (held in the buyer's cart), or the order is
 * refused naming the first line whose remnant is gone (409: another buyer took it after this one's
 * hold ran out). Its lot's certificate goes on the line as an allocated lot's would; it took
 * nothing from the lot.
 */
async function sellHeldRemnants(
  trx: Kysely<Database>,
  buyerId: string,
  requests: readonly LineRequest[],
  lines: readonly PricedLine[],
  allocations: LotAllocation[][],
) {
  const remnantLines = requests.flatMap((request, index) => {
    const remnant = isQuoted(request) ? undefined : request.remnant;
    return remnant ? [{ index, remnant, line: lines[index]! }] : [];
  });
  const sold = await sellRemnants(
    trx,
    buyerId,
    remnantLines.map(({ remnant, line }) => ({ remnantId: remnant.id, lineId: line.row.id })),
  );
  for (const { index, remnant, line } of remnantLines) {
    if (!sold.has(remnant.id))
      throw conflict(messages.purchaseOrders.lineProblem(line.name, remnantTexts.goneAtCheckout));
    if (remnant.lotId)
      allocations[index] = [
        {
          key: index,
          lotId: remnant.lotId,
          heatNumber: remnant.heatNumber,
          quantity: 0,
          certificate: remnant.certificate,
        },
      ];
  }
}

/** A line from one heat carries its heat number; one from several heats, or from stock whose heat is unknown, none. */
function heatOf(allocations: readonly LotAllocation[]): string | undefined {
  const heats = new Set(allocations.map((allocation) => allocation.heatNumber));
  const [heat] = heats;
  return heats.size === 1 && heat !== unassignedHeat ? heat : undefined;
}

/**
 * PRODUCT.md §20: what each line took from which lot (one INSERT), and a line from one certified lot
 * gets the lot's certificate (one INSERT … SELECT); both go into the answer, which is not read back.
 */
async function recordLineLots(
  trx: Kysely<Database>,
  written: PurchaseOrderDetail,
  lines: readonly PricedLine[],
  allocations: readonly LotAllocation[][],
  at: string,
) {
  // A remnant's lot (quantity 0) gives its certificate, not an allocation: it took nothing.
  const rows = lines.flatMap((line, index) =>
    allocations[index]!.filter((allocation) => allocation.quantity > 0).map((allocation) => ({
      line_id: line.row.id,
      lot_id: allocation.lotId,
      heat_number: allocation.heatNumber,
      quantity: allocation.quantity,
    })),
  );
  await recordAllocations(
    trx,
    rows.map(({ heat_number: _heat, ...row }) => row),
  );
  written.allocations = rows;
  const copies = lines.flatMap((line, index) => {
    const taken = allocations[index]!;
    const certificate = taken.length === 1 ? taken[0]!.certificate : null;
    return certificate ? [{ lineId: line.row.id, documentId: certificate.documentId }] : [];
  });
  written.certificates = await copyCertificatesToLines(trx, written.head.id, copies, at);
}
