import type { Kysely } from 'kysely';
import { dimensionBounds, type ProductFacets } from '#shared/catalog/product-query.schema.ts';
import { type DimensionKey, dimensionKeys, forms, metals } from '#shared/catalog/taxonomy.ts';
import type { Database } from '../../db/database.ts';
import { dimensionColumn } from '../../db/migrations/032-dimension-filters.ts';
import { type FacetName, filteredProducts, type ProductQuery } from './catalog.repository.ts';

type DimensionRange = NonNullable<ProductFacets['dimensions'][DimensionKey]>;

/** "Grade 2" before "Grade 12": both engines' answers sorted the same way, as people read them. */
const facetOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Whether the query filters on the facet's own field (then that facet is answered without it). */
function filters(query: ProductQuery, name: FacetName): boolean {
  if (name === 'metal' || name === 'form' || name === 'grade' || name === 'standard') return query[name] !== undefined;
  const bounds = dimensionBounds.find((bound) => bound.key === name)!;
  return query[bounds.min] !== undefined || query[bounds.max] !== undefined;
}

const facetNames: FacetName[] = ['metal', 'form', 'grade', 'standard', ...dimensionKeys];

/**
 * One pass over the products the filters leave (less `except`'s own): each combination of metal,
 * form, grade and standard with each dimension's smallest and largest value. The combinations are
 * few (hundreds at most), so the lists and ranges are read off them.
 */
function facetRows(db: Kysely<Database>, query: ProductQuery, except?: FacetName) {
  const { base } = filteredProducts(db, query, except);
  return base
    .select((eb) => [
      'products.metal',
      'products.form',
      'products.grade',
      'products.standard',
      ...dimensionKeys.flatMap((key) => [
        eb.fn.min<number | null>(`products.${dimensionColumn(key)}`).as(`${key}_min`),
        eb.fn.max<number | null>(`products.${dimensionColumn(key)}`).as(`${key}_max`),
      ]),
    ])
    .groupBy(['products.metal', 'products.form', 'products.grade', 'products.standard'])
    .execute() as Promise<FacetRow[]>;
}

type FacetRow = { metal: string | null; form: string | null; grade: string | null; standard: string | null } & Record<
  `${DimensionKey}_${'min' | 'max'}`,
  number | string | null
>;

/**
 * GET /products/facets (PRODUCT.md §23): for each facet, what the products that the query's other
 * filters leave have. A query with n facet filters costs 1 + n grouped reads (each facet whose own
 * filter is set is read without it); the catalog cache keeps the answers until the catalog changes.
 */
export async function listFacets(db: Kysely<Database>, query: ProductQuery = {}): Promise<ProductFacets> {
  const own = facetNames.filter((name) => filters(query, name));
  const [all, ...without] = await Promise.all([
    facetRows(db, query),
    ...own.map((name) => facetRows(db, query, name)),
  ]);
  const rowsOf = (name: FacetName) => {
    const index = own.indexOf(name);
    return index < 0 ? all! : without[index]!;
  };
  const distinct = (name: 'metal' | 'form' | 'grade' | 'standard') =>
    new Set(rowsOf(name).flatMap((row) => (row[name] === null ? [] : [row[name]])));
  const present = <T extends string>(values: readonly T[], name: 'metal' | 'form') => {
    const found = distinct(name);
    return values.filter((value) => found.has(value));
  };
  const dimensions = Object.fromEntries(dimensionKeys.map((key) => [key, rangeOf(rowsOf(key), key)])) as Record<
    DimensionKey,
    DimensionRange | null
  >;
  return {
    grades: [...distinct('grade')].sort(facetOrder.compare),
    standards: [...distinct('standard')].sort(facetOrder.compare),
    metals: present(metals, 'metal'),
    forms: present(forms, 'form'),
    dimensions,
  };
}

function rangeOf(rows: FacetRow[], key: DimensionKey): DimensionRange | null {
  let range: DimensionRange | null = null;
  for (const row of rows) {
    const low = row[`${key}_min`];
    const high = row[`${key}_max`];
    if (low === null || high === null) continue;
    // PostgreSQL's driver may answer an aggregate of doubles as text; SQLite answers numbers.
    const min = Number(low);
    const max = Number(high);
    range = range ? { min: Math.min(range.min, min), max: Math.max(range.max, max) } : { min, max };
  }
  return range;
}
