import { accessToken, api } from '../../../lib/api-client.ts';
import type { AccessTokenAnswer } from '#shared/answers.schema.ts';

/**
 * docs/product/rules.md#states, docs/product/api.md#original-api: after sign-in the session is exchanged for the access token (PUT /user/{email}
 * with `{email}`), kept under `accessToken` in local storage and sent as a bearer token.
 */
export async function exchangeAccessToken(email: string): Promise<string> {
  // A token of an earlier session would be sent as the bearer and speak for that session instead.
  accessToken.clear();
  const { token } = await api<AccessTokenAnswer>(`/user/${encodeURIComponent(email)}`, {
    method: 'PUT',
    body: { email },
  });
  accessToken.set(token);
  return token;
}
