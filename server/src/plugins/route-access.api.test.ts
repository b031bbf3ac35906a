import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { signUp, type SignedIn } from '../testing/accounts.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

/** What an anonymous caller might send in place of a valid body. */
const bodies: { name: string; payload?: string; contentType?: string }[] = [
  { name: 'no body' },
  { name: 'an empty object', payload: '{}', contentType: 'application/json' },
  { name: 'broken JSON', payload: '{"orderId":', contentType: 'application/json' },
  { name: 'a body of the wrong type', payload: 'a,b\n1,2', contentType: 'text/csv' },
  { name: 'the wrong fields', payload: '{"productPrice":-1,"nested":[[[[[]]]]]}', contentType: 'application/json' },
];

/**
 * docs/product/rules.md#security: "authentication is checked before the body is validated". The security review
 * found an anonymous POST /create-payment-intent without a body answered 400, not 401. Every
 * protected route, as the app registered it (its `auth` route option, collected by onRoute),
 * answers 401 to an anonymous caller whatever the body, and 403 to a buyer on an admin route.
 */
describe.each(testDatabaseKinds)('access checked before the body on %s', (kind) => {
  let t: TestApp;
  let buyer: SignedIn;
  const urlOf = (url: string) => url.replace(':email', 'someone@example.com').replace(/:\w+/g, '1');

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    buyer = await signUp(t, 'buyer@example.com');
  });
  afterAll(async () => t?.close());

  it('knows which routes are protected (the attack route among them)', () => {
    const protectedRoutes = t.app.registeredRoutes.filter((route) => route.auth);
    expect(protectedRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /create-payment-intent', 'POST /orders', 'PUT /products/:id', 'POST /rating']),
    );
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(20);
  });

  it('protects exactly the routes that /docs says need a bearer token', () => {
    const mismatched = t.app.registeredRoutes
      .filter((route) => Boolean(route.auth) !== route.documentedAsProtected)
      .map((route) => `${route.method} ${route.url}`);
    expect(mismatched).toEqual([]);
  });

  it('answers 401 to an anonymous caller on every protected route, whatever the body', async () => {
    const seen: string[] = [];
    for (const route of t.app.registeredRoutes.filter((r) => r.auth)) {
      for (const body of bodies) {
        if (route.method === 'GET' || route.method === 'HEAD') if (body.payload) continue;
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: urlOf(route.url),
          ...(body.contentType ? { headers: { 'content-type': body.contentType } } : {}),
          ...(body.payload === undefined ? {} : { payload: body.payload }),
        });
        seen.push(`${route.method} ${route.url} with ${body.name}: ${response.statusCode}`);
        expect(response.statusCode, `${route.method} ${route.url} with ${body.name}`).toBe(401);
        if (route.method !== 'HEAD') expect(response.json()).toEqual({ message: messages.errors.unauthorized });
      }
    }
    expect(seen.length).toBeGreaterThan(40);
  });

  it('answers 403 to a buyer on every admin route, before looking at the body', async () => {
    for (const route of t.app.registeredRoutes.filter((r) => r.auth === 'admin')) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: urlOf(route.url),
        headers: { ...buyer.headers, 'content-type': 'application/json' },
        payload: '{"broken":',
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
