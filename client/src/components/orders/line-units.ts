import type { Cart, CartLine } from '#shared/cart/cart.schema.ts';
import { type Cut, formatCut } from '#shared/catalog/cut.ts';
import { formatQuantity, formatUnitPrice, type Unit } from '#shared/catalog/units.ts';
import { formatKg } from '#shared/catalog/weight.ts';
import { cart as cartTexts } from '#shared/messages/cart.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { formatMoney } from '#shared/money/format-money.ts';

/**
 * What PRODUCT.md §15 adds to a cart line or a purchase order line: its unit, its cut (N pieces of
 * L mm and the fee per piece) and its estimated weight. Lines from before units have none of
 * them and read as pieces of unknown weight.
 */
export interface UnitFields {
  unit?: Unit;
  cut?: Cut | null;
  weightKg?: number | null;
}

export const unitOf = (line: UnitFields): Unit => line.unit ?? 'pcs';

/** "12.5 m", "2.4 kg"; pieces stay a bare number, as the cart and orders always showed them. */
export function quantityText(line: UnitFields & { quantity: number }): string {
  const unit = unitOf(line);
  return unit === 'pcs' ? String(line.quantity) : formatQuantity(unit, line.quantity);
}

/** "7 × 1,250 mm", or undefined for a line that is not cut. */
export const cutText = (line: UnitFields): string | undefined => (line.cut ? formatCut(line.cut) : undefined);

/**
 * "cut fee $2.50 each", in the order's or cart's `currency` (PRODUCT.md §17): US dollars where the
 * caller has none to give (the cart before currencies).
 */
export const cutFeeText = (cut: Cut, currency = 'USD'): string => unitPages.cutFeeOf(formatMoney(cut.cutFee, currency));

/** "$12.40/m"; "$12.40" for pieces; "¥1,868/m" in yen. */
export const unitPriceText = (line: UnitFields & { unitPrice: number }, currency = 'USD'): string =>
  formatUnitPrice(unitOf(line), formatMoney(line.unitPrice, currency));

/** "2.4 kg", or a dash when the weight is not known (no density, no length). */
export const weightText = (weightKg: number | null | undefined): string =>
  weightKg == null ? unitPages.noWeight : formatKg(weightKg);

/** The cart's estimated weight, when the server or the visitor's pricing gives one. */
export const cartWeightKg = (cart: Cart): number | null => cart.totalWeightKg ?? null;

/** A cart line as the pages show it: the server's, or a visitor's priced in the browser. */
export type CartLineView = CartLine;

/**
 * A line in a list of lines: "5 × {name}" for pieces, as the lists always said it; "12.5 m {name}"
 * and "7 × 1,250 mm {name}" for m, kg and cut lines (PRODUCT.md §15).
 */
export function lineSummary(
  line: UnitFields & { quantity: number; name: string },
  piecesSummary: (quantity: number, name: string) => string,
): string {
  if (line.cut) return `${formatCut(line.cut)} ${line.name}`;
  return unitOf(line) === 'pcs' ? piecesSummary(line.quantity, line.name) : `${quantityText(line)} ${line.name}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The cart's repriced message with any two prices: built from the message itself, so it follows
 * its wording, in the language of the moment (the server words a line's problem in the page's).
 */
const repricedPattern = () =>
  new RegExp(
    `^${escapeRegExp(cartTexts.repriced('\u0000', '\u0001')).replace('\u0000', '.+').replace('\u0001', '.+')}$`,
  );

/**
 * True when a line's problem is only a changed price (per metre or cut fee for a cut line), which
 * the buyer accepts; not a rule the line breaks (stock, bounds), which accepting would not mend.
 */
export const isRepriced = (problem: string | undefined): boolean =>
  problem !== undefined && repricedPattern().test(problem);
