import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#shared/routes.ts';
import { ApiError } from '../api-client.ts';
import { useAuth } from './auth-context.ts';

/** True for the answers that mean "your credentials are no longer good" (docs/product/api.md#original-api). */
export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * docs/product/api.md#original-api: a 401/403 from a signed-in call (e.g. GET /orders) signs the user out and sends
 * them home. Returns a handler that does so and answers true when the error was such a refusal,
 * false (doing nothing) for any other error so the caller can show it as usual.
 */
export function useSignOutOnAuthError(): (error: unknown) => boolean {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isAuthError(error)) return false;
      // Home first: signed out on a protected page, the route guard would send the user to
      // /signin instead. The token is cleared even if the server-side sign-out fails.
      void (async () => {
        await navigate(paths.home, { replace: true });
        await signOut().catch(() => undefined);
      })();
      return true;
    },
    [signOut, navigate],
  );
}
