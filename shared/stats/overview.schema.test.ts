import { describe, expect, it } from 'vitest';
import { staleRateDays, staleRatesOf } from './overview.schema.ts';

describe('the overview’s stale exchange rates (PRODUCT.md §17)', () => {
  const settings = {
    offered: ['USD', 'EUR', 'GBP', 'JPY'],
    rates: [
      { currency: 'EUR', asOf: '2026-03-14' },
      { currency: 'GBP', asOf: '2026-03-08' },
      { currency: 'JPY', asOf: '2026-03-05' },
      // A rate left behind for a currency no longer offered: nothing is priced with it.
      { currency: 'CHF', asOf: '2025-01-01' },
    ],
  };

  it(`warns of a rate older than ${staleRateDays} days, not of one exactly ${staleRateDays} days old`, () => {
    expect(staleRatesOf(settings, '2026-03-15')).toEqual([{ currency: 'JPY', asOf: '2026-03-05', days: 10 }]);
    expect(staleRatesOf(settings, '2026-03-16')).toEqual([
      { currency: 'JPY', asOf: '2026-03-05', days: 11 },
      { currency: 'GBP', asOf: '2026-03-08', days: 8 },
    ]);
  });

  it('says nothing when every rate is fresh, or the store sells in its base alone', () => {
    expect(staleRatesOf(settings, '2026-03-12')).toEqual([]);
    expect(staleRatesOf({ offered: ['USD'], rates: [] }, '2026-03-15')).toEqual([]);
  });
});
