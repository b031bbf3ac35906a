import { describe, expect, it } from 'vitest';
import { freightPendingText } from './freight-reasons.ts';

describe('why freight is quoted later, in words', () => {
  it('says each reason with its figures', () => {
    expect(freightPendingText({ kind: 'zoneQuoted', zone: 'Japan' })).toBe(
      'Freight to Japan is quoted by the store after the order',
    );
    expect(freightPendingText({ kind: 'weightUnknown', lines: [2, 5] })).toBe('The weight of lines 2, 5 is not known');
    expect(freightPendingText({ kind: 'overParcelWeight', weightGrams: 600_000, maxWeightKg: 500 })).toBe(
      '600 kg is more than one parcel takes (500 kg)',
    );
    expect(freightPendingText({ kind: 'overLastRate', weightGrams: 100_001, lastUpToKg: 100 })).toBe(
      '100.001 kg is more than the heaviest rate to this address',
    );
    expect(freightPendingText({ kind: 'pieceTooLong', lengthMm: 4000, maxPieceLengthMm: 3000 })).toBe(
      'A 4000 mm piece is longer than a parcel takes (3000 mm)',
    );
  });
});
