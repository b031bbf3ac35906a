import { type ReactNode, useId } from 'react';
import { formLabels, forms, metalLabels, metals } from '#shared/catalog/taxonomy.ts';
import { messages } from '#shared/messages.ts';
import { catalogFilters } from '#shared/messages/catalog-filters.ts';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { type ManageSearch, manageSorts } from '../manage-products-search.ts';

const c = messages.catalog;

interface ManageFiltersProps {
  search: ManageSearch;
  onChange: (change: Partial<Omit<ManageSearch, 'page'>>) => void;
}

/** Manage Products' search, metal, form and low-stock filters and its order, above the table. */
export function ManageFilters({ search, onChange }: ManageFiltersProps) {
  const id = useId();
  const select = (name: string, label: string, control: ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      {control}
    </div>
  );
  return (
    <div className="grid grid-cols-1 gap-4 rounded-box bg-base-200 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
      <SearchBox value={search.q} onSearch={(q) => onChange({ q })} />
      {select(
        'metal',
        c.metal,
        <select
          id={`${id}-metal`}
          className="select w-full"
          value={search.metal ?? ''}
          onChange={(event) => onChange({ metal: metals.find((m) => m === event.target.value) })}
        >
          <option value="">{c.allMetals}</option>
          {metals.map((metal) => (
            <option key={metal} value={metal}>
              {metalLabels[metal]}
            </option>
          ))}
        </select>,
      )}
      {select(
        'form',
        c.form,
        <select
          id={`${id}-form`}
          className="select w-full"
          value={search.form ?? ''}
          onChange={(event) => onChange({ form: forms.find((f) => f === event.target.value) })}
        >
          <option value="">{c.allForms}</option>
          {forms.map((form) => (
            <option key={form} value={form}>
              {formLabels[form]}
            </option>
          ))}
        </select>,
      )}
      {select(
        'sort',
        catalogFilters.sort,
        <select
          id={`${id}-sort`}
          className="select w-full"
          value={search.sort}
          onChange={(event) => onChange({ sort: manageSorts.find((s) => s === event.target.value) ?? 'newest' })}
        >
          {manageSorts.map((sort) => (
            <option key={sort} value={sort}>
              {catalogFilters.sortLabels[sort]}
            </option>
          ))}
        </select>,
      )}
      <label className="flex cursor-pointer items-center gap-2 pb-2">
        <input
          type="checkbox"
          className="checkbox"
          checked={search.lowStock}
          onChange={(event) => onChange({ lowStock: event.target.checked })}
        />
        <span className="font-semibold">{messages.catalogAdmin.lowStockOnly}</span>
      </label>
    </div>
  );
}
