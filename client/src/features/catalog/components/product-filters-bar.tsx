import { formLabels, forms, metalLabels, metals } from '#shared/catalog/taxonomy.ts';
import { messages } from '#shared/messages/storefront.ts';
import { useProductFacets } from '../../../lib/queries/product-facets.ts';
import type { ProductFilters } from '../products-search.ts';
import type { FilterChange } from '../use-product-filters.ts';
import { FacetSelect } from '../../../components/catalog/facet-select.tsx';
import { FilterSelect } from '../../../components/catalog/filter-select.tsx';
import { InStockToggle } from './in-stock-toggle.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { RangeFields } from '../../../components/catalog/range-fields.tsx';
import { catalogFilters as f } from '#shared/messages/catalog-filters.ts';

interface ProductFiltersBarProps {
  filters: ProductFilters;
  onChange: (change: FilterChange) => void;
}

const t = messages.catalog;
const sizeLabels = { min: f.sizeMin, max: f.sizeMax, apply: f.applySize };

/** Search, metal, form, grade, standard, in-stock and size range above the products. */
export function ProductFiltersBar({ filters, onChange }: ProductFiltersBarProps) {
  const facets = useProductFacets();
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
        <RangeFields
          min={filters.sizeMin}
          max={filters.sizeMax}
          labels={sizeLabels}
          onChange={({ min, max }) => onChange({ sizeMin: min, sizeMax: max })}
        />
        <InStockToggle checked={filters.inStock} onChange={(inStock) => onChange({ inStock })} />
      </div>
    </div>
  );
}
