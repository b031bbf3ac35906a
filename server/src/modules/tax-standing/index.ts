/*
 * The front door of modules/tax-standing: what the rest of the server may use of it (ADR 028, 030).
 * ESLint's zones (eslint.config.js) refuse an import from outside that goes around this file.
 */
export { taxExemptionsRoutes } from './tax-exemptions.routes.ts';
export { taxStandingOf, type TaxStanding } from './tax-standing.ts';
export { vatChecksPlugin } from './vat-checks.plugin.ts';
