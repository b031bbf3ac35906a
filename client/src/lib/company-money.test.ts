import { describe, expect, it } from 'vitest';
import { companies } from '#shared/messages/companies.ts';
import { orderCurrency } from '#shared/messages/order-currency.ts';
import { availableCredit, currencyName, currencySymbol, minorStep, typedAmountProblem } from './company-money.ts';

const t = companies.pages;
const label = companies.labels.creditLimit;

describe("a company's money in its currency (PRODUCT.md §17)", () => {
  it('labels amount fields with the sign the amounts print with, a US dollar field exactly as before', () => {
    expect(t.storeFields.creditLimitIn(currencySymbol('USD'))).toBe(t.storeFields.creditLimit);
    expect(t.fields.approvalThresholdIn(currencySymbol('USD'))).toBe(t.fields.approvalThreshold);
    expect(t.limitIn('Ada', currencySymbol('USD'))).toBe(t.limitOf('Ada'));
    expect(t.storeFields.creditLimitIn(currencySymbol('EUR'))).toBe('Credit limit (€)');
    expect(t.fields.approvalThresholdIn(currencySymbol('JPY'))).toBe('Approval threshold (¥)');
    expect(currencySymbol('CHF')).toBe('CHF');
  });

  it('names the currency with its code', () => {
    expect(currencyName('EUR')).toBe('Euro (EUR)');
    expect(currencyName('USD')).toBe('US Dollar (USD)');
  });

  it('steps amount fields by one minor unit: cents, whole yen, fils', () => {
    expect(minorStep('USD')).toBe(0.01);
    expect(minorStep('EUR')).toBe(0.01);
    expect(minorStep('JPY')).toBe(1);
    expect(minorStep('KWD')).toBe(0.001);
  });

  it('refuses a typed amount finer than the currency’s minor unit, and leaves empty fields to the schema', () => {
    expect(typedAmountProblem(5000, 'JPY', label)).toBeUndefined();
    expect(typedAmountProblem(5000.5, 'JPY', label)).toBe(orderCurrency.tooManyDecimals(label, 'JPY', 0));
    expect(typedAmountProblem(1234.56, 'EUR', label)).toBeUndefined();
    expect(typedAmountProblem(1234.567, 'EUR', label)).toBe(orderCurrency.tooManyDecimals(label, 'EUR', 2));
    expect(typedAmountProblem(0.1 + 0.2, 'USD', label)).toBeUndefined();
    expect(typedAmountProblem(null, 'JPY', label)).toBeUndefined();
    expect(typedAmountProblem(Number.NaN, 'JPY', label)).toBeUndefined();
  });

  it('prints the credit left in the company’s currency, never below zero, US dollars as before', () => {
    expect(availableCredit({ creditLimit: 5000, openBalance: 1234.56, currency: 'USD' })).toBe('$3,765.44');
    expect(availableCredit({ creditLimit: 1000, openBalance: 1500, currency: 'USD' })).toBe('$0.00');
    expect(availableCredit({ creditLimit: 4600, openBalance: 1369.18, currency: 'EUR' })).toBe('€3,230.82');
    expect(availableCredit({ creditLimit: 500000, openBalance: 151370, currency: 'JPY' })).toBe('¥348,630');
  });
});
