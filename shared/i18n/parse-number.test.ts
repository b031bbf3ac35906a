import { describe, expect, it } from 'vitest';
import { formatNumber } from './format.ts';
import { typedNumber } from './parse-number.ts';

describe('a number typed the reader’s way, read as JavaScript reads it', () => {
  it('reads the German decimal comma and point-grouped thousands', () => {
    expect(typedNumber('1,5', 'de')).toBe('1.5');
    expect(typedNumber('1.250,5', 'de')).toBe('1250.5');
    expect(typedNumber('-2,25', 'de')).toBe('-2.25');
    expect(typedNumber(' 12,5 m', 'de')).toBe(' 12.5 m');
    expect(typedNumber('1.250', 'de')).toBe('1250');
  });

  it('reads French spaces between thousands, typed or as formatted (U+202F)', () => {
    expect(typedNumber('1 250,5', 'fr')).toBe('1250.5');
    expect(typedNumber('1\u202f250,5', 'fr')).toBe('1250.5');
    expect(typedNumber('0,75 kg', 'fr')).toBe('0.75 kg');
  });

  it('takes a point not in groups of three as the decimal point: a German "2.5" is not 25', () => {
    expect(typedNumber('2.5', 'de')).toBe('2.5');
    expect(typedNumber('1.2345', 'de')).toBe('1.2345');
  });

  it('reads back what formatNumber wrote, in every language', () => {
    for (const language of ['en', 'de', 'fr'] as const) {
      for (const value of [0.001, 2.5, 1250.125, 1234567.5]) {
        expect(Number(typedNumber(formatNumber(value, { useGrouping: false }, language), language))).toBe(value);
      }
    }
  });

  it('leaves English and what is no number as they were', () => {
    expect(typedNumber('1,250.5', 'en')).toBe('1,250.5');
    expect(typedNumber('1,5', 'en')).toBe('1,5');
    expect(typedNumber('abc', 'de')).toBe('abc');
    expect(typedNumber('', 'fr')).toBe('');
  });
});
