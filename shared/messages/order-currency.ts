/**
 * Texts of orders, payments and company terms in the buyer's currency (PRODUCT.md §17,
 * docs/decisions/031-currencies.md "Orders, payments and credit").
 */
export const orderCurrency = {
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
  /** An amount with more decimals than the currency's minor unit (¥ has none, € two). */
  tooManyDecimals: (label: string, currency: string, digits: number) =>
    digits === 0
      ? `${label} must be a whole number of ${currency}`
      : `${label} must have at most ${digits} decimals in ${currency}`,
  /** The freight a store admin sets, named in `tooManyDecimals`. */
  freightAmount: 'Freight amount',
  /** Stripe takes some currencies only in steps its card networks accept (a three-decimal currency's last digit 0). */
  notChargeableByCard: (amount: string) => `${amount} cannot be charged by card in this currency. Pay by transfer.`,
} as const;
