import { currentLanguage } from './current-language.ts';
import { type Language, localeOf } from './languages.ts';

/*
 * Numbers, money, quantities and names as the reader's language writes them (PRODUCT.md §18), in
 * one place: "1.250,5 m", "1.234,50 €" in German; English stays American ("1,250.5 m", "$1,234.50").
 * Each takes the language being rendered (currentLanguage()) unless one is passed. Dates
 * ("25.11.2026") are ./format-date.ts, on the same formatters: formatMoney is in the storefront's
 * first load, and with it all of this file, so it stays small.
 */

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames;
const formatters = new Map<string, Formatter>();

// An Intl formatter costs far more to build than to use, and a checkout or a PDF formats many
// values: one per kind, locale and options, built on first use.
function cached<F extends Formatter>(
  Kind: new (locale: string, options: never) => F,
  options: object,
  language = currentLanguage(),
): F {
  const locale = localeOf[language];
  const key = Kind.name + locale + JSON.stringify(options);
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) formatters.set(key, (formatter = new Kind(locale, options as never)));
  return formatter;
}

/** The language's Intl.NumberFormat for `options` (a chart's compact axis, a currency's sign). */
export const numberFormat = (options: Intl.NumberFormatOptions = {}, language?: Language) =>
  cached(Intl.NumberFormat, options, language);

/** The language's Intl.DateTimeFormat for `options` ("Mar 2026" on the overview). */
export const dateTimeFormat = (options: Intl.DateTimeFormatOptions, language?: Language) =>
  cached(Intl.DateTimeFormat, options, language);

/** "1,250.5", "1.250,5", "1 250,5": grouped, up to 3 decimals unless `options` say otherwise. */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions, language?: Language): string =>
  numberFormat(options, language).format(value);

/** "$1,234.50", "1.234,50 €", "¥1,234": an amount in major units, with its currency's own minor digits. */
export const formatMoney = (major: number, currency: string, language?: Language): string =>
  numberFormat({ style: 'currency', currency }, language).format(major);

/** "1,250.5 m", "1.250,5 m": a number and its unit's label. */
export const formatQuantity = (value: number, unitLabel: string, language?: Language): string =>
  `${formatNumber(value, undefined, language)} ${unitLabel}`;

/** "Germany", "Deutschland"; "Euro", "euro": a region's or a currency's name; throws on a malformed code. */
export const displayName = (code: string, type: 'region' | 'currency', language?: Language): string | undefined =>
  cached(Intl.DisplayNames, { type }, language).of(code);
