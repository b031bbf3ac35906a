import { formLabels, forms, metalLabels, metals } from '#shared/catalog/taxonomy.ts';
import { catalogFilters as f } from '#shared/messages/catalog-filters.ts';
import { remnantsUi as t } from '#shared/messages/remnants-ui.ts';
import { messages } from '#shared/messages/storefront.ts';
import { FacetSelect } from '../../../components/catalog/facet-select.tsx';
import { FilterSelect } from '../../../components/catalog/filter-select.tsx';
import { RangeFields } from '../../../components/catalog/range-fields.tsx';
import { useProductFacets } from '../../../lib/queries/product-facets.ts';
import { SizeRange } from '../../../components/catalog/size-range.tsx';
import { knownForm, knownMetal, type RemnantFilters } from '../remnant-filters.ts';

const c = messages.catalog;
const lengthFields = () =>
  [
    { key: 'lengthMin', label: t.lengthMin },
    { key: 'lengthMax', label: t.lengthMax },
  ] as const;

interface RemnantFiltersBarProps {
  filters: RemnantFilters;
  onChange: (change: Partial<RemnantFilters>) => void;
}

/** Metal, form, grade, size and length above the remnants: the products page's own controls. */
export function RemnantFiltersBar({ filters, onChange }: RemnantFiltersBarProps) {
  // The grades of the metal and form chosen, as on the products page.
  const facets = useProductFacets({
    metal: knownMetal(filters.metal) || undefined,
    form: knownForm(filters.form) || undefined,
  });
  return (
    <div className="grid grid-cols-1 gap-4 rounded-box bg-base-200 p-4 md:grid-cols-3 lg:items-end">
      <FilterSelect
        label={c.metal}
        allLabel={c.allMetals}
        value={knownMetal(filters.metal)}
        options={metals}
        optionLabels={metalLabels}
        onChange={(metal) => onChange({ metal })}
      />
      <FilterSelect
        label={c.form}
        allLabel={c.allForms}
        value={knownForm(filters.form)}
        options={forms}
        optionLabels={formLabels}
        onChange={(form) => onChange({ form })}
      />
      <FacetSelect
        label={f.grade}
        allLabel={f.allGrades}
        value={filters.grade}
        options={facets.grades}
        onChange={(grade) => onChange({ grade })}
      />
      <div className="md:col-span-3 grid gap-4 lg:grid-cols-2">
        <SizeRange
          sizeMin={filters.sizeMin}
          sizeMax={filters.sizeMax}
          onChange={({ sizeMin, sizeMax }) => onChange({ sizeMin, sizeMax })}
        />
        <RangeFields
          values={{ lengthMin: filters.lengthMin, lengthMax: filters.lengthMax }}
          fields={lengthFields()}
          applyLabel={t.applyLength}
          onChange={({ lengthMin, lengthMax }) => onChange({ lengthMin, lengthMax })}
          className="grid grid-cols-[1fr_1fr_auto] items-end gap-2"
        />
      </div>
    </div>
  );
}
