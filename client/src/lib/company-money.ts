import { displayName, numberFormat } from '#shared/i18n/format.ts';
import { fromMajor, toMajor } from '#shared/money/amount.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { minorUnitProblem } from '#shared/money/minor-units.ts';
import { minorDigits } from '#shared/settings/currencies.schema.ts';

/*
 * A company's money on the web pages (PRODUCT.md §17, ADR 031): its credit limit, approval
 * threshold, balances and members' monthly limits are all in the company's `currency`, which its
 * answers carry. In lib/ because the company pages and the checkout's pay-on-account hint both
 * print it. A US dollar company prints exactly as it did with formatUsd.
 */

/** The sign formatMoney prints for `currency` ("$", "€", "¥", "CHF"), to label an amount field. */
export function currencySymbol(currency: string): string {
  const parts = numberFormat({ style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** "Euro (EUR)", "euro (EUR)" in French: the currency as a fact names it. */
export function currencyName(currency: string): string {
  const name = displayName(currency, 'currency');
  return name && name !== currency ? `${name} (${currency})` : currency;
}

/** An amount field's step, one minor unit: 0.01 for USD and EUR, 1 for JPY, 0.001 for KWD. */
export const minorStep = (currency: string): number => 10 ** -minorDigits(currency);

/**
 * Why a typed amount cannot be one of `currency` (¥12.5, €1.234), naming the field, or undefined.
 * Nothing to say for an empty field (null) or a non-number, which the shared schemas word.
 */
export function typedAmountProblem(major: number | null | undefined, currency: string, label: string) {
  return typeof major === 'number' && Number.isFinite(major) ? minorUnitProblem(major, currency, label) : undefined;
}

/** Credit still available on account, never below zero, in the company's currency. */
export function availableCredit(company: { creditLimit: number; openBalance: number; currency: string }): string {
  const { currency } = company;
  const left = fromMajor(company.creditLimit, currency).minor - fromMajor(company.openBalance, currency).minor;
  return formatMoney(toMajor({ minor: Math.max(0, left), currency }), currency);
}
