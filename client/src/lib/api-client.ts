import { getErrorMessage } from '#shared/errors.ts';
import { apiBaseUrl, ui } from '../config/env.ts';

/** An API answer that was not 2xx, carrying the server's `{message}`. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export const accessToken = {
  get: () => localStorage.getItem(ui.accessTokenKey),
  set: (token: string) => localStorage.setItem(ui.accessTokenKey, token),
  clear: () => localStorage.removeItem(ui.accessTokenKey),
};

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/** Calls the API with the stored bearer token and the session cookie; throws ApiError on non-2xx. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  const token = accessToken.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'include',
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError(0, `Could not reach the store: ${getErrorMessage(error)}`);
  }
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : `Request failed (${response.status})`;
    throw new ApiError(response.status, message);
  }
  return { data: data as T, headers: response.headers };
}

export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiFetch<T>(path, request)).data;
}
