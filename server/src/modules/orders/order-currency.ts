import type { Kysely } from 'kysely';
import { orderCurrency as t } from '#shared/messages/order-currency.ts';
import { type SellingCurrency, sellingCurrency } from '#shared/money/currency.ts';
import type { ComplianceSettings } from '#shared/settings/compliance.schema.ts';
import type { CurrencySettings } from '#shared/settings/currencies.schema.ts';
import type { ShippingSettings } from '#shared/settings/shipping.schema.ts';
import type { TaxSettings } from '#shared/settings/tax.schema.ts';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../http-errors.ts';
import { buyerCurrency } from '../currencies/index.ts';
import { readSettingsSections } from '../settings/index.ts';
import { isQuoted, type LineRequest } from './line-requests.ts';

/*
 * The currency an order is placed in, and the rate it freezes (PRODUCT.md §17,
 * docs/decisions/031-currencies.md "Orders, payments and credit").
 */

/** What pricing an order reads of the store's settings: one statement, so one version of each. */
export interface OrderSettings {
  shipping: ShippingSettings;
  tax: TaxSettings;
  currencies: CurrencySettings;
  /** Embargoed and review destinations, the screening threshold (PRODUCT.md §19): the checkout's compliance step. */
  compliance: ComplianceSettings;
}

/**
 * Freight, tax and currencies in one read. The checkout passes its transaction: the rate it
 * prices the lines at, converts the freight at and freezes on the order is the one rate read
 * here, so a rate changed meanwhile applies to the next order, never half to this one.
 */
export async function readOrderSettings(db: Kysely<Database>): Promise<OrderSettings> {
  const [shipping, tax, currencies, compliance] = await readSettingsSections(db, [
    'shipping',
    'tax',
    'currencies',
    'compliance',
  ] as const);
  return { shipping, tax, currencies, compliance };
}

/**
 * The currency and rate of a new order: `fixed` when its prices are already in one; else, for an
 * accepted quote's lines, the quote's own (`quotes.currency`: it was answered in it); else the
 * buyer's now (their company's, their own choice, else the base). Read with `db` (the checkout's
 * transaction); a currency the store no longer sells in is 409.
 */
export async function orderCurrencyOf(
  db: Kysely<Database>,
  buyerId: string,
  currencies: CurrencySettings,
  fixed?: string,
  lines: readonly LineRequest[] = [],
): Promise<SellingCurrency> {
  const quoteId = lines.find(isQuoted)?.quoteId;
  if (!fixed && quoteId) {
    const quote = await db.selectFrom('quotes').select('currency').where('id', '=', quoteId).executeTakeFirst();
    fixed = quote?.currency;
  }
  if (fixed) {
    const offered = sellingCurrency(currencies, fixed);
    if (!offered) throw conflict(t.currencyNotOffered(fixed));
    return offered;
  }
  const { currency, perBase, base } = await buyerCurrency(db, buyerId, currencies);
  return { currency, perBase, base };
}

/**
 * A cart line carries the currency its price was seen in; the buyer's currency read in the
 * checkout's transaction is another (they or the store switched it while the checkout ran, or
 * since they last looked): 409 and nothing placed, whatever the amounts. The cart then shows
 * those lines repriced, and accepting them prices them in the new currency.
 */
export function refuseOtherCurrency(lines: readonly LineRequest[], to: SellingCurrency): void {
  for (const line of lines) {
    if (isQuoted(line) || line.seenCurrency === undefined || line.seenCurrency === to.currency) continue;
    throw conflict(t.cartCurrencyChanged(line.seenCurrency, to.currency));
  }
}

/** The rate as `purchase_orders.exchange_rate` keeps it: exact decimal text, "1" for the base. */
export const exchangeRateText = (to: SellingCurrency): string => (to.currency === to.base ? '1' : String(to.perBase));
