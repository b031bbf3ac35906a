import { localized } from '../i18n/localized.ts';
/**
 * Texts of an order's money in its own currency (PRODUCT.md §17, ADR 031): the checkout, payments
 * and company terms in the buyer's currency ("Orders, payments and credit"), amounts that do not fit
 * the currency's minor unit, quotes, the statement's totals per currency and the overview's stale
 * rates ("Documents, mails and the overview"). Read by the server, tests and the back-office and
 * company pages (loaded when opened), so they stay out of `messages` (shared/messages.ts).
 */
export const orderCurrency = localized(
  'orderCurrency',
  {
    /** Checkout: the cart was priced in one currency, and the buyer's currency is another by the time it is placed. */
    cartCurrencyChanged: (seen: string, now: string) =>
      `Your cart was priced in ${seen}, but you now order in ${now}. Review your cart to accept the prices in ${now}, then place the order again.`,
    /** An accepted quote (or another priced order) in a currency the store no longer offers. */
    currencyNotOffered: (code: string) => `The store no longer sells in ${code}.`,
    /** PATCH /companies/{id} {currency}: not in /settings/currencies' offered list. */
    companyCurrencyNotOffered: (code: string, offered: string) =>
      `The store does not offer ${code}: choose one of ${offered}, or null for the store's base currency.`,
    /** A payment or transfer in another currency than the order's. */
    wrongCurrency: (given: string, order: string) => `This order is paid in ${order}, not in ${given}.`,
    /** What the amount checks name: a store admin's freight quote, the store's quoted unit price. */
    labels: { freightAmount: 'Freight amount', unitPrice: 'The unit price' },
    /** An amount with more decimals than its currency has (¥12.5; $1.005). */
    tooManyDecimals: (label: string, currency: string, digits: number) =>
      digits === 0
        ? `${label} must be a whole number of ${currency} (${currency} has no minor unit)`
        : `${label} can have at most ${digits === 1 ? 'one decimal' : `${digits} decimals`} in ${currency}`,
    /** Stripe takes some currencies only in steps its card networks accept (a three-decimal currency's last digit 0). */
    notChargeableByCard: (amount: string) => `${amount} cannot be charged by card in this currency. Pay by transfer.`,
    /** The quote's unit price field, in the quote's currency. */
    quotePriceIn: (currency: string) => `Unit price (${currency})`,
    /** The statement's totals of one currency, when the open invoices are in several. */
    totalsIn: (currency: string) => `Totals in ${currency}`,
    /** The overview's warning of exchange rates not updated for more than a week. */
    staleRatesTitle: 'Exchange rates need updating',
    staleRate: (currency: string, asOf: string, days: number) =>
      `${currency}: the rate is from ${asOf}, ${days} days ago.`,
    staleRatesHint: (days: number) =>
      `New orders are priced at these rates. Update them in Settings › Currencies when they are older than ${days} days.`,
    staleRatesLink: 'Update the rates',
  } as const,
  'order-currency',
);
