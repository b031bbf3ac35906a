import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PricedProduct } from '#shared/catalog/pricing.ts';
import type { CertificateRequirement } from '#shared/orders/certificate-required.ts';
import { useAuth } from '../session/auth-context.ts';
import { type CartChange, type CartProduct, changeCart } from './cart-actions.ts';
import { cartQueryKey, getCart } from './cart-api.ts';
import { useVisitorCartLines } from './visitor-cart.ts';

/**
 * The one cart of the web app's pages (docs/product/ordering.md#cart): a visitor's lives in this
 * browser, a signed-in buyer's on the server (GET /cart, cached by TanStack Query). Lines are
 * named by `lineId`: the server's line id, or the product id in a visitor's cart. Failed changes
 * toast through the MutationCache (lib/query-client.ts); each change answers whether it was made.
 */
export function useCart() {
  const { user, isLoading: authLoading } = useAuth();
  const queryClient = useQueryClient();
  const visitorLines = useVisitorCartLines();
  const server = useQuery({
    queryKey: cartQueryKey(user?.id ?? ''),
    queryFn: ({ signal }) => getCart(signal),
    enabled: Boolean(user),
  });
  const mutation = useMutation({
    mutationFn: (change: CartChange) => changeCart({ userId: user?.id, queryClient }, change),
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
    /** Sets the certificate a line requires (PRODUCT.md §20), keeping its quantity. */
    setCertificate: (
      productId: string,
      quantity: number,
      rules: PricedProduct | undefined,
      certificateRequired: CertificateRequirement,
    ) => run({ kind: 'set', productId, quantity, rules, certificateRequired }),
    /** Pins the line to a public heat, or null to any heat (PRODUCT.md §20), keeping its quantity and certificate. */
    setHeat: (productId: string, quantity: number, rules: PricedProduct | undefined, heatNumber: string | null) =>
      run({ kind: 'set', productId, quantity, rules, heatNumber }),
    remove: (lineId: string) => run({ kind: 'remove', lineId }),
  };
}
