/*
 * The front door of modules/quotes: what the rest of the server may use of it (ADR 028).
 * ESLint's zones (eslint.config.js) refuse an import from outside that goes around this file.
 */
export { renderQuoteMail } from './quote-mail.ts';
export { quotesRoutes } from './quotes.routes.ts';
