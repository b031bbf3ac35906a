import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CheckoutQuote, CheckoutQuoteInput } from '#shared/orders/checkout-quote.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /checkout/quote: what the caller's cart would cost shipped there, on those terms (PRODUCT.md §16). */
export function fetchCheckoutQuote(body: CheckoutQuoteInput, signal?: AbortSignal): Promise<CheckoutQuote> {
  return api<CheckoutQuote>('/checkout/quote', { method: 'POST', body, signal });
}

/**
 * The checkout's quote for a settled request (null: the ship-to is not complete, nothing to ask).
 * `cart` names the cart's contents, so a cart changed since the last visit is quoted anew. While a
 * new quote is on its way the last one stays on screen; a failure shows at once with the server's
 * message (no retries: the next change of the form asks again, and Try again does).
 */
export function useCheckoutQuote(body: CheckoutQuoteInput | null, cart: string) {
  return useQuery({
    queryKey: ['checkout-quote', cart, body],
    queryFn: ({ signal }) => fetchCheckoutQuote(body!, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}
