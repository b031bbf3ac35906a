import { useId } from 'react';

interface FilterSelectProps<T extends string> {
  label: string;
  /** The option meaning "no filter". */
  allLabel: string;
  value: T | '';
  options: readonly T[];
  optionLabels: Record<T, string>;
  onChange: (value: T | '') => void;
}

/** A labelled select of the products and remnants pages (Metal, Form), options from the shared taxonomy. */
export function FilterSelect<T extends string>({
  label,
  allLabel,
  value,
  options,
  optionLabels,
  onChange,
}: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? '')}
        className="select w-full"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
