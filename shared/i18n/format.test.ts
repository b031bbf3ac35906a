import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageSource } from './current-language.ts';
import { dateTimeFormat, displayName, formatMoney, formatNumber, formatQuantity, numberFormat } from './format.ts';
import { formatDate } from './format-date.ts';
import type { Language } from './languages.ts';

// French groups digits with a narrow no-break space (U+202F); German and French put a no-break
// space (U+00A0) before a currency sign: written as escapes so each expectation says which space.
const nnbsp = '\u202f';
const nbsp = '\u00a0';

let spoken: Language | undefined;
setLanguageSource(() => spoken);
afterEach(() => {
  spoken = undefined;
});

describe('locale formats (PRODUCT.md §18): each language as its readers write it', () => {
  it('English stays American, as every page, mail and PDF printed it before', () => {
    expect(formatNumber(1250.5, undefined, 'en')).toBe('1,250.5');
    expect(formatQuantity(1250.5, 'm', 'en')).toBe('1,250.5 m');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney(1868, 'JPY', 'en')).toBe('¥1,868');
    expect(formatDate('2026-11-25', { language: 'en' })).toBe('November 25, 2026');
    expect(formatDate('2026-11-25T14:04:00Z', { withTime: true, timeZone: 'UTC', language: 'en' })).toBe(
      'November 25, 2026 at 2:04 PM',
    );
  });

  it('German: "1.250,5 m", "25.11.2026", "1.234,50 €"', () => {
    expect(formatNumber(1250.5, undefined, 'de')).toBe('1.250,5');
    expect(formatQuantity(1250.5, 'm', 'de')).toBe('1.250,5 m');
    expect(formatDate('2026-11-25', { language: 'de' })).toBe('25.11.2026');
    expect(formatDate('2026-11-25T14:04:00Z', { withTime: true, timeZone: 'UTC', language: 'de' })).toBe(
      '25.11.2026, 14:04',
    );
    expect(formatMoney(1234.5, 'EUR', 'de')).toBe(`1.234,50${nbsp}€`);
    expect(formatMoney(1234.5, 'USD', 'de')).toBe(`1.234,50${nbsp}$`);
  });

  it('French: narrow no-break spaces between thousands, a comma before the decimals, day/month/year', () => {
    expect(formatNumber(1250.5, undefined, 'fr')).toBe(`1${nnbsp}250,5`);
    expect(formatQuantity(1250.5, 'kg', 'fr')).toBe(`1${nnbsp}250,5 kg`);
    expect(formatMoney(1234.5, 'EUR', 'fr')).toBe(`1${nnbsp}234,50${nbsp}€`);
    expect(formatDate('2026-11-25', { language: 'fr' })).toBe('25/11/2026');
    expect(formatDate('2026-11-25T14:04:00Z', { withTime: true, timeZone: 'UTC', language: 'fr' })).toBe(
      '25/11/2026 14:04',
    );
  });

  it("keeps each currency's minor digits in every language: none for yen, three for dinars", () => {
    expect(formatMoney(1868, 'JPY', 'de')).toBe(`1.868${nbsp}¥`);
    expect(formatMoney(1.5, 'KWD', 'en')).toBe(`KWD${nbsp}1.500`);
    expect(formatMoney(1.5, 'KWD', 'de')).toBe(`1,500${nbsp}KWD`);
  });

  it('writes in the language being rendered when none is passed, and a passed one wins', () => {
    spoken = 'de';
    expect(formatMoney(1234.5, 'EUR')).toBe(`1.234,50${nbsp}€`);
    expect(formatQuantity(12.5, 'm')).toBe('12,5 m');
    expect(formatDate('2026-11-25')).toBe('25.11.2026');
    expect(displayName('DE', 'region')).toBe('Deutschland');
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    spoken = 'fr';
    expect(formatNumber(0.93, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('0,93');
    spoken = undefined;
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
  });

  it('builds a formatter once per language and options, and another for other ones', () => {
    expect(numberFormat({ style: 'currency', currency: 'EUR' }, 'de')).toBe(
      numberFormat({ style: 'currency', currency: 'EUR' }, 'de'),
    );
    expect(numberFormat({ style: 'currency', currency: 'EUR' }, 'de')).not.toBe(
      numberFormat({ style: 'currency', currency: 'EUR' }, 'fr'),
    );
    expect(numberFormat({}, 'de')).not.toBe(numberFormat({ maximumFractionDigits: 1 }, 'de'));
    expect(dateTimeFormat({ month: 'short' }, 'en')).toBe(dateTimeFormat({ month: 'short' }, 'en'));
  });

  it('gives back what is not a date as it was', () => {
    expect(formatDate('not a date', { language: 'de' })).toBe('not a date');
  });
});

describe('English output equals what the formatters wrote before they went through here', () => {
  // The old sites' own formatters, verbatim: SPEC.md texts and many tests depend on their output.
  const oldNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
  const values = [0, 0.001, 0.5, 1, 2.4, 12.345, 999.999, 1000, 1250.5, 1234567.891, -3.25, 2_000_000];

  it('numbers and quantities', () => {
    for (const value of values) {
      expect(formatNumber(value)).toBe(oldNumber.format(value));
      expect(formatNumber(value)).toBe(value.toLocaleString('en-US'));
      expect(formatQuantity(value, 'kg')).toBe(`${oldNumber.format(value)} kg`);
    }
  });

  it('money in every currency the store offers by default', () => {
    for (const currency of ['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CAD', 'KWD']) {
      const old = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      for (const value of values) expect(formatMoney(value, currency)).toBe(old.format(value));
    }
  });
});
