import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key.ts';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('purchase idempotency key', () => {
  it('is a v4 UUID, different on every submission', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuidV4);
  });

  it('is still a random v4 UUID where randomUUID is missing (plain-http origin)', () => {
    // What an insecure context offers: getRandomValues only.
    const insecure: Pick<Crypto, 'getRandomValues'> = { getRandomValues: (array) => crypto.getRandomValues(array) };
    const first = newIdempotencyKey(insecure);
    expect(first).toMatch(uuidV4);
    expect(newIdempotencyKey(insecure)).not.toBe(first);
  });
});
