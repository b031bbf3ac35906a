import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { backoffMs, isPermanent } from './delivery.ts';

describe('outbox retries (ADR 023)', () => {
  it('waits 30 s after the first failure, twice as long after each next one, never more than an hour', () => {
    const config = loadConfig({});
    const waits = Array.from({ length: 11 }, (_, n) => backoffMs(config, n + 1) / 1000);
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600, 3600]);
    // 12 attempts span about five hours before the message is marked failed.
    expect(waits.reduce((sum, wait) => sum + wait, 0) / 3600).toBeCloseTo(5.06, 1);
  });

  it('fails for good on an SMTP 5xx answer only; refused connections, timeouts and 4xx are retried', () => {
    expect(isPermanent({ responseCode: 550, code: 'EENVELOPE' })).toBe(true);
    expect(isPermanent({ responseCode: 553 })).toBe(true);
    expect(isPermanent({ responseCode: 421 })).toBe(false);
    expect(isPermanent({ responseCode: 451 })).toBe(false);
    expect(isPermanent(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(false);
    expect(isPermanent(Object.assign(new Error('Timeout'), { code: 'ETIMEDOUT' }))).toBe(false);
  });
});
