import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { googleFailure, signInFailure, signUpFailure } from './auth-errors.ts';
import { isAuthError } from '../../lib/session/use-sign-out-on-auth-error.ts';

describe('signInFailure', () => {
  it("shows the specification's sign-in error for a refused email or password (401)", () => {
    expect(signInFailure(new ApiError(401, 'Invalid email or password', 'INVALID_EMAIL_OR_PASSWORD'))).toBe(
      messages.signIn.failure,
    );
  });

  it("shows any other failure's own message, e.g. the rate limit", () => {
    expect(signInFailure(new ApiError(429, messages.errors.tooManyRequests))).toBe(messages.errors.tooManyRequests);
  });
});

describe('signUpFailure', () => {
  it("shows the specification's sign-up error, typo included, when the email is taken", () => {
    const taken = new ApiError(422, 'User already exists. Use another email.', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    expect(signUpFailure(taken)).toBe(messages.signUp.failure);
    expect(signUpFailure(new ApiError(422, 'User already exists.', 'USER_ALREADY_EXISTS'))).toBe(
      messages.signUp.failure,
    );
  });

  it('shows other refusals as they are, not as a taken email', () => {
    const common = new ApiError(400, messages.signUp.passwordTooCommon, 'PASSWORD_TOO_COMMON');
    expect(signUpFailure(common)).toBe(messages.signUp.passwordTooCommon);
    expect(signUpFailure(new ApiError(422, 'Unprocessable'))).toBe('Unprocessable');
  });
});

describe('googleFailure', () => {
  it('says nothing when Google sent no error back', () => {
    expect(googleFailure(null)).toBeNull();
  });

  it('explains a password account that Google could not be linked to', () => {
    expect(googleFailure('account_not_linked')).toBe(messages.identity.googleAccountExists);
  });

  it('turns other error codes into words', () => {
    expect(googleFailure('access_denied')).toBe(messages.identity.googleFailed('access denied'));
  });
});

describe('isAuthError (docs/product/api.md#original-api: sign out on 401 or 403)', () => {
  it('is true for 401 and 403 only', () => {
    expect(isAuthError(new ApiError(401, 'x'))).toBe(true);
    expect(isAuthError(new ApiError(403, 'x'))).toBe(true);
    expect(isAuthError(new ApiError(404, 'x'))).toBe(false);
    expect(isAuthError(new ApiError(500, 'x'))).toBe(false);
    expect(isAuthError(new Error('network'))).toBe(false);
  });
});
