import type { TestApp } from './test-app.ts';

export interface SignedIn {
  email: string;
  /** The access token of SPEC.md §4, as the web app keeps it. */
  token: string;
  /** The session cookie, as a browser would send it. */
  cookie: string;
  headers: Record<string, string>;
}

export const testPassword = 'Vanadium-Bar-42';

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token='));
  if (!cookie) throw new Error(`no session cookie (status ${response.status})`);
  return cookie.split(';')[0]!;
}

/** Signs up (or in, when `existing`) through Better Auth and exchanges the session for a token. */
export async function signUp(t: TestApp, email: string, name = email.split('@')[0]!): Promise<SignedIn> {
  const response = await fetch(`${t.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.url },
    body: JSON.stringify({ name, email, password: testPassword }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return exchange(t, email, sessionCookie(response));
}

export async function signIn(t: TestApp, email: string, password = testPassword): Promise<SignedIn> {
  const response = await fetch(`${t.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return exchange(t, email, sessionCookie(response));
}

async function exchange(t: TestApp, email: string, cookie: string): Promise<SignedIn> {
  const response = await fetch(`${t.url}/user/${encodeURIComponent(email)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ email }),
  });
  const { token } = (await response.json()) as { token: string };
  return { email, token, cookie, headers: { authorization: `Bearer ${token}` } };
}

/** fetch against the test app, JSON in and out. */
export async function call(
  t: TestApp,
  method: string,
  path: string,
  options: { as?: SignedIn | undefined; body?: unknown; headers?: Record<string, string> } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of many shapes
): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.as?.headers,
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}
