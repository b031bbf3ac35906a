import { echo } from '../echo.ts';
import { localized } from '../i18n/localized.ts';

/** Texts of currencies (PRODUCT.md §17). Kept out of the `messages` aggregate: the first load does not need them. */
export const currencyTexts = localized(
  'currencyTexts',
  {
    /** `?currency=` names a code the store does not offer (or no currency at all): the 400's message. */
    notOffered: (code: string) => `The store does not sell in ${echo(code)}`,
  },
  'currencies',
);

/** Fixed prices by currency (`prices`, PRODUCT.md §17): the 400's messages name the currency. */
export const fixedPriceTexts = localized(
  'fixedPriceTexts',
  {
    notOffered: (code: string) => `Prices in ${echo(code)}: the store does not sell in ${echo(code)}`,
    isBase: (code: string) =>
      `Prices in ${echo(code)}: ${echo(code)} is the base currency; set the product's price instead`,
    price: (code: string) => `The price in ${code}`,
    priceBreak: (code: string) => `A price break in ${code}`,
    inCurrency: (code: string, message: string) => `Prices in ${code}: ${message}`,
    /** The admin forms' section of fixed prices (Add Product, Edit product). */
    section: 'Prices in other currencies',
    sectionHint: "Leave a price empty to convert it from the product's price at the day's rate.",
    priceIn: (code: string) => `Price in ${code}`,
    breaksIn: (code: string) => `Price breaks in ${code}`,
  },
  'currencies',
);
