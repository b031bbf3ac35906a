import { useMutation } from '@tanstack/react-query';
import { paths } from '#shared/routes.ts';
import { authCall } from './auth-call.ts';

/**
 * POST /api/auth/request-password-reset: mails a link that passes through the server and lands on
 * /reset-password?token=… (or ?error=INVALID_TOKEN). The answer is the same whether or not the
 * email has an account, so nobody can probe which emails are registered.
 */
export function requestPasswordReset(email: string): Promise<unknown> {
  return authCall('/request-password-reset', {
    email,
    redirectTo: `${window.location.origin}${paths.resetPassword}`,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
