import type { Kysely } from 'kysely';
import { baseCurrency, type SellingCurrency } from '#shared/money/currency.ts';
import type { CurrencySettings } from '#shared/settings/currencies.schema.ts';
import type { Database } from '../../db/database.ts';
import { type PreparedBytes, prepareBytes } from '../../http/prepared-bytes.ts';
import { readSettings } from '../settings/index.ts';
import type { ProductFacets } from '#shared/catalog/product-query.schema.ts';
import { dimensionBoundKeys } from '#shared/catalog/product-query.schema.ts';
import { listFacets } from './catalog-facets.ts';
import { findProduct, listProducts, type ProductQuery } from './catalog.repository.ts';
import { toApiProductIn } from './product.mapper.ts';
import { currentLanguage } from '#shared/i18n/current-language.ts';
import type { Language } from '#shared/i18n/languages.ts';

/** A catalog answer's prepared bytes, with the count of products matching its query before paging (x-total-count). */
export interface CatalogSnapshot extends PreparedBytes {
  count: number;
  /** The query as searched when a misspelt word was read as a catalog word (x-did-you-mean). */
  didYouMean?: string;
  /** The products hold some of the search's words, none all of them (x-search-partial). */
  partial?: true;
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
 *
 * Answers are kept per currency (PRODUCT.md §17): the conversion runs when a snapshot is built,
 * never per request. The currency settings are kept here too, read once per invalidation; saving
 * `/settings/currencies` invalidates the cache, so new rates show in the next read.
 *
 * And per language (PRODUCT.md §18): a product's name and about are in the reader's language, the
 * request's unless named.
 */
export class CatalogCache {
  #db: Kysely<Database>;
  #snapshots = new Map<string, Promise<CatalogSnapshot>>();
  #products = new Map<string, Promise<CatalogSnapshot | undefined>>();
  #currencies: Promise<CurrencySettings> | undefined;
  #facets = new Map<string, Promise<ProductFacets>>();
  #listeners = new Set<() => void>();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The currency settings as the catalog prices with them, read from the database once per invalidation. */
  currencies(): Promise<CurrencySettings> {
    if (!this.#currencies) {
      const reading = readSettings(this.#db, 'currencies');
      this.#currencies = reading;
      reading.catch(() => {
        if (this.#currencies === reading) this.#currencies = undefined;
      });
    }
    return this.#currencies;
  }

  /** One query's answer with prices in `currency` (the base when omitted). */
  async get(
    query: ProductQuery = {},
    currency?: SellingCurrency,
    language: Language = currentLanguage(),
  ): Promise<CatalogSnapshot> {
    const to = currency ?? baseCurrency(await this.currencies());
    const key = `${language}:${currencyKey(to)}${cacheKey(query)}`;
    let snapshot = this.#snapshots.get(key);
    if (!snapshot) {
      const building = this.#build(query, to, language);
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
  async product(
    id: number,
    currency?: SellingCurrency,
    language: Language = currentLanguage(),
  ): Promise<CatalogSnapshot | undefined> {
    const to = currency ?? baseCurrency(await this.currencies());
    const key = `${language}:${currencyKey(to)}${id}`;
    let snapshot = this.#products.get(key);
    if (!snapshot) {
      const building = this.#buildProduct(id, to, language);
      snapshot = building;
      if (this.#products.size >= maxProducts) this.#products.delete(this.#products.keys().next().value!);
      this.#products.set(key, building);
      // Neither a failure nor "no such product" is kept: the product may be created next.
      building.then(
        (found) => {
          if (!found && this.#products.get(key) === building) this.#products.delete(key);
        },
        () => {
          if (this.#products.get(key) === building) this.#products.delete(key);
        },
      );
    }
    return snapshot;
  }

  /**
   * GET /products/facets for a query's filters (the whole catalog's without one), built once per
   * change; the route's check of a grade or standard reads the whole catalog's.
   */
  facets(query: ProductQuery = {}): Promise<ProductFacets> {
    // Paging and order do not change what the filters leave; an unset flag is the same as false.
    const key = cacheKey({
      ...query,
      inStock: query.inStock || undefined,
      lowStock: query.lowStock || undefined,
      limit: undefined,
      offset: undefined,
      sort: undefined,
    });
    let facets = this.#facets.get(key);
    if (!facets) {
      const building = listFacets(this.#db, query);
      facets = building;
      if (this.#facets.size >= maxQueries) this.#facets.delete(this.#facets.keys().next().value!);
      this.#facets.set(key, building);
      building.catch(() => {
        if (this.#facets.get(key) === building) this.#facets.delete(key);
      });
    }
    return facets;
  }

  /** Forget every answer; `notify` false when the change was announced by another process. */
  invalidate(notify = true): void {
    this.#snapshots.clear();
    this.#products.clear();
    this.#facets.clear();
    this.#currencies = undefined;
    if (notify) for (const listener of this.#listeners) listener();
  }

  onInvalidate(listener: () => void): void {
    this.#listeners.add(listener);
  }

  async #build(query: ProductQuery, to: SellingCurrency, language: Language): Promise<CatalogSnapshot> {
    const { rows, count, didYouMean, partial } = await listProducts(this.#db, query);
    const snapshot = snapshotOf(JSON.stringify(rows.map((row) => toApiProductIn(row, to, language))), count);
    return { ...snapshot, ...(didYouMean !== undefined && { didYouMean }), ...(partial && { partial }) };
  }

  async #buildProduct(id: number, to: SellingCurrency, language: Language): Promise<CatalogSnapshot | undefined> {
    const row = await findProduct(this.#db, id);
    return row && snapshotOf(JSON.stringify(toApiProductIn(row, to, language)), 1);
  }
}

function snapshotOf(text: string, count: number): CatalogSnapshot {
  return { ...prepareBytes(text), count };
}

/**
 * The currency and its rate: a build that started before a rate changed keeps its old key, which
 * no read after the change asks for.
 */
const currencyKey = (to: SellingCurrency) => `${to.currency}@${to.perBase}:`;

/**
 * Every field of the query, in a fixed order, so that two queries share an answer only when they
 * ask the same thing (a field added to ProductQuery must be added here: the type says so).
 */
function cacheKey(query: ProductQuery): string {
  const bounds = Object.fromEntries(dimensionBoundKeys.map((key) => [key, query[key]])) as Required<
    Pick<ProductQuery, (typeof dimensionBoundKeys)[number]>
  >;
  const fields: { [K in keyof Required<ProductQuery>]: ProductQuery[K] } = {
    ...bounds,
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
