import { lineTotalCents, type PricedProduct, quantityProblem } from '../catalog/pricing.ts';
import { fromBase, toBase } from '../catalog/units.ts';
import { orderTotalProblem } from '../orders/order-limits.ts';

/**
 * Why a cart line of this quantity cannot be ordered, or undefined: the product's quantity rules
 * (minimum, multiple, maximum, stock), then the largest payable line total. The cart, quick order,
 * Order again and the cart page all ask this one question.
 */
export function cartQuantityProblem(product: PricedProduct, quantity: number): string | undefined {
  return quantityProblem(product, quantity) ?? orderTotalProblem(lineTotalCents(product, quantity));
}

/**
 * The largest quantity up to `wanted` that breaks no rule, or undefined when none does (stock
 * below the minimum, say). Merging a visitor's cart at sign-in keeps a line at this quantity
 * rather than refusing it (docs/product/ordering.md#cart). Only the line-total limit can fail
 * below the ceiling, and only for lines near $1M, so a thousand steps down is plenty.
 */
export function largestValidQuantity(product: PricedProduct, wanted: number): number | undefined {
  // Stepped in whole base units (pieces, mm, g), so a 0.25 m multiple never drifts.
  const unit = product.unit ?? 'pcs';
  const base = (value: number) => toBase(unit, value);
  const ceiling = Math.min(base(wanted), base(product.maximum ?? wanted), base(product.total));
  const step = Math.max(1, base(product.increment));
  const minimum = base(product.minimum);
  let quantity = Math.floor(ceiling / step) * step;
  for (let tries = 0; tries < 1000 && quantity >= minimum && quantity > 0; tries++, quantity -= step) {
    if (cartQuantityProblem(product, fromBase(unit, quantity)) === undefined) return fromBase(unit, quantity);
  }
  return undefined;
}
