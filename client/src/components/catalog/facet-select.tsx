import { FilterSelect } from './filter-select.tsx';

interface FacetSelectProps {
  label: string;
  allLabel: string;
  value: string;
  /** The values the catalog has (GET /products/facets). */
  options: readonly string[];
  onChange: (value: string) => void;
}

/** A grade or standard select: its options are the catalog's own values, shown as they are. */
export function FacetSelect({ label, allLabel, value, options, onChange }: FacetSelectProps) {
  // A value from the URL stays shown even before (or without) the facets answering.
  const all = value && !options.includes(value) ? [value, ...options] : options;
  const labels = Object.fromEntries(all.map((option) => [option, option]));
  return (
    <FilterSelect
      label={label}
      allLabel={allLabel}
      value={value}
      options={all}
      optionLabels={labels}
      onChange={onChange}
    />
  );
}
