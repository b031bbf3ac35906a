import type { Kysely } from 'kysely';
import { baseCurrency, type SellingCurrency, sellingCurrency } from '#shared/money/currency.ts';
import type { CurrencySettings } from '#shared/settings/currencies.schema.ts';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { readSettings } from '../settings/index.ts';

/** Where a buyer's currency comes from (PRODUCT.md §17), strongest first. */
export type CurrencySource = 'company' | 'profile' | 'base';

export interface BuyerCurrency extends SellingCurrency {
  source: CurrencySource;
}

/** The buyer's chosen and company currencies, read by every cart answer: compiled once (prepared-query.ts). */
const currenciesOf = preparedQuery((db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('company_members', 'company_members.user_id', 'users.id')
    .leftJoin('companies', 'companies.id', 'company_members.company_id')
    .select(['profiles.currency as profileCurrency', 'companies.currency as companyCurrency'])
    .where('users.id', '=', userId),
);

/**
 * The currency a signed-in buyer sees and orders in, at today's rate: their company's when the
 * store set one, else the one they chose (profile), else the base. A choice the store no longer
 * offers falls back to the next, so a withdrawn currency never blocks a buyer. Pass the
 * transaction to read it inside one (checkout freezes this currency and rate on the order).
 */
export async function buyerCurrency(
  db: Kysely<Database>,
  userId: string,
  settings?: CurrencySettings,
): Promise<BuyerCurrency> {
  const currencies = settings ?? (await readSettings(db, 'currencies'));
  const [row] = await currenciesOf(db, userId);
  const company = row?.companyCurrency ? sellingCurrency(currencies, row.companyCurrency) : undefined;
  if (company) return { ...company, source: 'company' };
  const chosen = row?.profileCurrency ? sellingCurrency(currencies, row.profileCurrency) : undefined;
  if (chosen) return { ...chosen, source: 'profile' };
  return { ...baseCurrency(currencies), source: 'base' };
}
