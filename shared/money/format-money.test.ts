import { describe, expect, it } from 'vitest';
import { formatMoney, formatRate } from './format-money.ts';

describe('money as printed', () => {
  it("prints an amount with its currency's sign and decimals", () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(99.28, 'EUR')).toBe('€99.28');
    expect(formatMoney(1868, 'JPY')).toBe('¥1,868');
    expect(formatMoney(0.5, 'GBP')).toBe('£0.50');
  });

  it('prints a tax rate with up to three decimals and no trailing zeros', () => {
    expect(formatRate(19)).toBe('19');
    expect(formatRate(8.875)).toBe('8.875');
    expect(formatRate(6.5)).toBe('6.5');
  });
});
