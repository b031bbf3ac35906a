/*
 * The front door of modules/lots (PRODUCT.md §20, stock by heat): the HTTP side of heat lots. The
 * stock itself, lots included, is the catalog's (catalog/lots.repository.ts).
 */
export { lotsRoutes } from './lots.routes.ts';
