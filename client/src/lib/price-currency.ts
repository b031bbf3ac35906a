import { createContext, useContext } from 'react';
import { formatMoney } from '#shared/money/format-money.ts';

/*
 * The currency the prices of a page part are in (PRODUCT.md §17): the product's, as the catalog
 * answered it. The product page and the Purchase page provide it around their price tables, live
 * prices and member prices, which format with it; USD (the base) where nothing provides one.
 */
const PriceCurrency = createContext('USD');

export const PriceCurrencyProvider = PriceCurrency.Provider;

/** The provided currency's formatter of a major-unit amount: "$1,234.50", "€98.00", "¥10,371". */
export function useFormatPrice(): (major: number) => string {
  const currency = useContext(PriceCurrency);
  return (major) => formatMoney(major, currency);
}
