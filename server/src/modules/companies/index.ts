/*
 * The front door of modules/companies: what the rest of the server may use of it (ADR 028).
 * ESLint's zones (eslint.config.js) refuse an import from outside that goes around this file.
 */
export { accountUnitCents, accountUnitMinor, discountPercentOf } from './account-pricing.ts';
export { companyBalances, spentThisMonthCents } from './balances.ts';
export { companiesRoutes } from './companies.routes.ts';
export { companyCurrencyOf, inCompanyCurrency, type OrderAmount } from './company-currency.ts';
export { invoicedStatuses, receivablesCents } from './ledger.ts';
export { membershipRoutes } from './membership.routes.ts';
export { membershipOf, type Membership } from './membership.ts';
export {
  canPayPurchaseOrder,
  canSeePurchaseOrder,
  orderAccessOf,
  visiblePurchaseOrders,
  type OrderAccess,
} from './order-visibility.ts';
export { statementRoutes } from './statement.routes.ts';
