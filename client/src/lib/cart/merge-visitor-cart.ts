import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../session/auth-context.ts';
import type { Cart } from '#shared/cart/cart.schema.ts';
import { mergeCart, serverCartsKey } from './cart-api.ts';
import { useVisitorCartLines, visitorCart } from './visitor-cart.ts';

let inFlight: Promise<void> | undefined;

/**
 * At sign-in the visitor's lines join the account's cart (POST /cart/merge) and leave the browser.
 * Called when a sign-in completes and again whenever a signed-in page finds visitor lines (a
 * Google sign-in returns by redirect); concurrent calls share one request. A failed merge keeps
 * the lines in the browser for the next try.
 */
export function mergeVisitorCart(queryClient: QueryClient): Promise<void> {
  inFlight ??= (async () => {
    const lines = visitorCart.lines();
    if (lines.length === 0) return;
    const cart = await mergeCart(lines);
    visitorCart.clear();
    // A GET /cart sent while the merge was under way (the navbar's count) answers the cart
    // before it: drop it and show the merged one.
    await queryClient.cancelQueries({ queryKey: serverCartsKey });
    queryClient.setQueriesData<Cart>({ queryKey: serverCartsKey }, cart);
    await queryClient.invalidateQueries({ queryKey: serverCartsKey });
  })().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

/** Merges whenever a signed-in buyer still has visitor lines in this browser (mounted once, in the navbar). */
export function useMergeVisitorCart(): void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const pending = useVisitorCartLines().length > 0;
  useEffect(() => {
    if (user && pending) mergeVisitorCart(queryClient).catch(() => undefined);
  }, [user, pending, queryClient]);
}
