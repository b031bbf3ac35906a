import { localized } from '../i18n/localized.ts';
/** Finding past orders (issue 32): My Orders and Manage All Orders' filters and their API's answers. */
export const orderSearch = localized(
  'orderSearch',
  {
    /** GET /purchase-orders?from=&to= (YYYY-MM-DD). */
    from: 'Placed from',
    to: 'Placed to',
    rangeBackwards: 'The "Placed to" date must be on or after the "Placed from" date',
    /** My Orders' search box (a buyer's or company admin's own orders, their lines' products too). */
    searchHint: 'Order number, PO number or product',
    clearFilters: 'Clear filters',
  } as const,
  'order-search',
);

/** My Orders for a company admin: their own orders or every order of the company (GET /purchase-orders without scope=mine). */
export const orderScope = localized(
  'orderScope',
  {
    label: 'Orders',
    mine: 'Mine',
    company: "My company's",
  } as const,
  'order-search',
);
