import { cartQuantityProblem } from '#shared/cart/cart-quantity.ts';
import type { Cart, CartLine } from '#shared/cart/cart.schema.ts';
import { cutProblem, priceCut } from '#shared/catalog/cut.ts';
import { amountCents } from '#shared/catalog/pricing.ts';
import { fromBase } from '#shared/catalog/units.ts';
import { gramsToKg, lineWeightGrams, totalWeightGrams } from '#shared/catalog/weight.ts';
import { messages } from '#shared/messages.ts';
import { orderTotalProblem } from '#shared/orders/order-limits.ts';
import { centsToDollars, dollarsToCents, formatUsd } from '#shared/money.ts';
import type { ProductRow } from '../catalog/index.ts';
import { accountUnitCents } from '../companies/index.ts';
import { toApiProduct } from '../catalog/index.ts';
import type { CartCutRow, CartLineRow } from './cart.table.ts';

/**
 * A stored line as the buyer sees it today: priced by the shared rules for its quantity, with the
 * first reason it cannot be ordered as it stands. A quantity problem comes before a price change:
 * fixing the quantity (PUT) also accepts today's price. A company member sees their contract price
 * (`discountPercent`, docs/product/companies.md#contract-discount).
 */
export function toApiCartLine(line: CartLineRow, productRow: ProductRow | undefined, discountPercent = 0): CartLine {
  const priceWhenAddedCents = Number(line.unit_price_cents);
  const base = {
    lineId: line.id,
    quantity: line.quantity,
    priceWhenAdded: centsToDollars(priceWhenAddedCents),
  };
  if (!productRow) {
    return {
      ...base,
      productId: null,
      sku: line.sku,
      name: line.product_name,
      picture: null,
      unitPrice: centsToDollars(priceWhenAddedCents),
      lineTotal: centsToDollars(priceWhenAddedCents * line.quantity),
      problem: messages.cart.noLongerSold,
    };
  }
  const product = toApiProduct(productRow);
  // The column holds whole pieces, mm or g (migration 013); the API says the product's unit.
  const quantity = fromBase(product.unit, line.quantity);
  const todayCents = accountUnitCents(product, quantity, discountPercent);
  const problem =
    cartQuantityProblem(product, quantity) ??
    (todayCents === priceWhenAddedCents
      ? undefined
      : messages.cart.repriced(formatUsd(centsToDollars(priceWhenAddedCents)), formatUsd(centsToDollars(todayCents))));
  return {
    ...base,
    quantity,
    productId: product._id,
    sku: product.sku,
    name: product.name,
    picture: product.picture,
    unitPrice: centsToDollars(todayCents),
    lineTotal: centsToDollars(amountCents(product.unit, todayCents, quantity)),
    ...(problem && { problem }),
    // Absent for a piece line of unknown weight, which answers exactly as before units (ADR 017).
    ...(product.unit !== 'pcs' && { unit: product.unit }),
    ...withWeight(lineWeightGrams(product, quantity)),
  };
}

const withWeight = (grams: number | null) => (grams === null ? {} : { weightKg: gramsToKg(grams) });

/**
 * A cut line (PRODUCT.md §15) as the buyer sees it today: N × L / 1000 m priced by the shared
 * rules plus N cut fees, with the first reason it cannot be ordered (the cut's bounds and the
 * quantity rules, then a changed price per metre or cut fee).
 */
export function toApiCartCut(cut: CartCutRow, productRow: ProductRow | undefined, discountPercent = 0): CartLine {
  const seenUnitCents = Number(cut.unit_price_cents);
  const seenFeeCents = Number(cut.cut_fee_cents);
  const quantity = fromBase('m', cut.pieces * cut.length_mm);
  const base = {
    lineId: cut.id,
    cutId: cut.id,
    quantity,
    priceWhenAdded: centsToDollars(seenUnitCents),
    unit: 'm' as const,
  };
  if (!productRow) {
    return {
      ...base,
      productId: null,
      sku: cut.sku,
      name: cut.product_name,
      picture: null,
      unitPrice: centsToDollars(seenUnitCents),
      lineTotal: centsToDollars(amountCents('m', seenUnitCents, quantity) + cut.pieces * seenFeeCents),
      problem: messages.cart.noLongerSold,
      cut: { pieces: cut.pieces, lengthMm: cut.length_mm, cutFee: centsToDollars(seenFeeCents) },
      weightKg: null,
    };
  }
  const product = toApiProduct(productRow);
  const price = priceCut(product, cut.pieces, cut.length_mm, discountPercent);
  const feeCents = dollarsToCents(product.cutToLength?.cutFee ?? 0);
  const problem =
    cutProblem(product, cut.pieces, cut.length_mm) ??
    cartQuantityProblemOfTotal(price.totalCents) ??
    (price.unitCents !== seenUnitCents
      ? messages.cart.repriced(formatUsd(centsToDollars(seenUnitCents)), formatUsd(centsToDollars(price.unitCents)))
      : feeCents !== seenFeeCents
        ? messages.cart.repriced(formatUsd(centsToDollars(seenFeeCents)), formatUsd(centsToDollars(feeCents)))
        : undefined);
  return {
    ...base,
    productId: product._id,
    sku: product.sku,
    name: product.name,
    picture: product.picture,
    unitPrice: centsToDollars(price.unitCents),
    lineTotal: centsToDollars(price.totalCents),
    ...(problem && { problem }),
    cut: { pieces: cut.pieces, lengthMm: cut.length_mm, cutFee: centsToDollars(feeCents) },
    weightKg: gramsToKg(lineWeightGrams(product, quantity)),
  };
}

const cartQuantityProblemOfTotal = (totalCents: number) => orderTotalProblem(totalCents);

/** The cart's count, total of the lines that can be ordered, and whether all of them can. */
export function toApiCart(
  lines: { line: CartLineRow; product: ProductRow | undefined }[],
  cuts: { cut: CartCutRow; product: ProductRow | undefined }[] = [],
  discountPercent = 0,
): Cart {
  // Oldest first across both kinds of line, as the buyer added them.
  const apiLines = [
    ...lines.map(({ line, product }) => ({
      at: line.created_at,
      id: line.id,
      api: toApiCartLine(line, product, discountPercent),
    })),
    ...cuts.map(({ cut, product }) => ({
      at: cut.created_at,
      id: cut.id,
      api: toApiCartCut(cut, product, discountPercent),
    })),
  ]
    // Ids after their `cl_`/`cc_` prefix are one monotonic clock (cart.repository.ts newLineId).
    .sort((a, b) => (a.at === b.at ? (a.id.slice(3) < b.id.slice(3) ? -1 : 1) : a.at < b.at ? -1 : 1))
    .map((line) => line.api);
  const orderable = apiLines.filter((line) => line.problem === undefined);
  const totalCents = orderable.reduce((sum, line) => sum + dollarsToCents(line.lineTotal), 0);
  const grams = totalWeightGrams(
    orderable.map((line) => (line.weightKg == null ? null : Math.round(line.weightKg * 1000))),
  );
  return {
    lines: apiLines,
    count: apiLines.length,
    total: centsToDollars(totalCents),
    ready: apiLines.length > 0 && orderable.length === apiLines.length,
    // Only when some line's weight is known: an empty cart answers exactly as it always did.
    ...(grams !== null && { totalWeightKg: gramsToKg(grams) }),
  };
}
