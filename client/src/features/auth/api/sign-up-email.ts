import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '#shared/accounts/account.schema.ts';
import { authCall } from './auth-call.ts';
import type { SignedIn } from './sign-in-email.ts';

/** POST /api/auth/sign-up/email: creates the account and signs it in (session cookie). */
export function signUpEmail(input: SignUpInput): Promise<SignedIn> {
  return authCall<SignedIn>('/sign-up/email', input);
}

export function useSignUpEmail() {
  return useMutation({ mutationFn: signUpEmail, meta: { errorToast: false } }); // the form's alert shows it;
}
