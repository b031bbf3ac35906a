import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

// The test client connects from 127.0.0.1 and plays the proxy: a proxy appends the address it saw
// to whatever X-Forwarded-For the client sent, so the client's own entries come first.
const realClient = '203.0.113.9';
const spoofed = (claimed: string) => ({ 'x-forwarded-for': `${claimed}, ${realClient}` });

async function signInAttempt(t: TestApp, headers: Record<string, string>) {
  const response = await fetch(`${t.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.url, ...headers },
    body: JSON.stringify({ email: 'victim@example.com', password: 'wrong-password-1' }),
  });
  return response.status;
}

describe.each(['true', '127.0.0.1', '127.0.0.0/8, 10.0.0.0/8'])('TRUST_PROXY=%s', (trustProxy) => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('keeps /metrics closed to a client whose own X-Forwarded-For claims loopback', async () => {
    t = await startTestApp('sqlite', { TRUST_PROXY: trustProxy });
    expect((await fetch(`${t.url}/metrics`, { headers: spoofed('127.0.0.1') })).status).toBe(403);
    expect((await fetch(`${t.url}/metrics`, { headers: spoofed('::1') })).status).toBe(403);
    // The proxy's own scrape (no forwarded client) is this machine's.
    expect((await fetch(`${t.url}/metrics`)).status).toBe(200);
  });

  it('rate-limits a client by the address the proxy saw, whatever X-Forwarded-For it sends', async () => {
    t = await startTestApp('sqlite', { TRUST_PROXY: trustProxy, AUTH_RATE_LIMIT: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push(await signInAttempt(t, spoofed(`198.51.100.${i}`)));
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses.slice(3)).toEqual([429, 429]);
    // Another real client behind the same proxy has its own allowance.
    expect(await signInAttempt(t, { 'x-forwarded-for': '203.0.113.77' })).not.toBe(429);
  });
});

describe('TRUST_PROXY=false (the default)', () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('ignores X-Forwarded-For altogether', async () => {
    t = await startTestApp('sqlite', { AUTH_RATE_LIMIT: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await signInAttempt(t, { 'x-forwarded-for': `198.51.100.${i}` }));
    expect(statuses[2]).toBe(429);
  });
});
