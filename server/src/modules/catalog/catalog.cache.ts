import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type PreparedBytes, prepareBytes } from '../../http/prepared-bytes.ts';
import { findProduct, listFacets, listProducts, type ProductQuery } from './catalog.repository.ts';
import { toApiProduct } from './product.mapper.ts';

/** A catalog answer's prepared bytes, with the count of products matching its query before paging (x-total-count). */
export interface CatalogSnapshot extends PreparedBytes {
  count: number;
}

/** How many distinct queries keep their answer; searches beyond that push out the oldest. */
const maxQueries = 256;
/**
 * How many product pages keep their answer (~3 KB each with both compressions): the demo catalog
 * whole, the most recently asked of a large one.
 */
const maxProducts = 4096;

/**
 * Catalog answers, serialized and compressed once and then served as bytes until something
 * changes the catalog (docs/decisions/004-catalog-cache.md): the whole catalog, the home page's
 * first 50 and every page or filter asked for. Every write to products or stock calls
 * `invalidate()`, which forgets them all; the next read of a query rebuilds it once, however many
 * requests arrive meanwhile.
 */
export class CatalogCache {
  #db: Kysely<Database>;
  #snapshots = new Map<string, Promise<CatalogSnapshot>>();
  #products = new Map<number, Promise<CatalogSnapshot | undefined>>();
  #facets: Promise<{ grades: string[]; standards: string[] }> | undefined;
  #listeners = new Set<() => void>();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  get(query: ProductQuery = {}): Promise<CatalogSnapshot> {
    const key = cacheKey(query);
    let snapshot = this.#snapshots.get(key);
    if (!snapshot) {
      const building = this.#build(query);
      snapshot = building;
      if (this.#snapshots.size >= maxQueries) this.#snapshots.delete(this.#snapshots.keys().next().value!);
      this.#snapshots.set(key, building);
      // A failed build must not be cached. (A build that an invalidation overtook is already
      // forgotten: invalidate() emptied the map, so the next read starts a fresh one.)
      building.catch(() => {
        if (this.#snapshots.get(key) === building) this.#snapshots.delete(key);
      });
    }
    return snapshot;
  }

  /**
   * One product (GET /products/{id}) as prepared bytes, or undefined when there is none. The
   * product page and every card link read it; a database query, the mapper and the response
   * schema per read were most of that route's time (README, Performance).
   */
  product(id: number): Promise<CatalogSnapshot | undefined> {
    let snapshot = this.#products.get(id);
    if (!snapshot) {
      const building = this.#buildProduct(id);
      snapshot = building;
      if (this.#products.size >= maxProducts) this.#products.delete(this.#products.keys().next().value!);
      this.#products.set(id, building);
      // Neither a failure nor "no such product" is kept: the product may be created next.
      building.then(
        (found) => {
          if (!found && this.#products.get(id) === building) this.#products.delete(id);
        },
        () => {
          if (this.#products.get(id) === building) this.#products.delete(id);
        },
      );
    }
    return snapshot;
  }

  /** The grades and standards the catalog has (GET /products/facets), built once per change. */
  facets(): Promise<{ grades: string[]; standards: string[] }> {
    if (!this.#facets) {
      const building = listFacets(this.#db);
      this.#facets = building;
      building.catch(() => {
        if (this.#facets === building) this.#facets = undefined;
      });
    }
    return this.#facets;
  }

  /** Forget every answer; `notify` false when the change was announced by another process. */
  invalidate(notify = true): void {
    this.#snapshots.clear();
    this.#products.clear();
    this.#facets = undefined;
    if (notify) for (const listener of this.#listeners) listener();
  }

  onInvalidate(listener: () => void): void {
    this.#listeners.add(listener);
  }

  async #build(query: ProductQuery): Promise<CatalogSnapshot> {
    const { rows, count } = await listProducts(this.#db, query);
    return snapshotOf(JSON.stringify(rows.map(toApiProduct)), count);
  }

  async #buildProduct(id: number): Promise<CatalogSnapshot | undefined> {
    const row = await findProduct(this.#db, id);
    return row && snapshotOf(JSON.stringify(toApiProduct(row)), 1);
  }
}

function snapshotOf(text: string, count: number): CatalogSnapshot {
  return { ...prepareBytes(text), count };
}

/**
 * Every field of the query, in a fixed order, so that two queries share an answer only when they
 * ask the same thing (a field added to ProductQuery must be added here: the type says so).
 */
function cacheKey(query: ProductQuery): string {
  const fields: { [K in keyof Required<ProductQuery>]: ProductQuery[K] } = {
    limit: query.limit,
    offset: query.offset,
    q: query.q,
    metal: query.metal,
    form: query.form,
    grade: query.grade,
    standard: query.standard,
    inStock: query.inStock,
    lowStock: query.lowStock,
    sizeMin: query.sizeMin,
    sizeMax: query.sizeMax,
    sort: query.sort,
  };
  return JSON.stringify(Object.values(fields));
}
