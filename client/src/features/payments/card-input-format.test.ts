import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from './card-input-format.ts';

describe('card number input', () => {
  it('groups the digits in fours as typed or pasted, dropping anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242 ')).toBe('4242');
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('expiry input', () => {
  it('adds the slash after the month', () => {
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/30')).toBe('12/30');
  });

  it('reads a first digit above 1 as the month', () => {
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('1')).toBe('1');
  });

  it('lets the buyer delete back through the slash', () => {
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1', '12')).toBe('1');
  });

  it('keeps at most MM/YY', () => {
    expect(formatExpiry('12/345')).toBe('12/34');
  });
});
