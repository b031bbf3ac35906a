import { type Kysely, sql } from 'kysely';
import { addressOf } from '#shared/addresses/address-input.schema.ts';
import { messages } from '#shared/messages.ts';
import { toMajor } from '#shared/money/amount.ts';
import type { z } from 'zod';
import type { CheckoutQuote } from '#shared/orders/checkout-quote.schema.ts';
import { freightPendingText } from '#shared/orders/costs/freight-reasons.ts';
import type { checkoutInputSchema } from '#shared/orders/purchase-order.schema.ts';
import type { checkoutQuoteInputSchema } from '#shared/orders/checkout-quote.schema.ts';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { badRequest } from '../../http-errors.ts';
import { heldRemnants } from '../catalog/index.ts';
import { membershipOf } from '../companies/index.ts';
import type { CatalogLine } from './line-requests.ts';
import { needsEndUse } from './check-compliance.ts';
import { costLineOf, costsOf } from './order-costs.ts';
import { orderCurrencyOf, readOrderSettings } from './order-currency.ts';
import { placedWithKey, placeNewPurchaseOrder } from './place-purchase-order.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';
import { priceLines } from './price-lines.ts';
import type { PurchaseOrderDetail } from './purchase-orders.repository.ts';

// The quote's and the checkout's reads of the cart: compiled once (prepared-query.ts).
const cartLinesOf = preparedQuery((db: Kysely<Database>, buyerId: string) =>
  db
    .selectFrom('cart_lines')
    .selectAll()
    // Whether the cart holds a remnant, in the same read (one index lookup): a cart of lines
    // without one reads no remnants (issue 31). A cart of no lines reads them.
    .select(sql<number>`(select count(*) from remnants where held_by = ${buyerId} and status = 'available')`.as('held'))
    .where('user_id', '=', buyerId)
    .orderBy('created_at')
    .orderBy('id'),
);
const cartCutsOf = preparedQuery((db: Kysely<Database>, buyerId: string) =>
  db.selectFrom('cart_cuts').selectAll().where('user_id', '=', buyerId).orderBy('created_at').orderBy('id'),
);

/** The buyer's stored cart as order lines: lines first, then cut lines, each oldest first (as the cart lists them). */
async function cartOf(db: Kysely<Database>, buyerId: string) {
  const rows = await cartLinesOf(db, buyerId);
  const cart = rows.map(({ held: _held, ...line }) => line);
  const cuts = await cartCutsOf(db, buyerId);
  // PRODUCT.md §20: the remnants the buyer's cart holds, after its other lines.
  const holdsRemnants = rows.length === 0 || Number(rows[0]!.held) > 0;
  const remnants = holdsRemnants ? await heldRemnants(db, buyerId) : [];
  const gone = [...cart, ...cuts].find((line) => line.product_id === null);
  if (gone) {
    throw badRequest(messages.purchaseOrders.lineProblem(gone.product_name, messages.cart.noLongerSold));
  }
  const lines: CatalogLine[] = [
    ...cart.map((line) => ({
      productId: line.product_id!,
      // The column holds whole pieces, mm or g; pricing reads the product's unit with the product.
      baseQuantity: line.quantity,
      seenUnitCents: Number(line.unit_price_cents),
      seenCurrency: line.currency,
      name: line.product_name,
      certificateRequired: line.certificate_required,
      heatNumber: line.heat_number ?? undefined,
    })),
    ...cuts.map((cut) => ({
      productId: cut.product_id!,
      cut: { pieces: cut.pieces, lengthMm: cut.length_mm },
      seenUnitCents: Number(cut.unit_price_cents),
      seenCutFeeCents: Number(cut.cut_fee_cents),
      seenCurrency: cut.currency,
      name: cut.product_name,
      certificateRequired: cut.certificate_required,
      heatNumber: cut.heat_number ?? undefined,
    })),
    ...remnants.map((remnant) => ({
      productId: Number(remnant.product.id),
      name: remnant.product.name,
      remnant: {
        id: remnant.id,
        lengthMm: remnant.lengthMm,
        heatNumber: remnant.heatNumber,
        certificate: remnant.certificate,
        lotId: remnant.lotId,
      },
    })),
  ];
  return { cart, cuts, lines };
}

