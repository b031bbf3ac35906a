/*
 * The front door of modules/conflict-minerals: the store's conflict-minerals reports per metal
 * (PRODUCT.md §19). Its own module, not part of modules/compliance, because it serves uploaded
 * files through modules/documents, which modules/companies (a user of screening) also reaches:
 * one module would close a cycle (ADR 028).
 */
export { conflictMineralsRoutes } from './conflict-minerals.routes.ts';
