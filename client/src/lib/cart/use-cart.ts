import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cartQuantityProblem } from '#shared/cart/cart-quantity.ts';
import type { Cart } from '#shared/cart/cart.schema.ts';
import type { PricedProduct } from '#shared/catalog/pricing.ts';
import { cart as m } from '#shared/messages/cart.ts';
import { useAuth } from '../session/auth-context.ts';
import { cartQueryKey, deleteCartLine, getCart, putCartLine } from './cart-api.ts';
import { maxVisitorCartLines, useVisitorCartLines, visitorCart } from './visitor-cart.ts';

/** A product as the cart needs it: its id and the rules its quantity must keep. */
export type CartProduct = PricedProduct & { _id: string };

type CartChange =
  | { kind: 'add'; product: CartProduct; quantity: number }
  | { kind: 'set'; productId: string; quantity: number; rules: PricedProduct | undefined }
  | { kind: 'remove'; lineId: string };

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
  const quantity = change.kind === 'add' ? (existing?.quantity ?? 0) + change.quantity : change.quantity;
  const problem = rules ? cartQuantityProblem(rules, quantity) : m.noLongerSold;
  if (problem) throw new Error(problem);
  if (existing) {
    visitorCart.save(lines.map((line) => (line === existing ? { ...line, quantity } : line)));
  } else {
    if (lines.length >= maxVisitorCartLines) throw new Error(m.full(maxVisitorCartLines));
    visitorCart.save([...lines, { productId, quantity }]);
  }
}

/**
 * The one cart of the web app (docs/product/ordering.md#cart): a visitor's lives in this browser,
 * a signed-in buyer's on the server (GET /cart, cached by TanStack Query). Lines are named by
 * `lineId`: the server's line id, or the product id in a visitor's cart. Failed changes toast
 * through the MutationCache (lib/query-client.ts); each change answers whether it was made.
 */
export function useCart() {
  const { user, isLoading: authLoading } = useAuth();
  const queryClient = useQueryClient();
  const visitorLines = useVisitorCartLines();
  const key = cartQueryKey(user?.id ?? '');
  const server = useQuery({ queryKey: key, queryFn: ({ signal }) => getCart(signal), enabled: Boolean(user) });

  const mutation = useMutation({
    mutationFn: async (change: CartChange): Promise<void> => {
      if (!user) return changeVisitorCart(change);
      let answer: Cart;
      if (change.kind === 'remove') {
        answer = await deleteCartLine(change.lineId);
      } else {
        const productId = change.kind === 'add' ? change.product._id : change.productId;
        let quantity = change.quantity;
        if (change.kind === 'add') {
          const current = await queryClient.ensureQueryData({ queryKey: key, queryFn: () => getCart() });
          quantity += current.lines.find((line) => line.productId === productId)?.quantity ?? 0;
        }
        // The server checks the rules and answers the one broken (400, toasted).
        answer = await putCartLine(productId, quantity);
      }
      queryClient.setQueryData(key, answer);
    },
  });
  const run = (change: CartChange) =>
    mutation.mutateAsync(change).then(
      () => true,
      () => false,
    );

  return {
    signedIn: Boolean(user),
    isLoading: authLoading || (Boolean(user) && server.isPending),
    count: user ? (server.data?.count ?? 0) : visitorLines.length,
    /** The signed-in buyer's cart as the server prices it; undefined for a visitor. */
    serverCart: user ? server.data : undefined,
    serverError: server.error,
    refetch: server.refetch,
    visitorLines,
    /** The change under way, to show its button busy. */
    pending: mutation.isPending ? mutation.variables : undefined,
    add: (product: CartProduct, quantity: number) => run({ kind: 'add', product, quantity }),
    /** Sets a line's quantity, accepting today's price; a visitor's line is checked against `rules` here. */
    setQuantity: (productId: string, quantity: number, rules?: PricedProduct) =>
      run({ kind: 'set', productId, quantity, rules }),
    remove: (lineId: string) => run({ kind: 'remove', lineId }),
  };
}
