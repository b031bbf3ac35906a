import { useId } from 'react';
import { productSorts } from '#shared/catalog/product-query.ts';
import type { ProductFilters, ProductsView } from '../products-search.ts';
import { catalogFilters as f } from '#shared/messages/catalog-filters.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';

interface SortAndViewProps {
  sort: ProductFilters['sort'];
  view: ProductsView;
  onSort: (sort: ProductFilters['sort']) => void;
  onView: (view: ProductsView) => void;
}

/** Sort select and the cards/list toggle (a pair of pressed-state buttons). */
export function SortAndView({ sort, view, onSort, onView }: SortAndViewProps) {
  const id = useId();
  // The server sorts prices of like units together (ADR 017): say so, since "/m" and "/kg" follow "per piece".
  const byPrice = sort === 'price-asc' || sort === 'price-desc';
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {f.sort}
        </label>
        <select
          id={id}
          value={sort || 'relevance'}
          onChange={(event) => {
            const next = productSorts.find((key) => key === event.target.value) ?? 'relevance';
            // Relevance is the default order: it keeps the URL plain.
            onSort(next === 'relevance' ? '' : next);
          }}
          className="select select-sm w-auto"
          aria-describedby={byPrice ? `${id}-hint` : undefined}
        >
          {productSorts.map((key) => (
            <option key={key} value={key}>
              {f.sortLabels[key]}
            </option>
          ))}
        </select>
        {byPrice && (
          <p id={`${id}-hint`} className="text-sm text-base-content/75">
            {unitPages.priceSortHint}
          </p>
        )}
      </div>
      <div role="group" aria-label={f.view} className="join">
        {(['grid', 'list'] as const).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={view === key}
            onClick={() => onView(key)}
            className={`btn btn-sm join-item ${view === key ? 'btn-primary' : 'btn-outline'}`}
          >
            {key === 'grid' ? f.gridView : f.listView}
          </button>
        ))}
      </div>
    </div>
  );
}
