import { type DimensionBoundKey, dimensionBounds, type ProductFacets } from '#shared/catalog/product-query.schema.ts';
import { catalogFilters as f } from '#shared/messages/catalog-filters.ts';
import { type RangeField, RangeFields } from '../../../components/catalog/range-fields.tsx';

interface DimensionRangesProps {
  values: Record<DimensionBoundKey, string>;
  /** The facets' range of each dimension among the products the other filters leave. */
  ranges: ProductFacets['dimensions'];
  onChange: (values: Record<DimensionBoundKey, string>) => void;
}

/**
 * A from–to range for every dimension the products on offer have (PRODUCT.md §23), each showing
 * the smallest and largest value there is while empty; a dimension none of them has is left out
 * unless the URL already bounds it.
 */
export function DimensionRanges({ values, ranges, onChange }: DimensionRangesProps) {
  const fields = dimensionBounds.flatMap(({ key, min, max }): RangeField<DimensionBoundKey>[] => {
    const range = ranges[key];
    if (!range && !values[min] && !values[max]) return [];
    const label = f.dimensionLabels[key];
    return [
      { key: min, label: f.dimensionMin(label), placeholder: range ? String(range.min) : undefined },
      { key: max, label: f.dimensionMax(label), placeholder: range ? String(range.max) : undefined },
    ];
  });
  if (fields.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{f.dimensions}</legend>
      <RangeFields
        values={values}
        fields={fields}
        applyLabel={f.applyDimensions}
        onChange={onChange}
        className="grid grid-cols-2 items-end gap-2 md:grid-cols-4 xl:grid-cols-6"
      />
    </fieldset>
  );
}
