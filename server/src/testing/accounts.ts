import { lastLinkTo } from './mail-outbox.ts';
import type { TestApp } from './test-app.ts';

export interface SignedIn {
  email: string;
  /** The access token of docs/product/rules.md#states, as the web app keeps it. */
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

/**
 * Opens the verification link the sign-up mailed to `email` (read from the outbox), as the buyer
 * would: Better Auth's own /verify-email marks the address verified. Returns where it redirected.
 */
export async function verifyEmail(t: TestApp, email: string): Promise<string> {
  const dataDir = t.config?.dataDir ?? t.database?.dataDir;
  if (!dataDir) throw new Error('the test app has no DATA_DIR to read the outbox from');
  const link = lastLinkTo(dataDir, email, '/api/auth/verify-email');
  if (!link) throw new Error(`no verification mail to ${email} in ${dataDir}/outbox`);
  const url = new URL(link);
  const response = await fetch(`${t.url}${url.pathname}${url.search}`, { redirect: 'manual' });
  if (response.status !== 302) throw new Error(`verification of ${email}: ${response.status} ${await response.text()}`);
  return response.headers.get('location') ?? '';
}

/**
 * Signs up an ADMIN_EMAILS address and verifies it, the first-admin flow of README: ADMIN_EMAILS
 * gives admin rights only to a verified address.
 */
export async function signUpAdmin(t: TestApp, email: string, name?: string): Promise<SignedIn> {
  const signedIn = await signUp(t, email, name);
  await verifyEmail(t, email);
  return signedIn;
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
