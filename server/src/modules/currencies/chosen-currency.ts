import type { Kysely } from 'kysely';
import { type ChosenCurrency } from '#shared/currencies/chosen-currency.schema.ts';
import { currencyChooser } from '#shared/messages/currency-chooser.ts';
import { currencyTexts } from '#shared/messages/currencies.ts';
import { sellingCurrency } from '#shared/money/currency.ts';
import type { CurrencySettings } from '#shared/settings/currencies.schema.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict } from '../../http-errors.ts';
import { saveProfileFields } from '../../db/save-profile.ts';
import { readSettings } from '../settings/index.ts';
import { buyerCurrency } from './buyer-currency.ts';

/** The offered list as the chooser shows it: the base first, then the others as the settings list them. */
const offeredOf = (settings: CurrencySettings) => [
  settings.base,
  ...settings.offered.filter((code) => code !== settings.base),
];

const saveOnProfile = (db: Kysely<Database>, userId: string, currency: string | null) =>
  saveProfileFields(db, userId, { currency });

/**
 * The currency a caller sees and orders in (PRODUCT.md §17): a signed-in buyer's company's, else
 * the one on their profile, else the visitor's cookie, else the base. A buyer who chose a currency
 * as a visitor keeps it once signed in: a profile without a choice takes the cookie's, so the cart
 * and checkout (which read the profile, `buyerCurrency`) price in what the pages showed.
 */
export async function readChosenCurrency(
  db: Kysely<Database>,
  userId: string | null,
  cookie: string | undefined,
): Promise<ChosenCurrency> {
  const settings = await readSettings(db, 'currencies');
  const offered = offeredOf(settings);
  const fromCookie = cookie ? sellingCurrency(settings, cookie) : undefined;
  if (userId) {
    const buyer = await buyerCurrency(db, userId, settings);
    if (buyer.source !== 'base' || !fromCookie)
      return { currency: buyer.currency, base: settings.base, offered, source: buyer.source };
    await saveOnProfile(db, userId, fromCookie.currency);
    return { currency: fromCookie.currency, base: settings.base, offered, source: 'profile' };
  }
  if (fromCookie) return { currency: fromCookie.currency, base: settings.base, offered, source: 'cookie' };
  return { currency: settings.base, base: settings.base, offered, source: 'base' };
}

/**
 * PUT /currency: `code` (an offered currency) or null (the base) for the caller; saved on a
 * signed-in buyer's profile, and answered for the route to keep in the cookie. A company member's
 * currency is the store's setting for the company: 409, nothing saved. A code the store does not
 * offer: 400.
 */
export async function chooseCurrency(
  db: Kysely<Database>,
  userId: string | null,
  code: string | null,
): Promise<ChosenCurrency> {
  const settings = await readSettings(db, 'currencies');
  const chosen = code === null ? undefined : sellingCurrency(settings, code);
  if (code !== null && !chosen) throw badRequest(currencyTexts.notOffered(code));
  if (userId) {
    const buyer = await buyerCurrency(db, userId, settings);
    if (buyer.source === 'company') throw conflict(currencyChooser.companyDecides(buyer.currency));
    await saveOnProfile(db, userId, chosen?.currency ?? null);
  }
  const currency = chosen?.currency ?? settings.base;
  return {
    currency,
    base: settings.base,
    offered: offeredOf(settings),
    source: chosen ? (userId ? 'profile' : 'cookie') : 'base',
  };
}
