/** Signed-in callers for the bench, made the way the web app makes them (docs/product/rules.md#identity). */
import { lastLinkTo } from '../server/src/testing/mail-outbox.ts';

export const benchPassword = 'Bench-Tantalum-73';

export interface BenchUser {
  email: string;
  cookie: string;
  token: string;
}

export async function signUp(url: string, email: string): Promise<BenchUser> {
  const signUpAnswer = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ name: email.split('@')[0], email, password: benchPassword }),
  });
  const cookie = signUpAnswer.headers
    .getSetCookie()
    .find((c) => c.includes('session_token='))
    ?.split(';')[0];
  if (!signUpAnswer.ok || !cookie)
    throw new Error(`sign-up of ${email}: ${signUpAnswer.status} ${await signUpAnswer.text()}`);
  const exchange = await fetch(`${url}/user/${encodeURIComponent(email)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ email }),
  });
  if (!exchange.ok) throw new Error(`token of ${email}: ${exchange.status} ${await exchange.text()}`);
  const { token } = (await exchange.json()) as { token: string };
  return { email, cookie, token };
}

export async function signUpMany(url: string, count: number, prefix: string): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  // One at a time: password hashing is deliberately slow, and 2 cores gain nothing from a burst.
  for (let i = 0; i < count; i++) users.push(await signUp(url, `${prefix}${i}@bench.example`));
  return users;
}

export interface ApiProduct {
  _id: string;
  total: number;
  minimum: number;
  price: number;
  /** Pieces when absent (PRODUCT.md §15). */
  unit?: 'pcs' | 'm' | 'kg';
}

/** Raises a product's stock through the admin API, so a whole bench run can never sell out. */
export async function raiseStock(url: string, admin: BenchUser, product: ApiProduct, total: number): Promise<void> {
  const answer = await fetch(`${url}/products/${product._id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ total, minimum: product.minimum, price: product.price }),
  });
  if (!answer.ok) throw new Error(`raising stock: ${answer.status} ${await answer.text()}`);
}

/** Opens the verification link the store (no SMTP_URL) wrote to DATA_DIR/outbox for `email`. */
export async function verifyFromOutbox(url: string, dataDir: string, email: string): Promise<void> {
  const link = lastLinkTo(dataDir, email, '/api/auth/verify-email');
  if (!link) throw new Error(`no verification mail to ${email} in ${dataDir}/outbox`);
  const { pathname, search } = new URL(link);
  const answer = await fetch(`${url}${pathname}${search}`, { redirect: 'manual' });
  if (answer.status !== 302) throw new Error(`verification of ${email}: ${answer.status}`);
}
