import { describe, expect, it } from 'vitest';
import { companies } from '#shared/messages/companies.ts';
import {
  currencyChoices,
  defaultIndexOf,
  moneyText,
  sendsCreditLimit,
  statementTotals,
  storeTermsPatch,
  termsName,
  withOneDefault,
} from './company-rules.ts';

const t = companies.pages;

describe('company page rules', () => {
  it('names the terms, and says card only when the store granted none', () => {
    expect(termsName('net30')).toBe(t.termsNames.net30);
    expect(termsName(null)).toBe(t.noTerms);
  });

  it('keeps exactly one default ship-to address: the ticked one, else the first', () => {
    const rows = [
      { label: 'Plant', address: '1 Mill Rd', isDefault: true },
      { label: 'Lab', address: '2 Lab Way', isDefault: true },
      { label: '', address: '3 Dock St', isDefault: false },
    ];
    expect(withOneDefault(rows, 2).map((r) => r.isDefault)).toEqual([false, false, true]);
    expect(withOneDefault(rows, 7).map((r) => r.isDefault)).toEqual([true, false, false]);
    expect(withOneDefault([], 0)).toEqual([]);
    expect(defaultIndexOf(rows.slice(1))).toBe(0);
    expect(defaultIndexOf([{ label: '', address: 'a', isDefault: false }, { ...rows[0]! }])).toBe(1);
  });

  it('sums the statement in cents, so a column of cents adds up exactly', () => {
    const lines = Array.from({ length: 10 }, () => ({ total: 0.1, paid: 0.07, outstanding: 0.03, currency: 'USD' }));
    expect(statementTotals(lines)).toEqual([{ currency: 'USD', total: 1, paid: 0.7, outstanding: 0.3 }]);
    expect(statementTotals([])).toEqual([]);
  });

  it('sums each currency of the statement on its own (PRODUCT.md §17)', () => {
    const lines = [
      { total: 9340, paid: 1000, outstanding: 8340, currency: 'JPY' },
      { total: 56.75, paid: 0, outstanding: 56.75, currency: 'EUR' },
      { total: 2000, paid: 0, outstanding: 2000, currency: 'JPY' },
    ];
    expect(statementTotals(lines)).toEqual([
      { currency: 'JPY', total: 11_340, paid: 1000, outstanding: 10_340 },
      { currency: 'EUR', total: 56.75, paid: 0, outstanding: 56.75 },
    ]);
  });

  it('shows a money field empty for none, and credit left never below nothing', () => {
    expect(moneyText(null)).toBe('');
    expect(moneyText(1250.5)).toBe('1250.5');
  });

  describe("the store's terms form and the company's currency (PRODUCT.md §17, ADR 031)", () => {
    const usd = { creditLimit: 5000, currency: 'USD' };
    const terms = { paymentTerms: 'net30' as const, discountPercent: 10 };

    it('sends the terms as before while the currency stays, and no currency', () => {
      expect(storeTermsPatch(usd, { ...terms, creditLimit: 6000, currency: 'USD' }, 'USD')).toEqual({
        ...terms,
        creditLimit: 6000,
      });
      // The offered currencies not read yet: the currency is never sent.
      expect(storeTermsPatch(usd, { ...terms, creditLimit: 5000, currency: 'EUR' }, undefined)).toEqual({
        ...terms,
        creditLimit: 5000,
      });
    });

    it('switches without the old limit, so the server re-expresses it at today’s rate', () => {
      const body = storeTermsPatch(usd, { ...terms, creditLimit: 5000, currency: 'EUR' }, 'USD');
      expect(body).toEqual({ ...terms, currency: 'EUR' });
      expect(sendsCreditLimit(usd, { creditLimit: 5000, currency: 'EUR' })).toBe(false);
    });

    it('sends a limit typed with the switch, in the new currency, and the base as null', () => {
      expect(storeTermsPatch(usd, { ...terms, creditLimit: 4000, currency: 'EUR' }, 'USD')).toEqual({
        ...terms,
        currency: 'EUR',
        creditLimit: 4000,
      });
      const euros = { creditLimit: 4600, currency: 'EUR' };
      expect(storeTermsPatch(euros, { ...terms, creditLimit: 4600, currency: 'USD' }, 'USD')).toEqual({
        ...terms,
        currency: null,
      });
    });

    it('offers the base first, then the others, and keeps a company’s currency no longer offered', () => {
      const settings = { base: 'USD', offered: ['EUR', 'USD', 'JPY'] };
      expect(currencyChoices(settings, 'USD')).toEqual(['USD', 'EUR', 'JPY']);
      expect(currencyChoices(settings, 'JPY')).toEqual(['USD', 'EUR', 'JPY']);
      expect(currencyChoices(settings, 'GBP')).toEqual(['USD', 'EUR', 'JPY', 'GBP']);
    });
  });
});
