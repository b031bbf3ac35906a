/*
 * The front door of modules/compliance (PRODUCT.md §19): what the rest of the server may use of it
 * (ADR 028). ESLint's zones (eslint.config.js) refuse an import from outside that goes around this file.
 */
export { screenParties } from './screening/screen-parties.ts';
export { conflictMineralsRoutes } from './conflict-minerals/conflict-minerals.routes.ts';
