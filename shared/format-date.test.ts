import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('the one date format (PRODUCT.md §23, issue 32)', () => {
  it('writes a day and a moment alike, in English by default', () => {
    expect(formatDate('2026-11-23')).toBe('November 23, 2026');
    expect(formatDate('2026-11-23T10:00:00.000Z')).toBe('November 23, 2026');
    expect(formatDate(new Date('2026-11-23T10:00:00.000Z'))).toBe('November 23, 2026');
  });

  it("reads a moment's day in UTC, the store's zone, and a calendar day as itself in any zone", () => {
    expect(formatDate('2026-11-23T23:30:00.000Z')).toBe('November 23, 2026');
    expect(formatDate('2026-11-23', { timeZone: 'Pacific/Honolulu' })).toBe('November 23, 2026');
    expect(formatDate('2026-11-23T23:30:00.000Z', { timeZone: 'Asia/Tokyo' })).toBe('November 24, 2026');
  });

  it('adds the time of day when asked, in the zone given', () => {
    expect(formatDate('2026-11-23T15:04:00.000Z', { withTime: true, timeZone: 'UTC' })).toBe(
      'November 23, 2026 at 3:04 PM',
    );
  });

  it('takes a language, else the one being rendered (issue 33, shared/i18n/format.test.ts)', () => {
    expect(formatDate('2026-11-23', { language: 'de' })).toBe('23.11.2026');
    expect(formatDate('2026-11-23', { language: 'fr' })).toBe('23/11/2026');
  });

  it('gives back what is not a date as it was', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
