import type { QueryClient } from '@tanstack/react-query';
import { cartQuantityProblem } from '#shared/cart/cart-quantity.ts';
import type { Cart } from '#shared/cart/cart.schema.ts';
import type { PricedProduct } from '#shared/catalog/pricing.ts';
import { fromBase, toBase, type Unit } from '#shared/catalog/units.ts';
import { cart as m } from '#shared/messages/cart.ts';
import type { CertificateRequirement } from '#shared/orders/certificate-required.ts';
import { cartQueryKey, deleteCartLine, getCart, putCartLine } from './cart-api.ts';
import { maxVisitorCartLines, type VisitorCartLine, visitorCart } from './visitor-cart.ts';

/** A product as the cart needs it: its id and the rules its quantity must keep. */
export type CartProduct = PricedProduct & { _id: string };

/** Whose cart a change is for: the signed-in buyer's (on the server) or, with no user, this browser's. */
export interface CartOwner {
  userId: string | undefined;
  queryClient: QueryClient;
}

/**
 * `certificateRequired` (PRODUCT.md §20) changes the line's requirement, `heatNumber` its pinned
 * heat (null: any heat); absent, the line keeps its own.
 */
export type CartChange =
  | {
      kind: 'add';
      product: CartProduct;
      quantity: number;
      certificateRequired?: CertificateRequirement | undefined;
      heatNumber?: string | null | undefined;
    }
  | {
      kind: 'set';
      productId: string;
      quantity: number;
      rules: PricedProduct | undefined;
      certificateRequired?: CertificateRequirement | undefined;
      heatNumber?: string | null | undefined;
    }
  | { kind: 'remove'; lineId: string };

/** a + b in the product's unit, summed in whole mm or g so that 1.1 m + 2.2 m is 3.3 m, not 3.3000000000000003. */
const plus = (unit: Unit | undefined, a: number, b: number) =>
  fromBase(unit ?? 'pcs', toBase(unit ?? 'pcs', a) + toBase(unit ?? 'pcs', b));

/** The line with its pin changed: a heat pins it, null unpins it, undefined keeps it. */
function withHeat(line: VisitorCartLine, heatNumber: string | null | undefined): VisitorCartLine {
  if (heatNumber === undefined) return line;
  const { heatNumber: _old, ...rest } = line;
  return heatNumber === null ? rest : { ...rest, heatNumber };
}

/** A visitor's change, checked against the same rules the server checks at sign-in and checkout. */
function changeVisitorCart(change: CartChange): void {
  const lines = visitorCart.lines();
  if (change.kind === 'remove') {
    visitorCart.save(lines.filter((line) => line.productId !== change.lineId));
    return;
  }
  const productId = change.kind === 'add' ? change.product._id : change.productId;
  const rules = change.kind === 'add' ? change.product : change.rules;
  const existing = lines.find((line) => line.productId === productId);
  const quantity =
    change.kind === 'add' ? plus(change.product.unit, existing?.quantity ?? 0, change.quantity) : change.quantity;
  const problem = rules ? cartQuantityProblem(rules, quantity) : m.noLongerSold;
  if (problem) throw new Error(problem);
  const certificate = change.certificateRequired ? { certificateRequired: change.certificateRequired } : {};
  if (existing) {
    visitorCart.save(
      lines.map((line) =>
        line === existing ? withHeat({ ...line, quantity, ...certificate }, change.heatNumber) : line,
      ),
    );
  } else {
    if (lines.length >= maxVisitorCartLines) throw new Error(m.full(maxVisitorCartLines));
    visitorCart.save([...lines, withHeat({ productId, quantity, ...certificate }, change.heatNumber)]);
  }
}

/**
 * Makes one change to the cart (docs/product/ordering.md#cart): in this browser for a visitor, on
 * the server for a buyer, whose cached cart then holds the server's answer. Adding adds to the
 * line's quantity. Throws the rule a quantity breaks (the server's 400 for a buyer).
 */
export async function changeCart(owner: CartOwner, change: CartChange): Promise<void> {
  if (!owner.userId) return changeVisitorCart(change);
  const key = cartQueryKey(owner.userId);
  let answer: Cart;
  if (change.kind === 'remove') {
    answer = await deleteCartLine(change.lineId);
  } else {
    const productId = change.kind === 'add' ? change.product._id : change.productId;
    let quantity = change.quantity;
    const current = await owner.queryClient.ensureQueryData({ queryKey: key, queryFn: () => getCart() });
    // The product's own line: a cut line of the same product is a line of its own (PRODUCT.md §15).
    const line = current.lines.find(
      (candidate) => candidate.productId === productId && !('cut' in candidate && candidate.cut),
    );
    if (change.kind === 'add') quantity = plus(change.product.unit, quantity, line?.quantity ?? 0);
    // A PUT without a heat unpins the line (PRODUCT.md §20): a change that does not say keeps the line's pin.
    const heatNumber = change.heatNumber === undefined ? line?.heatNumber : change.heatNumber;
    answer = await putCartLine(productId, quantity, change.certificateRequired, heatNumber);
  }
  owner.queryClient.setQueryData(key, answer);
}
