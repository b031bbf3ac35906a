/*
 * The front door of modules/compliance (PRODUCT.md §19): what the rest of the server may use of it
 * (ADR 028). ESLint's zones (eslint.config.js) refuse an import from outside that goes around this file.
 */
export { screenParties } from './screening/screen-parties.ts';
export { companyScreeningJson, companyScreeningOf, flagCompany } from './screening/screen-companies.ts';
export { screeningListRoutes } from './screening/screening-list.routes.ts';
export { seedDemoScreeningList } from './screening/demo-screening-list.ts';
