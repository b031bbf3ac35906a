import { cartQuantityProblem } from '#shared/cart/cart-quantity.ts';
import type { Cart, CartLine } from '#shared/cart/cart.schema.ts';
import { cutProblem, priceCut } from '#shared/catalog/cut.ts';
import { amountCents } from '#shared/catalog/pricing.ts';
import { fromBase } from '#shared/catalog/units.ts';
import { gramsToKg, lineWeightGrams, totalWeightGrams } from '#shared/catalog/weight.ts';
import { messages } from '#shared/messages.ts';
import { fromMajor, toMajor } from '#shared/money/amount.ts';
import { baseCurrency, type SellingCurrency } from '#shared/money/currency.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import {
  type CertificateRequirement,
  certificateRequirements,
  requirementOfProduct,
} from '#shared/orders/certificate-required.ts';
import { orderTotalProblem } from '#shared/orders/order-limits.ts';
import type { ProductRow, RemnantWithProduct } from '../catalog/index.ts';
import { accountUnitMinor } from '../companies/index.ts';
import { toLocalProduct } from '../catalog/index.ts';
import { pricedInCurrency, remnantPriceIn } from '../orders/index.ts';
import type { CartCutRow, CartLineRow } from './cart.table.ts';

/** A cart of a store that sells in US dollars only: every answer as before currencies (PRODUCT.md §17). */
const dollars: SellingCurrency = baseCurrency({ base: 'USD', offered: ['USD'], rates: [] });

/** Minor units of `currency` as the API's major-unit number. */
const major = (minor: number, currency: string) => toMajor({ minor, currency });
/** Minor units of `currency` as the repriced message prints them: "$4.00", "€3.68". */
const printed = (minor: number, currency: string) => formatMoney(major(minor, currency), currency);

/** "was €3.68, now $4.00": the seen price in its own currency, today's in the buyer's. */
const repricedWords = (seen: { minor: number; currency: string }, now: { minor: number; currency: string }) =>
  messages.cart.repriced(printed(seen.minor, seen.currency), printed(now.minor, now.currency));

/** The seen price's currency, answered only when it is not the cart's (the buyer switched since). */
const seenCurrency = (seen: string, cart: SellingCurrency) =>
  seen === cart.currency ? {} : { priceWhenAddedCurrency: seen };

/**
 * A stored line as the buyer sees it today: priced by the shared rules for its quantity, with the
 * first reason it cannot be ordered as it stands. A quantity problem comes before a price change:
 * fixing the quantity (PUT) also accepts today's price. A company member sees their contract price
 * (`discountPercent`, docs/product/companies.md#contract-discount). Today's price is in the
 * buyer's currency `to` (PRODUCT.md §17); a line seen in another currency is repriced, whatever
 * the amounts.
 */
export function toApiCartLine(
  line: CartLineRow,
  productRow: ProductRow | undefined,
  discountPercent = 0,
  to: SellingCurrency = dollars,
): CartLine {
  const seen = { minor: Number(line.unit_price_cents), currency: line.currency };
  const base = {
    lineId: line.id,
    quantity: line.quantity,
    priceWhenAdded: major(seen.minor, seen.currency),
    ...seenCurrency(seen.currency, to),
    certificateRequired: requirementOf(line.certificate_required),
    heatNumber: line.heat_number ?? null,
  };
  if (!productRow) {
    return {
      ...base,
      productId: null,
      sku: line.sku,
      name: line.product_name,
      picture: null,
      unitPrice: major(seen.minor, seen.currency),
      lineTotal: major(seen.minor * line.quantity, seen.currency),
      problem: messages.cart.noLongerSold,
    };
  }
  const product = toLocalProduct(productRow);
  // The column holds whole pieces, mm or g (migration 013); the API says the product's unit.
  const quantity = fromBase(product.unit, line.quantity);
  const today = {
    minor: accountUnitMinor(pricedInCurrency(productRow, to), quantity, discountPercent, to.currency),
    currency: to.currency,
  };
  const problem =
    cartQuantityProblem(product, quantity) ??
    (today.minor === seen.minor && today.currency === seen.currency ? undefined : repricedWords(seen, today));
  return {
    ...base,
    quantity,
    productId: product._id,
    sku: product.sku,
    name: product.name,
    picture: product.picture,
    unitPrice: major(today.minor, to.currency),
    lineTotal: major(amountCents(product.unit, today.minor, quantity), to.currency),
    ...(problem && { problem }),
    // Absent for a piece line of unknown weight, which answers exactly as before units (ADR 017).
    ...(product.unit !== 'pcs' && { unit: product.unit }),
    ...withWeight(lineWeightGrams(product, quantity)),
    ...choiceOf(productRow),
  };
}

/** A stored requirement as the API says it; anything else stored reads as none. */
const requirementOf = (stored: string): CertificateRequirement =>
  (certificateRequirements as readonly string[]).includes(stored) ? (stored as CertificateRequirement) : 'none';

/** The product's own certificate type, which the cart offers as the buyer's choice (PRODUCT.md §20). */
const choiceOf = (row: ProductRow) => {
  const choice = requirementOfProduct(row.certificate);
  return choice ? { certificateChoice: choice } : {};
};

const withWeight = (grams: number | null) => (grams === null ? {} : { weightKg: gramsToKg(grams) });

/**
 * A cut line (PRODUCT.md §15) as the buyer sees it today: N × L / 1000 m priced by the shared
 * rules plus N cut fees, with the first reason it cannot be ordered (the cut's bounds and the
 * quantity rules, then a changed price per metre or cut fee, or a currency other than the one
 * both were seen in, PRODUCT.md §17).
 */
