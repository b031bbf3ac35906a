/*
 * The front door of modules/remnants (ADR 028): the public listing of remnants (PRODUCT.md §20).
 * Their stock lives with the lots (modules/catalog/remnants.repository.ts); the cart holds them.
 */
export { remnantsRoutes } from './remnants.routes.ts';
