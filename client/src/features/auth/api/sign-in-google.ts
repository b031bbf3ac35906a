import { useMutation } from '@tanstack/react-query';
import { getErrorMessage } from '#shared/error-message.ts';
import { paths } from '#shared/routes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { authCall } from './auth-call.ts';

/** Better Auth's generic OAuth provider id for Google (server/src/modules/accounts/auth.ts). */
const providerId = 'google';

/**
 * POST /api/auth/sign-in/social: answers the provider's authorization URL. The browser leaves for
 * Google and comes back to `returnTo` with a session cookie; the AuthProvider then fetches the
 * access token. Failures come back to /signin with `?error=…`.
 */
export async function startGoogleSignIn(returnTo: string): Promise<string> {
  const origin = window.location.origin;
  const { url } = await authCall<{ url: string; redirect: boolean }>('/sign-in/social', {
    provider: providerId,
    callbackURL: `${origin}${returnTo}`,
    errorCallbackURL: `${origin}${paths.signIn}`,
    disableRedirect: true,
  });
  return url;
}

/** The store answers 404 when no Google client is configured (docs/product/rules.md#identity). */
export function isGoogleNotConfigured(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function useStartGoogleSignIn() {
  return useMutation({
    mutationFn: startGoogleSignIn,
    // A store without Google relabels the button instead (google-sign-in-button.tsx).
    meta: { errorText: (error) => (isGoogleNotConfigured(error) ? null : getErrorMessage(error)) },
    onSuccess: (url) => window.location.assign(url),
  });
}
