import { companies } from '#shared/messages/companies.ts';
import { centsToDollars, dollarsToCents, formatUsd } from '#shared/money.ts';
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
}

/** The statement's totals, summed in integer cents (dollars in, dollars out). */
export function statementTotals(lines: readonly StatementLine[]): StatementLine {
  const sum = (pick: (line: StatementLine) => number) =>
    centsToDollars(lines.reduce((cents, line) => cents + dollarsToCents(pick(line)), 0));
  return { total: sum((l) => l.total), paid: sum((l) => l.paid), outstanding: sum((l) => l.outstanding) };
}

/** A money field's text as the forms hold it ('' for none), and back (undefined → null: no limit). */
export function moneyText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Credit still available on account, never below zero. */
export function availableCredit(company: { creditLimit: number; openBalance: number }): string {
  const cents = Math.max(0, dollarsToCents(company.creditLimit) - dollarsToCents(company.openBalance));
  return formatUsd(centsToDollars(cents));
}