/**
 * The checkout (docs/product/ordering.md#purchase-orders): the buyer's server-side cart becomes
 * one purchase order. The lines come from the stored cart with the unit price the buyer accepted,
 * never from the request; the cart is claimed (emptied), and the ship-to saved to the profile, in
 * the same transaction that takes the stock, so a failed checkout leaves the cart as it was and a
 * successful one cannot leave it full. It passes the order what it read; the steps are the
 * workflow's (place-purchase-order.ts).
 */
export async function checkout(
  context: PurchaseOrdersContext,
  buyer: { id: string; email: string; name: string },
  input: z.output<typeof checkoutInputSchema>,
  idempotencyKey: string | undefined,
): Promise<{ detail: PurchaseOrderDetail; created: boolean }> {
  // A retry of a checkout that succeeded finds an empty cart: it answers the order placed.
  const placed = await placedWithKey(context, buyer.id, idempotencyKey);
  if (placed) return { detail: placed, created: false };
  const { cart, cuts, lines } = await cartOf(context.db, buyer.id);
  return placeNewPurchaseOrder(context, {
    buyer,
    lines,
    shipTo: input.shipTo,
    poNumber: input.poNumber,
    requestedDate: input.requestedDate,
    notes: input.notes,
    idempotencyKey,
    nameLines: true,
    paymentMethod: input.paymentMethod,
    cart: { lines: cart, cutIds: cuts.map((cut) => cut.id) },
    saveShipTo: input.saveShipTo,
    incoterm: input.incoterm,
    incotermPlace: input.incotermPlace,
    carrierAccount: input.carrierAccount,
    endUse: input.endUse,
    oneHeatPerLine: input.oneHeatPerLine,
  });
}

/**
 * POST /checkout/quote (PRODUCT.md §16, §17): what the caller's cart would cost shipped there, on
 * those terms, by the function checkout freezes on the order (order-costs.ts). It prices the cart
 * as checkout does, in the buyer's currency with the company's discount, and takes no stock and
 * no lock: the order's own figures are computed again in its transaction.
 */
export async function quoteCheckout(
  context: PurchaseOrdersContext,
  buyerId: string,
  input: z.output<typeof checkoutQuoteInputSchema>,
): Promise<CheckoutQuote> {
  const { lines } = await cartOf(context.db, buyerId);
  if (lines.length === 0) throw badRequest(messages.purchaseOrders.emptyCart);
  const at = context.config.now().toISOString();
  const membership = await membershipOf(context.db, buyerId);
  const settings = await readOrderSettings(context.db);
  const currency = await orderCurrencyOf(context.db, buyerId, settings.currencies);
  const priced = await priceLines(context.db, context.dbKind, {
    lines,
    discountPercent: membership ? membership.discountBp / 100 : 0,
    nameLines: true,
    at,
    lock: false,
    currency,
    remnantDiscountPercent: settings.shipping.remnantDiscountPercent,
  });
  const costs = await costsOf(
    context.db,
    priced.map(costLineOf),
    {
      shipTo: input.shipTo,
      companyId: membership?.companyId ?? null,
      incoterm: input.incoterm,
      incotermPlace: input.incotermPlace,
      orderDate: at.slice(0, 10),
      currency,
    },
    settings,
  );
  const major = toMajor;
  return {
    currency: costs.currency,
    goodsTotal: major(costs.goodsTotal),
    freight: costs.freight ? major(costs.freight) : null,
    freightStatus: costs.freightStatus,
    freightPending: costs.freightPending.map(freightPendingText),
    taxTotal: major(costs.taxTotal),
    taxLines: costs.taxLines.map((line) => ({ label: line.label, rate: line.rate, amount: major(line.amount) })),
    taxNote: costs.taxNote,
    total: major(costs.total),
    amountDue: major(costs.total),
    weightKg: costs.weightKg,
    incoterm: costs.incoterm,
    incotermPlace: costs.incotermPlace,
    incoterms: [...costs.offeredIncoterms],
    endUseRequired: needsEndUse(
      priced.map((line) => line.row),
      addressOf(input.shipTo, costs.homeCountry).country,
      costs.homeCountry,
    ),
  };
}
