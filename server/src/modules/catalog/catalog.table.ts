import type { Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';

export interface ProductsTable {
  id: Generated<number>;
  /**
   * The product's code (docs/product/catalog.md), unique. The demo catalog's are stable keys (seeding is
   * idempotent by them); a product added without one gets `RM-` + its zero-padded id.
   */
  sku: string | null;
  name: string;
  picture: string;
  about: string;
  /** Pieces in stock ("Available"); never below zero (docs/product/rules.md#data-money-and-stock). */
  total: number;
  /** Minimum order quantity (MOQ). */
  minimum: number;
  price_cents: number;
  origin: string;
  metal: string | null;
  form: string | null;
  grade: Generated<string | null>;
  standard: Generated<string | null>;
  condition: Generated<string | null>;
  certificate: Generated<string | null>;
  /** JSON of the shared `Dimensions` (millimetres). */
  dimensions: Generated<string>;
  /** Derived from form and dimensions by `mainDimension()` on every write: the size filter's column. */
  main_dimension_mm: Generated<number | null>;
  /**
   * Each dimension of `dimensions` (mm), derived by the database (migration 032: generated on
   * PostgreSQL, set by triggers on SQLite): the dimension filters' columns. Never written.
   */
  od_mm: GeneratedAlways<number | null>;
  wall_mm: GeneratedAlways<number | null>;
  diameter_mm: GeneratedAlways<number | null>;
  thickness_mm: GeneratedAlways<number | null>;
  width_mm: GeneratedAlways<number | null>;
  length_mm: GeneratedAlways<number | null>;
  /** Order multiple. */
  increment: Generated<number>;
  /** Most pieces one order may hold; null for no limit. */
  maximum: Generated<number | null>;
  /** JSON of `[{minQuantity, price}]` (price in dollars, as the API carries it). */
  price_breaks: Generated<string>;
  lead_time_days: Generated<number | null>;
  /** Low on stock below it; null for the default, 3 × MOQ (shared/catalog/stock-status.ts). */
  reorder_point: Generated<number | null>;
  /**
   * `pcs`, `m` or `kg` (migration 013, ADR 017). total, minimum, increment, maximum, reorder_point
   * and the breaks' minQuantity are in whole base units: pieces, millimetres or grams; price_cents
   * is per piece, per metre or per kilogram.
   */
  unit: Generated<string>;
  /** kg/m³ (g/cm³ × 1000, whole); null when not known. */
  density_kg_m3: Generated<number | null>;
  /** Cut-to-length bounds (whole mm) and fee per piece; all null when not cut to length. */
  cut_min_mm: Generated<number | null>;
  cut_max_mm: Generated<number | null>;
  cut_fee_cents: Generated<number | null>;
  /** Fixed price lists by currency (migration 024), JSON; null: every currency is converted from the base. */
  prices_json: Generated<string | null>;
  /** Export compliance (migration 025, PRODUCT.md §19): HS code (6 to 10 digits), ISO alpha-2 origin, classification (null: not controlled). */
  hs_code: Generated<string | null>;
  country_of_origin: Generated<string | null>;
  export_classification: Generated<string | null>;
  /** 1 when the product contains tantalum, tungsten, tin or gold (3TG). */
  conflict_minerals: Generated<number>;
  /**
   * JSON of `{de: {name, about}, fr: {…}}` (migration 036, PRODUCT.md §18); '{}' for none. The
   * public reads answer name and about in the request's language from it (product-content.ts).
   */
  translations: Generated<string>;
  created_at: string;
  updated_at: string;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
export type ProductRowUpdate = Updateable<ProductsTable>;
