import { getErrorMessage } from '#shared/error-message.ts';
import { messages } from '#shared/messages.ts';
import { ApiError } from '../../lib/api-client.ts';

const t = messages.identity;

/** docs/product/screens.md#messages: a refused email/password shows the one sign-in error; other failures say what they are. */
export function signInFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return messages.signIn.failure;
  return getErrorMessage(error);
}

/** The identity API's answer for an email that already has an account (422 USER_ALREADY_EXISTS…). */
export function isEmailTaken(error: unknown): boolean {
  return error instanceof ApiError && (error.code?.startsWith('USER_ALREADY_EXISTS') ?? false);
}

/** docs/product/rules.md#identity: the specification's sign-up error for a taken email; any other failure says what it is. */
export function signUpFailure(error: unknown): string {
  return isEmailTaken(error) ? messages.signUp.failure : getErrorMessage(error);
}

/** Better Auth sends a failed Google sign-in back to /signin with ?error=some_code. */
export function googleFailure(code: string | null): string | null {
  if (!code) return null;
  // Google is not linked to an existing password account whose email was never verified: that
  // would let whoever registered the email first keep a way in (Better Auth's default).
  if (code === 'account_not_linked') return t.googleAccountExists;
  return t.googleFailed(code.replace(/_/g, ' '));
}
