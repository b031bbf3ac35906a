import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('/metrics', () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('serves Prometheus metrics, with request durations per route, to this machine', async () => {
    t = await startTestApp('sqlite');
    await fetch(`${t.url}/products/`);
    const response = await fetch(`${t.url}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/products\/"/);
  });

  it('asks for the token when METRICS_TOKEN is set', async () => {
    t = await startTestApp('sqlite', { METRICS_TOKEN: 'scrape-me-please-0123' });
    expect((await fetch(`${t.url}/metrics`)).status).toBe(403);
    expect(
      (await fetch(`${t.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-wrong-token' } })).status,
    ).toBe(403);
    const ok = await fetch(`${t.url}/metrics`, { headers: { authorization: 'Bearer scrape-me-please-0123' } });
    expect(ok.status).toBe(200);
  });
});
