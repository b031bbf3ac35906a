import { getErrorMessage } from '#shared/error-message.ts';
import { messages } from '#shared/messages/storefront.ts';
import { apiBaseUrl, ui } from '../config/env.ts';

/**
 * Every failed API call, whatever route: the HTTP status (0 when the store was not reached), the
 * text to show, and the identity API's `code` (Better Auth answers `{code, message}`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const accessToken = {
  get: () => localStorage.getItem(ui.accessTokenKey),
  set: (token: string) => localStorage.setItem(ui.accessTokenKey, token),
  clear: () => localStorage.removeItem(ui.accessTokenKey),
};

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as it is (multipart/form-data, for uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Sends the stored bearer token (default). The identity API is called without it: a token left
   * from an earlier session would otherwise stand in for the cookie the call is about to set.
   */
  bearer?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

// Short on purpose (the first load's budget): any non-object answers undefined for a field name.
function stringField(data: unknown, name: string): string | undefined {
  const value = (data as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

const notJson = Symbol('not JSON');

/**
 * Reads a body only when it says it is JSON and parses as JSON: a proxy's HTML error page (nginx's
 * 502) must become a clear message, not "Unexpected token '<'".
 */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!/[/+]json\b/i.test(response.headers.get('content-type') ?? '')) return notJson;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return notJson;
  }
}

/** The one fetch path of the web app: calls the API and throws ApiError for anything but a 2xx JSON (or empty) answer. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  const token = request.bearer === false ? null : accessToken.get();
  if (token) headers.authorization = `Bearer ${token}`;
  // A FormData body (an upload) goes as it is: fetch writes the multipart type with its boundary.
  const body =
    request.body === undefined || request.body instanceof FormData ? request.body : JSON.stringify(request.body);
  if (typeof body == 'string') headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      method: request.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    console.warn(`API call ${path} failed: ${getErrorMessage(error)}`);
    throw new ApiError(0, messages.http.offline);
  }
  const data = await readBody(response);
  if (data === notJson) {
    throw new ApiError(
      response.status,
      response.ok ? messages.http.unexpectedAnswer : messages.http.unreachable(response.status),
    );
  }
  if (!response.ok) {
    const message = stringField(data, 'message') || messages.http.unreachable(response.status);
    throw new ApiError(response.status, message, stringField(data, 'code'));
  }
  return { data: data as T, headers: response.headers };
}

export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiFetch<T>(path, request)).data;
}
