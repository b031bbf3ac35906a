import { companies } from '#shared/messages/companies.ts';
import { fromMajor, toMajor } from '#shared/money/amount.ts';
import type { PaymentTerms } from '#shared/companies/company.schema.ts';
import type { CompanyAddress } from '../../lib/queries/my-company.ts';

const t = companies.pages;

/*
 * The company pages' own rules. The server decides every one again; these only choose what to
 * show and keep the forms' values tidy before they are sent.
 */

/** "Net 30", or "None (card only)" when the store has granted no terms. */
export function termsName(terms: PaymentTerms | null): string {
  return terms ? t.termsNames[terms] : t.noTerms;
}

/** The addresses with exactly one default: the one ticked, else the first (none when there are none). */
export function withOneDefault<A extends Pick<CompanyAddress, 'isDefault'>>(
  addresses: readonly A[],
  defaultIndex: number,
): A[] {
  const chosen = defaultIndex >= 0 && defaultIndex < addresses.length ? defaultIndex : 0;
  return addresses.map((address, index) => ({ ...address, isDefault: index === chosen }));
}

/** The row whose isDefault is set, or 0. */
export function defaultIndexOf(addresses: readonly Pick<CompanyAddress, 'isDefault'>[]): number {
  return Math.max(
    0,
    addresses.findIndex((address) => address.isDefault),
  );
}

export interface StatementLine {
  total: number;
  paid: number;
  outstanding: number;
  /** The order's currency (PRODUCT.md §17): the amounts are in its major units. */
  currency: string;
}

/**
 * The statement's totals, one per currency in the order each first appears (yen and euros are not
 * added up), each summed in integer minor units of its currency (major units in, major units out).
 */
export function statementTotals(lines: readonly StatementLine[]): StatementLine[] {
  const keys = ['total', 'paid', 'outstanding'] as const;
  const sums = new Map<string, Record<(typeof keys)[number], number>>();
  for (const line of lines) {
    const minor = sums.get(line.currency) ?? { total: 0, paid: 0, outstanding: 0 };
    for (const key of keys) minor[key] += fromMajor(line[key], line.currency).minor;
    sums.set(line.currency, minor);
  }
  return [...sums].map(([currency, minor]) => ({
    currency,
    total: toMajor({ minor: minor.total, currency }),
    paid: toMajor({ minor: minor.paid, currency }),
    outstanding: toMajor({ minor: minor.outstanding, currency }),
  }));
}

/** A money field's text as the forms hold it ('' for none), and back (undefined → null: no limit). */
export function moneyText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The store's terms form as typed; the currency a code, the base's meaning "the store's base" (null). */
export interface StoreTermsValues {
  paymentTerms?: PaymentTerms | null | undefined;
  creditLimit?: number | undefined;
  discountPercent?: number | undefined;
  currency: string;
}

/**
 * Whether the form sends the credit limit. Switching the currency re-expresses the stored limit at
 * today's rates on the server (ADR 031), and a limit sent with the switch is taken as it is in the
 * new currency: so with a switch it goes only when the admin typed a new one ($5,000 left as it
 * was must become €4,600, not €5,000).
 */
export function sendsCreditLimit(company: { creditLimit: number; currency: string }, values: StoreTermsValues) {
  return values.currency === company.currency || values.creditLimit !== company.creditLimit;
}

/**
 * PATCH /companies/{id}'s body from the terms form: the currency only when it changes (null: the
 * base), the credit limit as `sendsCreditLimit` says. `base` undefined: the offered currencies are
 * not read (yet), so the currency is left as it is.
 */
export function storeTermsPatch(
  company: { creditLimit: number; currency: string },
  values: StoreTermsValues,
  base: string | undefined,
) {
  const { paymentTerms, discountPercent, creditLimit } = values;
  if (base === undefined || values.currency === company.currency) {
    return { paymentTerms, creditLimit, discountPercent };
  }
  return {
    paymentTerms,
    discountPercent,
    currency: values.currency === base ? null : values.currency,
    ...(sendsCreditLimit(company, values) ? { creditLimit } : {}),
  };
}

/**
 * The currency select's choices: the base first (sent as null), then the other offered currencies,
 * and the company's own should the store have stopped offering it, so the select still shows it.
 */
export function currencyChoices(settings: { base: string; offered: readonly string[] }, current: string): string[] {
  const choices = [settings.base, ...settings.offered.filter((code) => code !== settings.base)];
  return choices.includes(current) ? choices : [...choices, current];
}
