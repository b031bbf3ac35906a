import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface ProductsTable {
  id: Generated<number>;
  /** Stable key of a demo product, so that seeding is idempotent; null for admin-added ones. */
  sku: string | null;
  name: string;
  picture: string;
  about: string;
  /** Pieces in stock ("Available"); never below zero (PRODUCT.md §3). */
  total: number;
  /** Minimum order quantity (MOQ). */
  minimum: number;
  price_cents: number;
  origin: string;
  metal: string | null;
  form: string | null;
  created_at: string;
  updated_at: string;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
export type ProductRowUpdate = Updateable<ProductsTable>;
