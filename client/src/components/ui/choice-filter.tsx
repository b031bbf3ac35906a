import { useId } from 'react';

interface ChoiceFilterProps<T extends string> {
  label: string;
  /** The first option, which narrows nothing. */
  allLabel: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  value: T | undefined;
  onChange: (choice: T | undefined) => void;
}

/** A labelled select that narrows a list to one of `choices` (a status), or to none of them. */
export function ChoiceFilter<T extends string>({
  label,
  allLabel,
  choices,
  labelOf,
  value,
  onChange,
}: ChoiceFilterProps<T>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        className="select select-bordered w-auto"
        value={value ?? ''}
        onChange={(event) => onChange(choices.find((choice) => choice === event.target.value))}
      >
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
