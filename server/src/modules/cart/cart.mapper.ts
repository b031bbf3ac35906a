import { cartQuantityProblem } from '#shared/cart/cart-quantity.ts';
import type { Cart, CartLine } from '#shared/cart/cart.schema.ts';
import { messages } from '#shared/messages.ts';
import { centsToDollars, dollarsToCents, formatUsd } from '#shared/money.ts';
import type { ProductRow } from '../catalog/catalog.table.ts';
import { accountUnitCents } from '../companies/account-pricing.ts';
import { toApiProduct } from '../catalog/product.mapper.ts';
import type { CartLineRow } from './cart.table.ts';

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
  const todayCents = accountUnitCents(product, line.quantity, discountPercent);
  const problem =
    cartQuantityProblem(product, line.quantity) ??
    (todayCents === priceWhenAddedCents
      ? undefined
      : messages.cart.repriced(formatUsd(centsToDollars(priceWhenAddedCents)), formatUsd(centsToDollars(todayCents))));
  return {
    ...base,
    productId: product._id,
    sku: product.sku,
    name: product.name,
    picture: product.picture,
    unitPrice: centsToDollars(todayCents),
    lineTotal: centsToDollars(todayCents * line.quantity),
    ...(problem && { problem }),
  };
}

/** The cart's count, total of the lines that can be ordered, and whether all of them can. */
export function toApiCart(lines: { line: CartLineRow; product: ProductRow | undefined }[], discountPercent = 0): Cart {
  const apiLines = lines.map(({ line, product }) => toApiCartLine(line, product, discountPercent));
  const orderable = apiLines.filter((line) => line.problem === undefined);
  const totalCents = orderable.reduce((sum, line) => sum + dollarsToCents(line.lineTotal), 0);
  return {
    lines: apiLines,
    count: apiLines.length,
    total: centsToDollars(totalCents),
    ready: apiLines.length > 0 && orderable.length === apiLines.length,
  };
}
