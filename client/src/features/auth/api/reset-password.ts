import { useMutation } from '@tanstack/react-query';
import { authCall } from './auth-call.ts';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** POST /api/auth/reset-password: sets the new password and ends every session of the account. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return authCall('/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { errorToast: false } }); // the form's alert shows it;
}
