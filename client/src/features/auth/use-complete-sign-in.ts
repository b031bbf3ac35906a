import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '#shared/routes.ts';
import { exchangeAccessToken } from './api/exchange-token.ts';
import { useAuth } from '../../lib/session/auth-context.ts';
import type { ReturnTo } from './require-auth.tsx';
import { withTexts } from '../../lib/with-texts.ts';

/** The in-app path sign-in should return to (docs/product/screens.md), never another site. */
export function useReturnTo(): string {
  const state = useLocation().state as ReturnTo | null;
  const from = state?.from;
  return from?.startsWith('/') && !from.startsWith('//') ? from : paths.home;
}

/**
 * What follows every successful sign-in or sign-up (docs/product/rules.md#states): exchange the new session for
 * the access token, re-read who is signed in, add the visitor's cart to the account's
 * (docs/product/ordering.md#cart; a failure keeps it in the browser for the navbar to retry), then
 * go back where the user came from.
 */
export function useCompleteSignIn(): (email: string) => Promise<void> {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const queryClient = useQueryClient();
  return useCallback(
    async (email: string) => {
      await exchangeAccessToken(email);
      await refresh();
      // Loaded here rather than with the sign-in pages: a visitor rarely has a cart to merge.
      const { mergeVisitorCart } = await withTexts(import('../../lib/cart/merge-visitor-cart.ts'));
      await mergeVisitorCart(queryClient).catch(() => undefined);
      await navigate(returnTo, { replace: true });
    },
    [refresh, navigate, returnTo, queryClient],
  );
}
