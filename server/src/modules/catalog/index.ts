/*
 * The front door of modules/catalog: what the rest of the server may use of it (ADR 028).
 * ESLint's zones (eslint.config.js) refuse an import from outside that goes around this file.
 */
export { catalogAdminRoutes } from './catalog-admin.routes.ts';
export { catalogCsvRoutes } from './catalog-csv.routes.ts';
export { CatalogCache } from './catalog.cache.ts';
export { findProduct } from './catalog.repository.ts';
export {
  adjustLot,
  allocateLots,
  barsOf,
  allocationsOf,
  findLot,
  giveBackStock,
  listLots,
  listLotsOf,
  receiveLot,
  type LineAllocationInfo,
  type LotAllocation,
  recordAllocations,
  reconcileUnassigned,
  isBarLot,
} from './lots.repository.ts';
export { type LineWant } from './lot-allocation.ts';
export {
  heldRemnants,
  holdRemnant,
  listRemnants,
  releaseRemnant,
  remnantHoldMinutes,
  type RemnantWithProduct,
  sellRemnants,
} from './remnants.repository.ts';
export { type LotRow } from './lots.table.ts';
export { catalogRoutes } from './catalog.routes.ts';
export { type ProductRow } from './catalog.table.ts';
export { isUniqueViolation } from './manage-products.ts';
export {
  generatedSku,
  lineExportFacts,
  priceBreaksColumn,
  pricedFromRow,
  readDimensions,
  readFixedPrices,
  toApiProduct,
  toLocalProduct,
  unitOf,
} from './product.mapper.ts';
export { listProducts, type ProductQuery } from './catalog.repository.ts';
export { listFacets } from './catalog-facets.ts';
export { takeStockOf, type StockWanted } from './catalog.repository.ts';
