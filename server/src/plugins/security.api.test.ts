import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { call, signUp, type SignedIn } from '../testing/accounts.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('security of the HTTP surface', () => {
  let t: TestApp;
  let buyer: SignedIn;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    buyer = await signUp(t, 'buyer@example.com');
  });
  afterAll(async () => t?.close());

  it('sends a strict Content Security Policy and no X-Powered-By', async () => {
    const response = await fetch(`${t.url}/products/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Plain http: HSTS would be meaningless, and is not sent.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it("sends Helmet's whole set on every answer, errors and refusals included", async () => {
    const answers = [
      await fetch(`${t.url}/products/`),
      await fetch(`${t.url}/products/no-such-id`),
      await fetch(`${t.url}/rating`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: '{}',
      }),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 404, 403]);
    for (const response of answers) {
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('lets Stripe.js in only when the Stripe provider is on', async () => {
    const stripe = await startTestApp('sqlite', {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    try {
      const csp = (await fetch(`${stripe.url}/healthz`)).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
      expect(csp).toContain('https://hooks.stripe.com');
      expect(csp).toContain('https://api.stripe.com');
    } finally {
      await stripe.close();
    }
    const plain = (await fetch(`${t.url}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(plain).not.toContain('stripe');
  });

  it('sends HSTS when the request came over https (behind a proxy that says so)', async () => {
    const proxied = await startTestApp('sqlite', { TRUST_PROXY: 'true' });
    try {
      const response = await fetch(`${proxied.url}/products/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a cross-site form post even with a valid session cookie', async () => {
    const response = await fetch(`${t.url}/rating`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: buyer.cookie,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: JSON.stringify({ userImage: '/x.svg', userRatings: 5, userReview: 'forged' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: messages.errors.crossSite });
    const same = await call(t, 'POST', '/rating', {
      headers: { cookie: buyer.cookie, origin: t.url },
      body: { userImage: '/x.svg', userRatings: 5, userReview: 'mine' },
    });
    expect(same.status).toBe(201);
  });

  it('sets the session cookie HttpOnly and SameSite', async () => {
    const response = await fetch(`${t.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.url },
      body: JSON.stringify({ email: 'buyer@example.com', password: 'Vanadium-Bar-42' }),
    });
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token=')) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('answers unknown API paths and bad JSON with a 4xx {message}, never a stack trace', async () => {
    const missing = await call(t, 'GET', '/no-such-endpoint');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: messages.errors.notFound });
    const broken = await fetch(`${t.url}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...buyer.headers },
      body: '{"productId": ',
    });
    expect(broken.status).toBe(400);
    const body = (await broken.json()) as { message: string };
    expect(Object.keys(body)).toEqual(['message']);
    expect(body.message).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses a request body over the limit with 413', async () => {
    const response = await fetch(`${t.url}/rating`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...buyer.headers },
      body: JSON.stringify({ userImage: '/x.svg', userRatings: 5, userReview: 'x'.repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('redirects after sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses to send the browser to %s',
    async (callbackURL) => {
      const answer = await call(t, 'POST', '/api/auth/sign-in/email', {
        body: { email: 'someone@example.com', password: 'Vanadium-Bar-42', callbackURL },
        headers: { origin: t.url },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'Redirect URLs must point to this store' });
    },
  );

  it('accepts a path or an address of this store', async () => {
    for (const callbackURL of ['/dashboard/myOrders', `${t.url}/purchase/3`]) {
      const answer = await call(t, 'POST', '/api/auth/sign-in/email', {
        body: { email: 'someone@example.com', password: 'Vanadium-Bar-42', callbackURL },
        headers: { origin: t.url },
      });
      expect(answer.status, callbackURL).toBe(401);
    }
  });
});
