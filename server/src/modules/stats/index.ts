/*
 * The front door of modules/stats: what the rest of the server may use of it (ADR 028).
 * ESLint's zones (eslint.config.js) refuse an import from outside that goes around this file.
 */
export { statsRoutes } from './stats.routes.ts';
export { readOverview } from './overview.ts';
export { forgetTopProductSales } from './top-products-memo.ts';
