import type { Kysely } from 'kysely';
import { cutProblem, cutQuantityM, priceCut } from '#shared/catalog/cut.ts';
import { amountCents } from '#shared/catalog/pricing.ts';
import { fromBase, toBase, unitQuantityProblem } from '#shared/catalog/units.ts';
import { densityFromColumn, lineWeightGrams } from '#shared/catalog/weight.ts';
import { messages } from '#shared/messages.ts';
import { fromMajor, toMajor } from '#shared/money/amount.ts';
import type { SellingCurrency } from '#shared/money/currency.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { requiresCertificate } from '#shared/orders/certificate-required.ts';
import type { DatabaseKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { conflict, notFound } from '../../http-errors.ts';
import type { ProductRow } from '../catalog/index.ts';
import { pricedFromRow, readDimensions } from '../catalog/index.ts';
import { accountUnitMinor } from '../companies/index.ts';
import {
  type CatalogLine,
  isQuoted,
  type LineRequest,
  lineError,
  type NewLine,
  newLine,
  type PricedLine,
  type RemnantRequest,
} from './line-requests.ts';
import { exportFactsOf } from './line-export-facts.ts';
import { pricedInCurrency, remnantPriceIn } from './product-in-currency.ts';
import { quotedLineRow } from './quoted-line.ts';

export interface PriceLinesInput {
  lines: readonly LineRequest[];
  /** The company's contract discount, in percent (0 outside a company). */
  discountPercent: number;
  /**
   * The order's currency at the rate read in its transaction (PRODUCT.md §17): catalog lines are
   * priced in it (a fixed list there, else the base list converted) and every amount of the rows
   * is in its minor units. Quoted lines are already in it.
   */
  currency: SellingCurrency;
  nameLines: boolean;
  at: string;
  /** Lock the products (PostgreSQL) for the stock the order takes next; a quote takes none and locks none. */
  lock?: boolean;
  /** The shipping settings' remnant discount, percent (PRODUCT.md §20); remnant lines need it. */
  remnantDiscountPercent?: number;
}

/**
 * Prices every line (docs/product/ordering.md): the products of the whole order in one SELECT,
 * then each catalog line at the account's price in the order's currency (`accountUnitMinor`: the
 * price in that currency, its breaks, then the company's contract discount), each cut with its
 * fee, each quoted line at the quoted price. The
 * checks that need the product and not its stock come here: a product gone, a fraction of a piece,
 * a fourth decimal, a cut of a product not cut to length or out of its bounds (400). On PostgreSQL
 * the rows are locked in id order, so the prices read are the prices the stock is taken at and two
 * checkouts of overlapping carts lock in the same order (no deadlock); SQLite has one writer.
 */
export async function priceLines(trx: Kysely<Database>, dbKind: DatabaseKind, input: PriceLinesInput) {
  const ids = [...new Set(input.lines.map((line) => line.productId).filter((id) => id !== null))];
  const rows =
    ids.length === 0
      ? []
      : await trx
          .selectFrom('products')
          .selectAll()
          .where('id', 'in', ids)
          .orderBy('id')
          .$if(dbKind === 'postgres' && input.lock !== false, (query) => query.forUpdate())
          .execute();
  const products = new Map(rows.map((row) => [Number(row.id), row]));
  // Errors name the first line in product order, as the lines are taken.
  const numbered = input.lines.map((line, index) => ({ line, lineNo: index + 1 }));
  const byProduct = [...numbered].sort((a, b) => (a.line.productId ?? 0) - (b.line.productId ?? 0));
  // A quote takes stock only when the product still has it after the order's lines before it.
  const left = new Map(rows.map((row) => [Number(row.id), row.total]));
  const priced = new Map<number, PricedLine>();
  for (const { line, lineNo } of byProduct) {
    const product = line.productId === null ? undefined : products.get(line.productId);
    const one = isQuoted(line)
      ? quotedLineRow(line, lineNo, line.asSold ? product : undefined, left.get(line.productId ?? 0) ?? 0, input.at)
      : catalogLine(line, lineNo, product, input);
    if (one.stock && product) left.set(Number(product.id), (left.get(Number(product.id)) ?? 0) - one.stock.base);
    // A made-to-order line of a quote of a catalog product carries that product's facts too.
    priced.set(lineNo, { ...one, row: { ...one.row, ...exportFactsOf(product) } });
  }
  return numbered.map(({ lineNo }) => priced.get(lineNo)!);
}

function catalogLine(
  line: CatalogLine,
  lineNo: number,
  product: ProductRow | undefined,
  input: PriceLinesInput,
): PricedLine {
  if (!product) {
    if (!input.nameLines) throw notFound(messages.errors.productNotFound);
    throw lineError(true, line.name ?? `#${lineNo}`, messages.cart.noLongerSold);
  }
  if (line.remnant) return remnantLine(line.remnant, lineNo, product, input);
  const { quantity, base } = wanted(line, product, input.nameLines);
  const { currency } = input.currency;
  const priced = { ...pricedInCurrency(product, input.currency), form: product.form, dimensions: product.dimensions };
  // The account's price in the order's currency: the price breaks, then the company's contract discount.
  const price = line.cut
    ? priceCut(priced, line.cut.pieces, line.cut.lengthMm, input.discountPercent, currency)
    : (() => {
        const unitCents = accountUnitMinor(priced, quantity, input.discountPercent, currency);
        return { unitCents, totalCents: amountCents(priced.unit, unitCents, quantity) };
      })();
  const cutFeeCents = line.cut ? fromMajor(priced.cutToLength?.cutFee ?? 0, currency).minor : null;
  const weight = {
    unit: priced.unit,
    form: product.form,
    dimensions: readDimensions(product.dimensions),
    density: densityFromColumn(product.density_kg_m3),
  };
  const row: NewLine = {
    ...newLine({ lineNo, product, name: product.name, quantity: base, unitCents: price.unitCents, at: input.at }),
    total_cents: price.totalCents,
    unit: priced.unit,
    pieces: line.cut?.pieces ?? null,
    length_mm: line.cut?.lengthMm ?? null,
    cut_fee_cents: cutFeeCents,
    weight_grams: lineWeightGrams(weight, quantity),
    kind: line.cut ? 'cut' : 'catalog',
    // PRODUCT.md §20: null for none, as a catalog line always had.
    certificate_required: requiresCertificate(line.certificateRequired) ? line.certificateRequired : null,
  };
  const repriced = repricedWords(line, price.unitCents, cutFeeCents, currency);
  return {
    lineNo,
    row,
    stock: { base, atCatalogPrice: true },
    product,
    quantity,
    name: product.name,
    ...(repriced ? { repriced } : {}),
  };
}

/**
 * A remnant (PRODUCT.md §20): one piece of its length at the product's base metre price less the
 * store's remnant discount, rounded once on the whole piece. No stock: it left its lot when cut.
 * The unit price shown is the discounted metre price; the total is the piece's price.
 */
function remnantLine(remnant: RemnantRequest, lineNo: number, product: ProductRow, input: PriceLinesInput): PricedLine {
  const price = remnantPriceIn(product, remnant.lengthMm, input.remnantDiscountPercent ?? 0, input.currency);
  const quantity = fromBase('m', remnant.lengthMm);
  const row: NewLine = {
    ...newLine({
      lineNo,
      product,
      name: product.name,
      quantity: remnant.lengthMm,
      unitCents: price.metreMinor,
      at: input.at,
    }),
    total_cents: price.totalMinor,
    unit: 'm',
    pieces: 1,
    length_mm: remnant.lengthMm,
    cut_fee_cents: null,
    weight_grams: lineWeightGrams(
      {
        unit: 'm',
        form: product.form,
        dimensions: readDimensions(product.dimensions),
        density: densityFromColumn(product.density_kg_m3),
      },
      quantity,
    ),
    kind: 'remnant',
    certificate_required: null,
    heat_number: remnant.heatNumber,
  };
  return { lineNo, row, product, quantity, name: product.name };
}

/**
 * The line's quantity in the product's unit and in whole base units (pieces, mm, g), after the
 * checks that need the product's unit and that the stock's conditional UPDATE cannot make.
 */
function wanted(line: CatalogLine, product: ProductRow, nameLines: boolean) {
  const rules = pricedFromRow(product);
  if (line.cut) {
    // The rules that do not depend on stock: the stock itself is the conditional UPDATE's to judge.
    const problem = cutProblem({ ...rules, total: Number.MAX_SAFE_INTEGER }, line.cut.pieces, line.cut.lengthMm);
    if (problem) throw lineError(nameLines, product.name, problem);
    const quantity = cutQuantityM(line.cut.pieces, line.cut.lengthMm);
    return { quantity, base: toBase('m', quantity) };
  }
  const quantity = line.baseQuantity !== undefined ? fromBase(rules.unit, line.baseQuantity) : (line.quantity ?? 0);
  const problem = unitQuantityProblem(rules.unit, quantity);
  if (problem) throw lineError(nameLines, product.name, problem);
  return { quantity, base: toBase(rules.unit, quantity) };
}

/**
 * "was $4.00, now $4.50" when the unit price or the cut fee is not the one the buyer saw. Both are
 * in `currency`: a line seen in another was refused before (order-currency.ts).
 */
function repricedWords(
  line: CatalogLine,
  unitCents: number,
  cutFeeCents: number | null,
  currency: string,
): string | undefined {
  const printed = (minor: number) => formatMoney(toMajor({ minor, currency }), currency);
  const words = (seen: number, now: number) => messages.cart.repriced(printed(seen), printed(now));
  if (line.seenUnitCents !== undefined && line.seenUnitCents !== unitCents) return words(line.seenUnitCents, unitCents);
  if (line.seenCutFeeCents !== undefined && cutFeeCents !== null && line.seenCutFeeCents !== cutFeeCents) {
    return words(line.seenCutFeeCents, cutFeeCents);
  }
  return undefined;
}

/** 409 for the first line, in product order, whose price changed since the buyer saw it. */
export function refuseRepriced(lines: readonly PricedLine[]): void {
  const first = [...lines]
    .sort((a, b) => Number(a.row.product_id ?? 0) - Number(b.row.product_id ?? 0))
    .find((line) => line.repriced);
  if (first) throw conflict(messages.purchaseOrders.lineProblem(first.name, first.repriced!));
}
