import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getErrorMessage } from '#shared/error-message.ts';
import { messages } from '#shared/messages.ts';
import { api, ApiError } from './api-client.ts';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/** Calls `api` with fetch answering `response` (or failing), and returns what it threw. */
async function failureOf(response: Response | Error): Promise<ApiError> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    }),
  );
  const error = await api('/products').then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  const store = new Map<string, string>([['accessToken', 'token-1']]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api (the one HTTP client)', () => {
  it('sends JSON as JSON, and a FormData as the multipart form it is (the browser sets its boundary)', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      json({ url: '/uploads/images/x/card.webp' }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    await api('/products', { method: 'POST', body: { name: 'Ti bar' } });
    const form = new FormData();
    form.append('file', new Blob(['png']), 'photo.png');
    await api('/uploads/images', { method: 'POST', body: form });
    const [jsonCall, formCall] = fetchMock.mock.calls.map(([, init]) => init);
    expect(jsonCall!.body).toBe('{"name":"Ti bar"}');
    expect((jsonCall!.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(formCall!.body).toBe(form);
    expect(formCall!.headers).not.toHaveProperty('content-type');
    expect((formCall!.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });

  it("carries the API's JSON {message} and {code} with the status", async () => {
    const error = await failureOf(json({ code: 'INVALID_TOKEN', message: messages.orders.notFound }, 404));
    expect(error.status).toBe(404);
    expect(error.message).toBe(messages.orders.notFound);
    expect(error.code).toBe('INVALID_TOKEN');
  });

  it("turns a proxy's HTML 502 page into a clear message, never a JSON parse error", async () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';
    const error = await failureOf(new Response(page, { status: 502, headers: { 'content-type': 'text/html' } }));
    expect(error.status).toBe(502);
    expect(error.message).toBe(messages.http.unreachable(502));
    expect(error.message).toBe('The store is unreachable right now (502). Please try again.');
    expect(getErrorMessage(error)).not.toMatch(/Unexpected token/);
  });

  it('does not trust a body that claims JSON but is not', async () => {
    const error = await failureOf(
      new Response('<html>', { status: 500, headers: { 'content-type': 'application/json' } }),
    );
    expect(error.message).toBe(messages.http.unreachable(500));
  });

  it('refuses an HTML page served with 200 (a request that missed the API)', async () => {
    const error = await failureOf(
      new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    expect(error.message).toBe(messages.http.unexpectedAnswer);
  });

  it('answers undefined for an empty 204, sending the bearer token', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/orders/1', { method: 'DELETE' })).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });

  it('leaves the bearer token out when asked (identity calls)', async () => {
    const fetchMock = vi.fn(async () => json({ ok: true }, 200));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/auth/sign-in/email', { method: 'POST', body: {}, bearer: false })).resolves.toEqual({
      ok: true,
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('says the store could not be reached when the network fails (status 0)', async () => {
    const error = await failureOf(new TypeError('Failed to fetch'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(messages.http.offline);
  });
});

describe('getErrorMessage', () => {
  it('is the one place an unknown error becomes text', () => {
    expect(getErrorMessage(new ApiError(400, 'Bad'))).toBe('Bad');
    expect(getErrorMessage('plain')).toBe('plain');
    expect(getErrorMessage(42)).toBe(messages.http.unknownError);
  });
});