export function toApiCartCut(
  cut: CartCutRow,
  productRow: ProductRow | undefined,
  discountPercent = 0,
  to: SellingCurrency = dollars,
): CartLine {
  const seenUnit = { minor: Number(cut.unit_price_cents), currency: cut.currency };
  const seenFee = { minor: Number(cut.cut_fee_cents), currency: cut.currency };
  const quantity = fromBase('m', cut.pieces * cut.length_mm);
  const base = {
    lineId: cut.id,
    cutId: cut.id,
    quantity,
    priceWhenAdded: major(seenUnit.minor, cut.currency),
    ...seenCurrency(cut.currency, to),
    unit: 'm' as const,
    certificateRequired: requirementOf(cut.certificate_required),
    heatNumber: cut.heat_number ?? null,
  };
  if (!productRow) {
    return {
      ...base,
      productId: null,
      sku: cut.sku,
      name: cut.product_name,
      picture: null,
      unitPrice: major(seenUnit.minor, cut.currency),
      lineTotal: major(amountCents('m', seenUnit.minor, quantity) + cut.pieces * seenFee.minor, cut.currency),
      problem: messages.cart.noLongerSold,
      cut: { pieces: cut.pieces, lengthMm: cut.length_mm, cutFee: major(seenFee.minor, cut.currency) },
      weightKg: null,
    };
  }
  const product = toLocalProduct(productRow);
  const priced = pricedInCurrency(productRow, to);
  const price = priceCut(priced, cut.pieces, cut.length_mm, discountPercent, to.currency);
  const unit = { minor: price.unitCents, currency: to.currency };
  const fee = { minor: fromMajor(priced.cutToLength?.cutFee ?? 0, to.currency).minor, currency: to.currency };
  const sameCurrency = cut.currency === to.currency;
  const problem =
    cutProblem(product, cut.pieces, cut.length_mm) ??
    orderTotalProblem(price.totalCents, to.currency) ??
    (!sameCurrency || unit.minor !== seenUnit.minor
      ? repricedWords(seenUnit, unit)
      : fee.minor !== seenFee.minor
        ? repricedWords(seenFee, fee)
        : undefined);
  return {
    ...base,
    productId: product._id,
    sku: product.sku,
    name: product.name,
    picture: product.picture,
    unitPrice: major(unit.minor, to.currency),
    lineTotal: major(price.totalCents, to.currency),
    ...(problem && { problem }),
    cut: { pieces: cut.pieces, lengthMm: cut.length_mm, cutFee: major(fee.minor, to.currency) },
    weightKg: gramsToKg(lineWeightGrams(product, quantity)),
    ...choiceOf(productRow),
  };
}

/**
 * A remnant in the cart (PRODUCT.md §20): one piece of its length at its price today, sold whole
 * (no quantity to change, no seen price: it is priced again at checkout by the same function).
 */
export function toApiCartRemnant(remnant: RemnantWithProduct, discountPercent: number, to: SellingCurrency): CartLine {
  const product = toLocalProduct(remnant.product);
  const price = remnantPriceIn(remnant.product, remnant.lengthMm, discountPercent, to);
  const quantity = fromBase('m', remnant.lengthMm);
  return {
    lineId: remnant.id,
    remnantId: remnant.id,
    productId: product._id,
    sku: product.sku,
    name: product.name,
    picture: product.picture,
    quantity,
    unit: 'm',
    unitPrice: major(price.metreMinor, to.currency),
    priceWhenAdded: major(price.metreMinor, to.currency),
    lineTotal: major(price.totalMinor, to.currency),
    cut: { pieces: 1, lengthMm: remnant.lengthMm, cutFee: 0 },
    weightKg: gramsToKg(lineWeightGrams(product, quantity)),
    certificateRequired: 'none',
    heatNumber: remnant.heatNumber,
  };
}

/**
 * The cart's currency (PRODUCT.md §17), count, total of the lines that can be ordered, and
 * whether all of them can.
 */
export function toApiCart(
  lines: { line: CartLineRow; product: ProductRow | undefined }[],
  cuts: { cut: CartCutRow; product: ProductRow | undefined }[] = [],
  discountPercent = 0,
  to: SellingCurrency = dollars,
  /** Remnants held in the cart (toApiCartRemnant), after the other lines. */
  remnantLines: readonly CartLine[] = [],
): Cart {
  // Oldest first across both kinds of line, as the buyer added them.
  const apiLines = [
    ...lines.map(({ line, product }) => ({
      at: line.created_at,
      id: line.id,
      api: toApiCartLine(line, product, discountPercent, to),
    })),
    ...cuts.map(({ cut, product }) => ({
      at: cut.created_at,
      id: cut.id,
      api: toApiCartCut(cut, product, discountPercent, to),
    })),
  ]
    // Ids after their `cl_`/`cc_` prefix are one monotonic clock (cart.repository.ts newLineId).
    .sort((a, b) => (a.at === b.at ? (a.id.slice(3) < b.id.slice(3) ? -1 : 1) : a.at < b.at ? -1 : 1))
    .map((line) => line.api)
    .concat(remnantLines);
  const orderable = apiLines.filter((line) => line.problem === undefined);
  // Orderable lines are all in the cart's currency (a line seen in another is repriced).
  const totalMinor = orderable.reduce((sum, line) => sum + fromMajor(line.lineTotal, to.currency).minor, 0);
  const grams = totalWeightGrams(
    orderable.map((line) => (line.weightKg == null ? null : Math.round(line.weightKg * 1000))),
  );
  return {
    currency: to.currency,
    lines: apiLines,
    count: apiLines.length,
    total: major(totalMinor, to.currency),
    ready: apiLines.length > 0 && orderable.length === apiLines.length,
    // Only when some line's weight is known: an empty cart answers exactly as it always did.
    ...(grams !== null && { totalWeightKg: gramsToKg(grams) }),
  };
}
