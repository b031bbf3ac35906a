/*
 * The front door of modules/accounts: what the rest of the server may use of it (ADR 028).
 * ESLint's zones (eslint.config.js) refuse an import from outside that goes around this file.
 */
export { authProvidersRoutes } from './auth-providers.routes.ts';
export { authFailures, createAuth, sessionTimings, type Auth } from './auth.ts';
export { clientIpHeader } from './client-ip.ts';
export { demoteUnverifiedConfiguredAdmins, findUserByEmail } from './users.repository.ts';
export { usersRoutes } from './users.routes.ts';
export { runAdminCommand } from './admin-command.ts';
