/**
 * Every text a user sees that the specification (docs/product) quotes, verbatim, typos and trailing spaces included
 * (docs/product/overview.md#the-contract). The web app and the server both read from here; tests import it instead of
 * repeating strings.
 */
import { messages as storefront } from './messages/storefront.ts';
import { errors } from './messages/errors.ts';
import { validation } from './messages/validation.ts';
import { purchaseOrders } from './messages/purchase-orders.ts';
import { cart } from './messages/cart.ts';
import { orderPages } from './messages/order-pages.ts';
import { catalogFilters } from './messages/catalog-filters.ts';
import { general } from './messages/general.ts';
import { merged } from './i18n/merged.ts';

export const messages = merged(
  storefront,
  {
    errors,
    catalog: merged(storefront.catalog, catalogFilters),
    validation,
    purchaseOrders,
    cart,
    orderPages,
  },
  general,
);
