import { api } from '../../../lib/api-client.ts';

/** POSTs to the identity API (Better Auth under /api/auth) with the session cookie and no bearer token. */
export function authCall<T>(path: string, body: object): Promise<T> {
  return api<T>(`/api/auth${path}`, { method: 'POST', body, bearer: false });
}
