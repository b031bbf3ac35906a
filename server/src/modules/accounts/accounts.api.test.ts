import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { call, signIn, signUp, signUpAdmin, testPassword, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

describe.each(testDatabaseKinds)('accounts API on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'chief@example.com', AUTH_RATE_LIMIT: '1000' });
    admin = await signUpAdmin(t, 'chief@example.com', 'Chief Admin');
    buyer = await signUp(t, 'buyer@example.com', 'Bea Buyer');
  });
  afterAll(async () => t?.close());

  it('exchanges a session for a token only for the session owner', async () => {
    expect(buyer.token).toMatch(/\S{20,}/);
    const other = await call(t, 'PUT', '/user/chief@example.com', { as: buyer, body: { email: 'chief@example.com' } });
    expect(other.status).toBe(403);
    const anonymous = await call(t, 'PUT', '/user/buyer@example.com', { body: { email: 'buyer@example.com' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: messages.errors.unauthorized });
  });

  it('keeps a company profile, validated on the server', async () => {
    const profile = {
      picture: '/images/avatars/reviewer-2.svg',
      education: 'Aerotek GmbH',
      location: 'Stuttgart',
      phone: '+49 711 555 0100',
    };
    const saved = await call(t, 'PUT', '/user/buyer@example.com', {
      as: buyer,
      body: { name: 'Bea Buyer', email: buyer.email, ...profile },
    });
    expect(saved.status).toBe(200);
    const read = await call(t, 'GET', '/user/buyer@example.com', { as: buyer });
    expect(read.body).toEqual([
      {
        _id: expect.any(String),
        name: 'Bea Buyer',
        email: 'buyer@example.com',
        role: 'user',
        // Saved by the first checkout, not by the profile form.
        shipToAddress: '',
        shipTo: null,
        ...profile,
      },
    ]);

    const missing = await call(t, 'PUT', '/user/buyer@example.com', { as: buyer, body: { ...profile, location: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: messages.validation.required(messages.accountPages.location) });
    const badUrl = await call(t, 'PUT', '/user/buyer@example.com', {
      as: buyer,
      body: { ...profile, picture: 'javascript:alert(1)' },
    });
    expect(badUrl.status).toBe(400);
  });

  it('lets an admin read any profile but a buyer only their own', async () => {
    expect((await call(t, 'GET', '/user/buyer@example.com', { as: admin })).status).toBe(200);
    expect((await call(t, 'GET', '/user/chief@example.com', { as: buyer })).status).toBe(403);
  });

  it('answers the admin check for oneself, and to admins for anyone', async () => {
    expect((await call(t, 'GET', '/admin/chief@example.com', { as: admin })).body).toEqual({ admin: true });
    expect((await call(t, 'GET', '/admin/buyer@example.com', { as: buyer })).body).toEqual({ admin: false });
    expect((await call(t, 'GET', '/admin/buyer@example.com', { as: admin })).body).toEqual({ admin: false });
    expect((await call(t, 'GET', '/admin/chief@example.com', { as: buyer })).status).toBe(403);
  });

  it('promotes a user to admin only when an admin asks', async () => {
    const promoted = await signUp(t, 'deputy@example.com');
    const refused = await call(t, 'PUT', '/user/admin/deputy@example.com', { as: buyer });
    expect(refused.status).toBe(403);
    expect((await call(t, 'PUT', '/user/admin/deputy@example.com', { as: admin })).body).toEqual({ modifiedCount: 1 });
    expect((await call(t, 'PUT', '/user/admin/deputy@example.com', { as: admin })).body).toEqual({ modifiedCount: 0 });
    expect((await call(t, 'GET', '/admin/deputy@example.com', { as: promoted })).body).toEqual({ admin: true });
    const users = await call(t, 'GET', '/allUsers', { as: promoted });
    expect(users.body).toEqual(
      expect.arrayContaining([{ _id: expect.any(String), name: 'deputy', email: 'deputy@example.com', role: 'admin' }]),
    );
  });

  it('removes a user: their token stops working at once, and nobody removes themselves', async () => {
    const leaving = await signUp(t, 'leaving@example.com');
    expect((await call(t, 'GET', '/user/leaving@example.com', { as: leaving })).status).toBe(200);
    expect((await call(t, 'DELETE', '/user/leaving@example.com', { as: buyer })).status).toBe(403);
    expect((await call(t, 'DELETE', '/user/leaving@example.com', { as: admin })).body).toEqual({ deletedCount: 1 });
    expect((await call(t, 'GET', '/user/leaving@example.com', { as: leaving })).status).toBe(401);
    expect((await call(t, 'DELETE', '/user/leaving@example.com', { as: admin })).status).toBe(404);

    const self = await call(t, 'DELETE', '/user/chief@example.com', { as: admin });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: messages.accounts.cannotRemoveSelf });
  });

  it('never leaves the store without an admin, even when two admins remove each other at once', async () => {
    const second = await signUp(t, 'second-admin@example.com');
    await call(t, 'PUT', '/user/admin/second-admin@example.com', { as: admin });
    const [a, b] = await Promise.all([
      call(t, 'DELETE', '/user/second-admin@example.com', { as: admin }),
      call(t, 'DELETE', '/user/chief@example.com', { as: second }),
    ]);
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    const [survivor, removed] = a.status === 200 ? [admin, second] : [second, admin];
    const users = await call(t, 'GET', '/allUsers', { as: survivor });
    const emails = users.body.map((user: { email: string }) => user.email);
    expect(emails).toContain(survivor.email);
    expect(emails).not.toContain(removed.email);
  });

  it('ends the session on sign-out, so the token stops working', async () => {
    const session = await signIn(t, 'buyer@example.com');
    expect((await call(t, 'GET', '/admin/buyer@example.com', { as: session })).status).toBe(200);
    const out = await call(t, 'POST', '/api/auth/sign-out', { as: session, body: {}, headers: { origin: t.url } });
    expect(out.status).toBe(200);
    expect((await call(t, 'GET', '/admin/buyer@example.com', { as: session })).status).toBe(401);
    // The other session of the same buyer is untouched.
    expect((await call(t, 'GET', '/admin/buyer@example.com', { as: buyer })).status).toBe(200);
  });

  it('refuses the most common passwords and too-short ones', async () => {
    const common = await call(t, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'Weak', email: 'weak@example.com', password: 'password1' },
      headers: { origin: t.url },
    });
    expect(common.status).toBe(400);
    expect(common.body.message).toBe(messages.signUp.passwordTooCommon);
    const short = await call(t, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'Weak', email: 'weak@example.com', password: 'x9#' },
      headers: { origin: t.url },
    });
    expect(short.status).toBe(400);
  });

  it('stores passwords as argon2id hashes, never in clear', async () => {
    const row = await t.app.db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.userId', 'users.id')
      .select('accounts.password')
      .where('users.email', '=', 'buyer@example.com')
      .executeTakeFirstOrThrow();
    const hash = row.password ?? '';
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain(testPassword);
  });
});

describe('sign-in methods on offer', () => {
  it('offers Google only when it is configured', async () => {
    const plain = await startTestApp('sqlite');
    const google = await startTestApp('sqlite', {
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9/issuer',
    });
    try {
      expect((await call(plain, 'GET', '/auth/providers')).body).toEqual({ emailPassword: true, google: false });
      expect((await call(google, 'GET', '/auth/providers')).body).toEqual({ emailPassword: true, google: true });
    } finally {
      await Promise.all([plain.close(), google.close()]);
    }
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with a message after repeated wrong passwords', async () => {
    const t = await startTestApp('sqlite', { AUTH_RATE_LIMIT: '5' });
    try {
      const statuses: number[] = [];
      let last: { status: number; body: { message?: string } } | undefined;
      for (let attempt = 0; attempt < 7; attempt += 1) {
        last = await call(t, 'POST', '/api/auth/sign-in/email', {
          body: { email: 'nobody@example.com', password: `wrong-${attempt}` },
          headers: { origin: t.url },
        });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(5)).toEqual([429, 429]);
      expect(last?.body.message).toMatch(/^Too many requests\. Try again in \d+ (seconds?|minutes?)\.$/);
    } finally {
      await t.close();
    }
  });
});
