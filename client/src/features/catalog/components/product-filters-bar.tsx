import { formLabels, forms, metalLabels, metals } from '#shared/catalog/taxonomy.ts';
import { messages } from '#shared/messages/storefront.ts';
import { useProductFacets } from '../../../lib/queries/product-facets.ts';
import { dimensionBoundKeys } from '#shared/catalog/product-query.schema.ts';
import { type ProductFilters, toFilterQuery } from '../products-search.ts';
import type { FilterChange } from '../use-product-filters.ts';
import { FacetSelect } from '../../../components/catalog/facet-select.tsx';
import { FilterSelect } from '../../../components/catalog/filter-select.tsx';
import { InStockToggle } from './in-stock-toggle.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { SizeRange } from '../../../components/catalog/size-range.tsx';
import { DimensionRanges } from './dimension-ranges.tsx';
import { catalogFilters as f } from '#shared/messages/catalog-filters.ts';

interface ProductFiltersBarProps {
  filters: ProductFilters;
  /** False while the URL holds filters the API would refuse: no facets are asked for then. */
  valid: boolean;
  onChange: (change: FilterChange) => void;
}

const t = messages.catalog;

/**
 * Search, metal, form, grade, standard, in-stock, size range and a range for each dimension above
 * the products. The grade and standard options and the dimensions' bounds are the facets of what
 * the other filters leave (PRODUCT.md §23): choosing titanium leaves titanium's grades.
 */
export function ProductFiltersBar({ filters, valid, onChange }: ProductFiltersBarProps) {
  const facets = useProductFacets(toFilterQuery(filters), valid);
  const bounds = Object.fromEntries(dimensionBoundKeys.map((key) => [key, filters[key]])) as Pick<
    ProductFilters,
    (typeof dimensionBoundKeys)[number]
  >;
  return (
    <div className="flex flex-col gap-4 rounded-box bg-base-200 p-4">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[2fr_1fr_1fr]">
        <SearchBox value={filters.q} onSearch={(q) => onChange({ q })} />
        <FilterSelect
          label={t.metal}
          allLabel={t.allMetals}
          value={filters.metal}
          options={metals}
          optionLabels={metalLabels}
          onChange={(metal) => onChange({ metal })}
        />
        <FilterSelect
          label={t.form}
          allLabel={t.allForms}
          value={filters.form}
          options={forms}
          optionLabels={formLabels}
          onChange={(form) => onChange({ form })}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end">
        <FacetSelect
          label={f.grade}
          allLabel={f.allGrades}
          value={filters.grade}
          options={facets.grades}
          onChange={(grade) => onChange({ grade })}
        />
        <FacetSelect
          label={f.standard}
          allLabel={f.allStandards}
          value={filters.standard}
          options={facets.standards}
          onChange={(standard) => onChange({ standard })}
        />
        <SizeRange sizeMin={filters.sizeMin} sizeMax={filters.sizeMax} onChange={onChange} />
        <InStockToggle checked={filters.inStock} onChange={(inStock) => onChange({ inStock })} />
      </div>
      <DimensionRanges values={bounds} ranges={facets.dimensions} onChange={onChange} />
    </div>
  );
}
