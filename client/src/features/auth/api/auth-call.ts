import { apiBaseUrl } from '../../../config/env.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '#shared/errors.ts';

/** A refusal of the identity API, which answers `{code, message}` (Better Auth under /api/auth). */
export class AuthApiError extends ApiError {
  readonly code: string | undefined;
  constructor(status: number, message: string, code: string | undefined) {
    super(status, message);
    this.name = 'AuthApiError';
    this.code = code;
  }
}

function field(data: unknown, name: string): string | undefined {
  if (!data || typeof data !== 'object' || !(name in data)) return undefined;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * POSTs to the identity API with the session cookie and never a bearer token: a token left from
 * an earlier session would otherwise stand in for the cookie the call is about to set.
 */
export async function authCall<T>(path: string, body: object): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}/api/auth${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
    });
  } catch (error) {
    throw new AuthApiError(0, `Could not reach the store: ${getErrorMessage(error)}`, undefined);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const message = field(data, 'message') ?? `Request failed (${response.status})`;
    throw new AuthApiError(response.status, message, field(data, 'code'));
  }
  return data as T;
}
