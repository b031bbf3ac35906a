import { describe, expect, it } from 'vitest';
import { localToday } from './local-date.ts';

describe('localToday', () => {
  it("is the buyer's calendar day, zero-padded, not the UTC one", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 11, 31, 0, 5))).toBe('2026-12-31');
  });
});
