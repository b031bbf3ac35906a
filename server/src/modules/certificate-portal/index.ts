/*
 * The front door of modules/certificate-portal (PRODUCT.md §20): what the rest of the server may
 * use of it (ADR 028).
 */
export { certificatePortalRoutes } from './certificates.routes.ts';
