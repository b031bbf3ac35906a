import { type FormEvent, useId, useState } from 'react';
import { catalogFilters as f } from '#shared/messages/catalog-filters.ts';

interface SizeRangeProps {
  sizeMin: string;
  sizeMax: string;
  onChange: (range: { sizeMin: string; sizeMax: string }) => void;
}

/**
 * The main-dimension range in millimetres. The list follows when a field is left or Enter is
 * pressed, not on every keystroke ("1" on the way to "12" would be a request of its own).
 */
export function SizeRange({ sizeMin, sizeMax, onChange }: SizeRangeProps) {
  const id = useId();
  const [range, setRange] = useState({ sizeMin, sizeMax });
  const [shown, setShown] = useState({ sizeMin, sizeMax });
  // The URL changed under us (back button, Clear filters): show its value, but only for the
  // field that changed, so a blur that commits one field does not wipe what is being typed in the other.
  if (shown.sizeMin !== sizeMin || shown.sizeMax !== sizeMax) {
    setShown({ sizeMin, sizeMax });
    setRange((current) => ({
      sizeMin: shown.sizeMin !== sizeMin ? sizeMin : current.sizeMin,
      sizeMax: shown.sizeMax !== sizeMax ? sizeMax : current.sizeMax,
    }));
  }
  const commit = () => {
    if (range.sizeMin.trim() !== sizeMin || range.sizeMax.trim() !== sizeMax)
      onChange({ sizeMin: range.sizeMin.trim(), sizeMax: range.sizeMax.trim() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  return (
    <form onSubmit={submit} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
      {(['sizeMin', 'sizeMax'] as const).map((key) => (
        <div key={key} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${key}`} className="text-sm font-semibold">
            {f[key]}
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
        {f.applySize}
      </button>
    </form>
  );
}
