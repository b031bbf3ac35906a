import { formLabels, forms, metalLabels, metals } from '#shared/catalog/taxonomy.ts';
import { messages } from '#shared/messages/storefront.ts';
import type { ProductFilters } from '../products-search.ts';
import { FilterSelect } from './filter-select.tsx';
import { SearchBox } from './search-box.tsx';

interface ProductFiltersBarProps {
  filters: ProductFilters;
  onChange: (change: Partial<Omit<ProductFilters, 'page'>>) => void;
}

const t = messages.catalog;

/** Search box and the Metal and Form filters above the products grid. */
export function ProductFiltersBar({ filters, onChange }: ProductFiltersBarProps) {
  return (
    <div className="grid grid-cols-1 gap-4 rounded-box bg-base-200 p-4 md:grid-cols-[2fr_1fr_1fr]">
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
  );
}
