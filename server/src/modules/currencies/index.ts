/*
 * The front door of modules/currencies: what the rest of the server may use of it (ADR 028).
 * ESLint's zones (eslint.config.js) refuse an import from outside that goes around this file.
 */
export { buyerCurrency, type BuyerCurrency, type CurrencySource } from './buyer-currency.ts';
export { currencyRoutes } from './currency.routes.ts';
