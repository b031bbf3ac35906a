import { useQuery } from '@tanstack/react-query';
import { cartQuantityProblem } from '#shared/cart/cart-quantity.ts';
import type { Cart } from '#shared/cart/cart.schema.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { lineTotalCents, unitPriceCents } from '#shared/catalog/pricing.ts';
import { gramsToKg, lineWeightGrams, totalWeightGrams } from '#shared/catalog/weight.ts';
import { cart as m } from '#shared/messages/cart.ts';
import { centsToDollars } from '#shared/money.ts';
import { requirementOfProduct } from '#shared/orders/certificate-required.ts';
import { useCart } from '../../lib/cart/use-cart.ts';
import type { VisitorCartLine } from '../../lib/cart/visitor-cart.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useCatalogCurrency } from '../../lib/queries/currency.ts';
import { getProduct } from '../../lib/queries/product.ts';
import type { CartLineView } from '../../components/orders/line-units.ts';

/** A product that answers 404 is no longer sold (undefined); any other failure fails the query. */
function gone(error: unknown): undefined {
  if (error instanceof ApiError && error.status === 404) return undefined;
  throw error;
}

/** A visitor's line priced the way the server prices a buyer's (today's price; no price to accept). */
function visitorLine(line: VisitorCartLine, product: Product | undefined): CartLineView {
  if (!product) {
    return {
      lineId: line.productId,
      productId: line.productId,
      sku: null,
      name: m.goneProduct,
      picture: null,
      quantity: line.quantity,
      unitPrice: 0,
      lineTotal: 0,
      priceWhenAdded: 0,
      problem: m.noLongerSold,
      certificateRequired: line.certificateRequired ?? 'none',
      heatNumber: line.heatNumber ?? null,
    };
  }
  const choice = requirementOfProduct(product.certificate);
  const unitPrice = centsToDollars(unitPriceCents(product, line.quantity));
  const problem = cartQuantityProblem(product, line.quantity);
  return {
    lineId: line.productId,
    productId: product._id,
    sku: product.sku,
    name: product.name,
    picture: product.picture,
    quantity: line.quantity,
    unitPrice,
    // The shared rule: metres and kilograms are rounded to the cent once (PRODUCT.md §15).
    lineTotal: centsToDollars(lineTotalCents(product, line.quantity)),
    priceWhenAdded: unitPrice,
    unit: product.unit,
    weightKg: gramsToKg(lineWeightGrams(product, line.quantity)),
    ...(problem && { problem }),
    // PRODUCT.md §20: kept in the browser, sent with the line at sign-in.
    certificateRequired: line.certificateRequired ?? 'none',
    heatNumber: line.heatNumber ?? null,
    ...(choice && { certificateChoice: choice }),
  };
}

function toCart(lines: CartLineView[]): Cart & { totalWeightKg: number | null } {
  const orderable = lines.filter((line) => !line.problem);
  const totalCents = orderable.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0);
  return {
    lines,
    count: lines.length,
    total: centsToDollars(totalCents),
    ready: lines.length > 0 && orderable.length === lines.length,
    totalWeightKg: gramsToKg(
      totalWeightGrams(orderable.map((line) => (line.weightKg == null ? null : Math.round(line.weightKg * 1000)))),
    ),
  };
}

/**
 * The cart page's lines, one shape for both carts: the server's for a buyer, and for a visitor
 * the browser's lines priced from the catalog with the shared rules. `products` are the visitor's
 * products, whose rules a visitor's quantity change is checked against.
 */
export function useCartView() {
  const store = useCart();
  // One query for all of a visitor's products (each also fills the product page's cache key).
  const ids = store.signedIn ? [] : store.visitorLines.map((line) => line.productId);
  // In the visitor's currency (PRODUCT.md §17), as the catalog showed the products.
  const { currency, ready } = useCatalogCurrency();
  const products = useQuery({
    queryKey: ['cart', 'visitor-products', ids, currency],
    queryFn: ({ signal }) =>
      Promise.all(ids.map((id) => getProduct(id, signal, currency).catch((error: unknown) => gone(error)))),
    enabled: ids.length > 0 && ready,
  });
  const productById = new Map<string, Product>();
  for (const product of products.data ?? []) if (product) productById.set(product._id, product);
  const visitorLoading = ids.length > 0 && products.isPending;
  const cart = store.signedIn
    ? store.serverCart
    : visitorLoading
      ? undefined
      : {
          ...toCart(store.visitorLines.map((line) => visitorLine(line, productById.get(line.productId)))),
          ...(currency && { currency }),
        };
  return {
    store,
    cart,
    productById,
    error: store.serverError ?? products.error,
    refetch: store.signedIn ? store.refetch : products.refetch,
    isLoading: store.isLoading || visitorLoading,
  };
}
