import type { Kysely } from 'kysely';
import { dimensionBounds, type ProductFacets } from '#shared/catalog/product-query.schema.ts';
import { type DimensionKey, dimensionKeys, forms, metals } from '#shared/catalog/taxonomy.ts';
import type { Database } from '../../db/database.ts';
import { dimensionColumn } from '../../db/migrations/032-dimension-filters.ts';
import { type FacetName, filteredProducts, type ProductQuery, type SearchedQuery } from './catalog.repository.ts';
import { searchMatches } from './product-search.ts';

type DimensionRange = NonNullable<ProductFacets['dimensions'][DimensionKey]>;

/**
 * "Grade 2" before "Grade 12": both engines' answers sorted the same way, as people read them. An
 * order, not a locale format (shared/i18n/format.ts): the same in every language, as the catalog
 * cache keeps one answer for all of them and grades and standards are not translated.
 */
const facetOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const listFacetNames = ['metal', 'form', 'grade', 'standard'] as const;

/** Whether the query filters on the list facet's own field (then that facet is answered without it). */
const filters = (query: SearchedQuery, name: 'metal' | 'form' | 'grade' | 'standard') => query[name] !== undefined;

/**
 * The combinations of metal, form, grade and standard among the products the filters leave (less
 * `except`'s own): a few hundred at most, read off the index of migration 032 (metal, form, grade,
 * standard) when nothing else narrows; the lists are read off them.
 */
function listRows(db: Kysely<Database>, query: SearchedQuery, except?: FacetName): Promise<ListRow[]> {
  const { base } = filteredProducts(db, query, except);
  const columns = ['products.metal', 'products.form', 'products.grade', 'products.standard'] as const;
  return base
    .select(columns)
    .groupBy([...columns])
    .execute();
}

type ListRow = { metal: string | null; form: string | null; grade: string | null; standard: string | null };

/**
 * A dimension's smallest and largest value among the products the other filters leave, each the
 * first row of that dimension's index in one direction that passes them: the whole catalog's range
 * is two index lookups, and a filter most products pass (in stock, a dimension range) stops early.
 */
async function rangeByIndex(
  db: Kysely<Database>,
  query: SearchedQuery,
  key: DimensionKey,
): Promise<DimensionRange | null> {
  const column = `products.${dimensionColumn(key)}` as const;
  const end = async (direction: 'asc' | 'desc') => {
    const { base } = filteredProducts(db, query, key);
    const row = await base
      .select(`${column} as value`)
      .where(column, 'is not', null)
      .orderBy(column, direction)
      .limit(1)
      .executeTakeFirst();
    return row?.value ?? null;
  };
  const [min, max] = await Promise.all([end('asc'), end('desc')]);
  return min === null || max === null ? null : { min: Number(min), max: Number(max) };
}

/**
 * Every dimension's range in one pass over the products the filters leave (less `except`'s own):
 * for a metal, form, grade or standard, whose products the index of migration 032 (those four and
 * the dimensions) holds whole, so the pass never reads the table.
 */
async function rangesInOnePass(
  db: Kysely<Database>,
  query: SearchedQuery,
  except?: DimensionKey,
): Promise<Record<DimensionKey, DimensionRange | null>> {
  const { base } = filteredProducts(db, query, except);
  const row = (await base
    .select((eb) => [
      ...dimensionKeys.flatMap((key) => [
        eb.fn.min<number | null>(`products.${dimensionColumn(key)}`).as(`${key}_min`),
        eb.fn.max<number | null>(`products.${dimensionColumn(key)}`).as(`${key}_max`),
      ]),
      // Not read: an aggregate besides min and max keeps PostgreSQL from turning each of the twelve
      // into a walk of its dimension's own index filtered by metal (0.4 s for titanium at 100k),
      // so the one pass reads the facets index (metal, form, … and the dimensions) as meant.
      eb.fn.countAll().as('matches'),
    ])
    .executeTakeFirst()) as Record<string, number | string | null> | undefined;
  return Object.fromEntries(
    dimensionKeys.map((key) => {
      const min = row?.[`${key}_min`] ?? null;
      const max = row?.[`${key}_max`] ?? null;
      // PostgreSQL's driver may answer an aggregate as text; SQLite answers numbers.
      return [key, min === null || max === null ? null : { min: Number(min), max: Number(max) }];
    }),
  ) as Record<DimensionKey, DimensionRange | null>;
}

/**
 * Each dimension's range for the facets: in one pass (plus one per bounded dimension, without its
 * own bounds) when a search, or a metal, form, grade or standard, narrows the catalog; else by
 * index lookups, which a filter most products pass does not slow.
 */
async function dimensionRanges(
  db: Kysely<Database>,
  query: SearchedQuery,
): Promise<Record<DimensionKey, DimensionRange | null>> {
  // A search narrows like a list facet: walking a dimension's index for the first match read the
  // words of every product with that dimension, the whole index for one the matches lack (0.3–0.6 s
  // at 100k on PostgreSQL for "titanium tube"); one pass over the matches reads each once.
  if (!query.searchPlan && !listFacetNames.some((name) => filters(query, name))) {
    const ranges = await Promise.all(dimensionKeys.map((key) => rangeByIndex(db, query, key)));
    return Object.fromEntries(dimensionKeys.map((key, index) => [key, ranges[index]!])) as Record<
      DimensionKey,
      DimensionRange | null
    >;
  }
  const bounded = dimensionBounds
    .filter(({ min, max }) => query[min] !== undefined || query[max] !== undefined)
    .map(({ key }) => key);
  const [all, ...without] = await Promise.all([
    rangesInOnePass(db, query),
    ...bounded.map((key) => rangesInOnePass(db, query, key)),
  ]);
  const ranges = { ...all! };
  bounded.forEach((key, index) => {
    ranges[key] = without[index]![key];
  });
  return ranges;
}

/**
 * GET /products/facets (PRODUCT.md §23): for each facet, what the products that the query's other
 * filters leave have. The lists cost 1 + n grouped reads of an index for n of metal, form, grade and
 * standard filtered (each read without its own filter), the ranges as `dimensionRanges` says; the
 * catalog cache keeps the answers until the catalog changes.
 */
export async function listFacets(db: Kysely<Database>, asked: ProductQuery = {}): Promise<ProductFacets> {
  // The search read once, as the list reads it (only its first reading: every word found).
  const query = { ...asked, searchPlan: asked.q ? await searchMatches(db, asked.q) : undefined };
  const own = listFacetNames.filter((name) => filters(query, name));
  const [lists, ranges] = await Promise.all([
    Promise.all([listRows(db, query), ...own.map((name) => listRows(db, query, name))]),
    dimensionRanges(db, query),
  ]);
  const [all, ...without] = lists;
  const rowsOf = (name: (typeof listFacetNames)[number]) => {
    const index = own.indexOf(name);
    return index < 0 ? all! : without[index]!;
  };
  const distinct = (name: (typeof listFacetNames)[number]) =>
    new Set(rowsOf(name).flatMap((row) => (row[name] === null ? [] : [row[name]])));
  const present = <T extends string>(values: readonly T[], name: 'metal' | 'form') => {
    const found = distinct(name);
    return values.filter((value) => found.has(value));
  };
  return {
    grades: [...distinct('grade')].sort(facetOrder.compare),
    standards: [...distinct('standard')].sort(facetOrder.compare),
    metals: present(metals, 'metal'),
    forms: present(forms, 'form'),
    dimensions: ranges,
  };
}
