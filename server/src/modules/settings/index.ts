/*
 * The front door of modules/settings: what the rest of the server may use of it (ADR 028).
 * ESLint's zones (eslint.config.js) refuse an import from outside that goes around this file.
 */
export { settingsRoutes } from './settings.routes.ts';
export { fillUnsetSettings, readSettings, readSettingsSections } from './settings.repository.ts';
