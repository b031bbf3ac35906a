import type { Kysely } from 'kysely';
import { convert, convertToBase } from '#shared/money/amount.ts';
import { baseCurrency, type SellingCurrency, sellingCurrency } from '#shared/money/currency.ts';
import type { CurrencySettings } from '#shared/settings/currencies.schema.ts';
import type { Database } from '../../db/database.ts';
import { readSettings } from '../settings/index.ts';

/*
 * A company's money (PRODUCT.md §17, docs/decisions/031-currencies.md "Orders, payments and
 * credit"): its credit limit, approval threshold and members' monthly limits are kept in the
 * currency the store set for it (`companies.currency`), else in the store's base. Its balances and
 * a member's spending are summed in that currency too, whatever each order was placed in.
 */

/**
 * The currency a company's amounts are kept in, at today's rate: the one the store set, else the
 * base. One the store no longer offers has no rate left to convert at: the company then reads as
 * in the base, as its members then order in the base (buyerCurrency). Withdraw a currency only
 * once no company is set to it (the settings page's concern; see ADR 031).
 */
export function companyCurrencyOf(settings: CurrencySettings, code: string | null | undefined): SellingCurrency {
  return (code ? sellingCurrency(settings, code) : undefined) ?? baseCurrency(settings);
}

/** `companyCurrencyOf` for a stored company, reading the settings unless given (a transaction passes its own). */
export async function companyCurrency(
  db: Kysely<Database>,
  companyId: string,
  settings?: CurrencySettings,
): Promise<SellingCurrency> {
  const [row, currencies] = await Promise.all([
    db.selectFrom('companies').select('currency').where('id', '=', companyId).executeTakeFirst(),
    settings ?? readSettings(db, 'currencies'),
  ]);
  return companyCurrencyOf(currencies, row?.currency);
}

/** An amount of an order: minor units of its currency, and the rate frozen on it (PRODUCT.md §17). */
export interface OrderAmount {
  minor: number;
  currency: string;
  /** Units of `currency` per unit of the base, as `purchase_orders.exchange_rate` keeps it. */
  exchangeRate: string | number;
}

/**
 * An order's amount in the company's currency, for its credit limit, approval threshold and
 * monthly limit. The same currency: as it is. Another: back to the base at the order's frozen
 * rate (what the order was worth when placed, as the overview counts revenue), then into the
 * company's currency at today's rate (what the limit is worth today), each step rounded half up
 * once. So a USD store without currencies compares exactly as before, and an invoice in another
 * currency than the company's moves with today's rate only on the company's side, never with the
 * rate of the day the order was placed.
 */
export function inCompanyCurrency(amount: OrderAmount, company: SellingCurrency): number {
  if (amount.currency === company.currency) return amount.minor;
  const base =
    amount.currency === company.base
      ? amount.minor
      : convertToBase({ minor: amount.minor, currency: amount.currency }, Number(amount.exchangeRate), company.base)
          .minor;
  if (company.currency === company.base) return base;
  return convert({ minor: base, currency: company.base }, company.perBase, company.currency).minor;
}

/**
 * A company amount kept in `from` (minor units) re-expressed in `to` when the store switches the
 * company's currency: through the base at today's rates of both, rounded half up once per step.
 */
export function switchedCurrency(minor: number, from: SellingCurrency, to: SellingCurrency): number {
  if (from.currency === to.currency) return minor;
  return inCompanyCurrency({ minor, currency: from.currency, exchangeRate: from.perBase }, to);
}
