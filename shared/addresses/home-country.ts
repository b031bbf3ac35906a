/**
 * The home country where no store settings are at hand (ISO 3166-1 alpha-2): reading an address
 * stored before migration 021, a company's or a profile's old free text. An order's own is the
 * origin country of `/settings/shipping` (PRODUCT.md §16), read by checkout with the rates
 * (server/src/modules/orders/order-costs.ts) and written into the order's structured ship-to.
 */
export const homeCountry = 'US';
