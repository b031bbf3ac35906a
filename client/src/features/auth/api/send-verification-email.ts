import { useMutation } from '@tanstack/react-query';
import { paths } from '#shared/routes.ts';
import { authCall } from './auth-call.ts';

/** POST /api/auth/send-verification-email: mails the signed-in account a new verification link. */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return authCall('/send-verification-email', { email, callbackURL: paths.verifyEmail });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail, meta: { errorToast: false } }); // the page's alert shows it;
}
