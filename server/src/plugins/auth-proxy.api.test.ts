import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { call, signUp, testPassword } from '../testing/accounts.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

/** A POST with the path exactly as written: fetch() would resolve dot segments before sending. */
function rawPost(t: TestApp, rawPath: string, body: unknown, headers: Record<string, string> = {}) {
  const url = new URL(t.url);
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: rawPath,
        headers: { 'content-type': 'application/json', origin: t.url, ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const wrongPassword = { email: 'victim@example.com', password: 'not-the-password-1' };

// Each spelling resolves, for a URL parser, to /api/auth/sign-in/email (the security review).
const bypassForms = [
  '/api/auth/./sign-in/email',
  '/api/auth/x/../sign-in/email',
  '/api/auth/%2e/sign-in/email',
  '/api/auth/x/%2E%2E/sign-in/email',
  '/api/auth/sign-in%2Femail',
  '/api/auth/sign-%69n/email',
  '/api/auth//sign-in/email',
  '/api/auth/sign-in//email',
  '/api/auth/sign-in/./email',
];

describe.each(testDatabaseKinds)('the /api/auth/* proxy on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it.each(bypassForms)('refuses the un-normalised path %s with 400 {message}, before Better Auth', async (form) => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    await signUp(t, 'victim@example.com');
    const answer = await rawPost(t, form, wrongPassword);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
  });

  it('counts every spelling of sign-in against the same limit, and then refuses all of them', async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '3' });
    for (const form of bypassForms.slice(0, 3)) expect((await rawPost(t, form, wrongPassword)).status).toBe(400);
    const afterLimit = await rawPost(t, '/api/auth/sign-in/email', wrongPassword);
    expect(afterLimit.status).toBe(429);
    for (const form of bypassForms) expect((await rawPost(t, form, wrongPassword)).status).toBe(429);
  });

  it('limits change-password like sign-in', async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const body = { currentPassword: `guess-number-${i}`, newPassword: testPassword };
      statuses.push((await rawPost(t, '/api/auth/change-password', body)).status);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('answers deeply nested JSON with 400, not 500', async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    const deep = `{"email":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}`;
    for (const endpoint of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/update-user']) {
      const answer = await rawPost(t, endpoint, deep);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
    }
  });

  it("applies the store's name and picture rules to Better Auth's sign-up and update-user", async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    const signUpWith = (fields: object) =>
      rawPost(t!, '/api/auth/sign-up/email', {
        email: `new-${Math.random()}@example.com`,
        password: testPassword,
        ...fields,
      });
    for (const fields of [
      { name: 'x'.repeat(50_000) },
      { name: '   ' },
      { name: 'Mallory', image: 'javascript:alert(document.cookie)' },
      { name: 'Mallory', image: '//evil.example/picture.png' },
    ]) {
      const answer = await signUpWith(fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(JSON.parse(answer.body).message).toEqual(expect.any(String));
    }
    expect((await signUpWith({ name: 'Grace', image: 'https://example.com/grace.png' })).status).toBe(200);

    const buyer = await signUp(t, 'buyer@example.com');
    const update = (fields: object) => rawPost(t!, '/api/auth/update-user', fields, { cookie: buyer.cookie });
    expect((await update({ image: 'javascript:alert(1)' })).status).toBe(400);
    expect((await update({ name: 'y'.repeat(50_000) })).status).toBe(400);
    expect((await update({ name: 'Bea Buyer', image: '/images/products/ti-tube.webp' })).status).toBe(200);
    const profile = await call(t, 'GET', '/user/buyer@example.com', { as: buyer });
    expect(profile.body[0]).toMatchObject({ name: 'Bea Buyer', picture: '/images/products/ti-tube.webp' });
  });
});
