import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, type SignedIn, signIn, signUp } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const minute = 60 * 1000;
const hour = 60 * minute;

/**
 * The clock every part of the server reads (Better Auth, the bearer path, the database rows they
 * write) is injected: only `Date` is faked, so sockets and timers run as usual and no test sleeps.
 */
function startClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  return { advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

const byBearer = (t: TestApp, buyer: SignedIn) => call(t, 'GET', `/admin/${buyer.email}`, { as: buyer });
const byCookie = async (t: TestApp, buyer: SignedIn) =>
  (await call(t, 'GET', '/api/auth/get-session', { headers: { cookie: buyer.cookie } })).body?.user ?? null;

describe.each(testDatabaseKinds)('session lifetimes on %s (ASVS 7.3)', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  it('ends a session that stays unused past the idle lifetime', async () => {
    t = await startTestApp(kind, { SESSION_IDLE_HOURS: '1' });
    const clock = startClock();
    const buyer = await signUp(t, 'idle@example.com');
    expect((await byBearer(t, buyer)).status).toBe(200);
    clock.advance(61 * minute);
    expect((await byBearer(t, buyer)).status).toBe(401);
    expect(await byCookie(t, buyer)).toBeNull();
  });

  it('keeps extending a bearer session while the buyer is active, as a cookie session is', async () => {
    t = await startTestApp(kind, { SESSION_IDLE_HOURS: '1' });
    const clock = startClock();
    const apiBuyer = await signUp(t, 'api-only@example.com');
    const browserBuyer = await signUp(t, 'browser@example.com');
    // Four hours of activity, one call every 40 minutes: never idle for the hour the window allows.
    for (let elapsed = 0; elapsed < 4 * hour; elapsed += 40 * minute) {
      clock.advance(40 * minute);
      expect((await byBearer(t, apiBuyer)).status, `bearer after ${(elapsed + 40 * minute) / minute} min`).toBe(200);
      expect(await byCookie(t, browserBuyer), `cookie after ${(elapsed + 40 * minute) / minute} min`).not.toBeNull();
    }
    // Then idle past the window: both end.
    clock.advance(61 * minute);
    expect((await byBearer(t, apiBuyer)).status).toBe(401);
    expect(await byCookie(t, browserBuyer)).toBeNull();
  });

  it('ends a session at its absolute lifetime however active it is', async () => {
    t = await startTestApp(kind, { SESSION_ABSOLUTE_DAYS: '1', SESSION_IDLE_HOURS: '24' });
    const clock = startClock();
    const buyer = await signUp(t, 'busy@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      statuses.push((await byBearer(t, buyer)).status);
      clock.advance(2 * hour + minute);
    }
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(200));
    expect(statuses[12]).toBe(401);
    // The cookie path (Better Auth's own get-session) ends it too.
    expect(await byCookie(t, buyer)).toBeNull();
  });

  it('gives every sign-in a new session token', async () => {
    t = await startTestApp(kind);
    await signUp(t, 'again@example.com');
    const [first, second] = [await signIn(t, 'again@example.com'), await signIn(t, 'again@example.com')];
    expect(first.token).not.toBe(second.token);
  });
});
