import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../session/auth-context.ts';
import { cartQueryKey, getCart } from './cart-api.ts';
import { useVisitorCartLines } from './visitor-cart.ts';

/** The navbar's count: the browser's lines for a visitor, the server cart's for a buyer. */
export function useCartCount(): number {
  const { user } = useAuth();
  const visitorLines = useVisitorCartLines();
  const server = useQuery({
    queryKey: cartQueryKey(user?.id ?? ''),
    queryFn: ({ signal }) => getCart(signal),
    enabled: Boolean(user),
  });
  return user ? (server.data?.count ?? 0) : visitorLines.length;
}
