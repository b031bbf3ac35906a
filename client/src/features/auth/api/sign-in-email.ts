import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '#shared/accounts/account.schema.ts';
import { authCall } from './auth-call.ts';

export interface SignedIn {
  user: { id: string; email: string; name: string };
}

/** POST /api/auth/sign-in/email: sets the session cookie; a wrong password answers 401. */
export function signInEmail(input: SignInInput): Promise<SignedIn> {
  return authCall<SignedIn>('/sign-in/email', input);
}

export function useSignInEmail() {
  return useMutation({ mutationFn: signInEmail, meta: { errorToast: false } }); // the form's alert shows it;
}
