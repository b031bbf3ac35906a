import { localized } from '../i18n/localized.ts';
/** Texts of the navbar's currency chooser and PUT /currency (PRODUCT.md §17). */
export const currencyChooser = localized(
  'currencyChooser',
  {
    /** The select's accessible name. */
    label: 'Currency',
    /** A company member's currency is the store's setting for their company. */
    setForCompany: (currency: string) => `Your company orders in ${currency}; the store sets it.`,
    /** PUT /currency by a company member: 409. */
    companyDecides: (currency: string) =>
      `Your company orders in ${currency}: the store sets a company's currency. Ask the store to change it.`,
    /** The toast after a change. */
    changed: (currency: string) => `Prices are now shown in ${currency}.`,
  },
  'currency-chooser',
);
