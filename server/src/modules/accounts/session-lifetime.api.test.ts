import { afterEach, describe, expect, it } from 'vitest';
import { call, signIn, signUp } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('session lifetimes (issue 3, ASVS 7.3)', () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('ends a session that stays unused past the idle lifetime', async () => {
    // 0.0004 h ≈ 1.4 s of idleness allowed.
    t = await startTestApp('sqlite', { SESSION_IDLE_HOURS: '0.0004' });
    const buyer = await signUp(t, 'idle@example.com');
    expect((await call(t, 'GET', '/admin/idle@example.com', { as: buyer })).status).toBe(200);
    await sleep(2000);
    expect((await call(t, 'GET', '/admin/idle@example.com', { as: buyer })).status).toBe(401);
  });

  it('ends a session at its absolute lifetime however active it is', async () => {
    // 0.00003 days ≈ 2.6 s after sign-in, used every half second meanwhile.
    t = await startTestApp('sqlite', { SESSION_ABSOLUTE_DAYS: '0.00003' });
    const buyer = await signUp(t, 'busy@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await call(t, 'GET', '/admin/busy@example.com', { as: buyer })).status);
      await sleep(500);
    }
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(401);
    // The cookie path (Better Auth's own get-session) ends it too.
    const session = await call(t, 'GET', '/api/auth/get-session', { headers: { cookie: buyer.cookie } });
    expect(session.body?.user ?? null).toBeNull();
  });

  it('gives every sign-in a new session token', async () => {
    t = await startTestApp('sqlite');
    await signUp(t, 'again@example.com');
    const [first, second] = [await signIn(t, 'again@example.com'), await signIn(t, 'again@example.com')];
    expect(first.token).not.toBe(second.token);
  });
});
