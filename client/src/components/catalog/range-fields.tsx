import { type FormEvent, useId, useState } from 'react';

export interface Range {
  min: string;
  max: string;
}

interface RangeFieldsProps extends Range {
  labels: { min: string; max: string; apply: string };
  onChange: (range: Range) => void;
}

/**
 * A from–to range in millimetres (the products page's size, the remnants page's size and length).
 * The list follows when a field is left or Enter is pressed, not on every keystroke ("1" on the
 * way to "12" would be a request of its own).
 */
export function RangeFields({ min, max, labels, onChange }: RangeFieldsProps) {
  const id = useId();
  const [range, setRange] = useState({ min, max });
  const [shown, setShown] = useState({ min, max });
  // The URL changed under us (back button, Clear filters): show its value, but only for the
  // field that changed, so a blur that commits one field does not wipe what is being typed in the other.
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    setRange((current) => ({
      min: shown.min !== min ? min : current.min,
      max: shown.max !== max ? max : current.max,
    }));
  }
  const commit = () => {
    if (range.min.trim() !== min || range.max.trim() !== max)
      onChange({ min: range.min.trim(), max: range.max.trim() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  return (
    <form onSubmit={submit} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
      {(['min', 'max'] as const).map((key) => (
        <div key={key} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${key}`} className="text-sm font-semibold">
            {labels[key]}
          </label>
          <input
            id={`${id}-${key}`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={range[key]}
            onChange={(event) => setRange((current) => ({ ...current, [key]: event.target.value }))}
            onBlur={commit}
            className="input w-full"
          />
        </div>
      ))}
      {/* Without a submit button, Enter in a two-field form would not submit it. */}
      <button type="submit" className="btn btn-outline">
        {labels.apply}
      </button>
    </form>
  );
}
