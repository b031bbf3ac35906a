import { type FormEvent, useId, useState } from 'react';

export interface RangeField<K extends string> {
  key: K;
  label: string;
  /** The value the catalog's products start or end at (the facets' range), shown while empty. */
  placeholder?: string | undefined;
}

interface RangeFieldsProps<K extends string> {
  values: Record<K, string>;
  fields: readonly RangeField<K>[];
  applyLabel: string;
  onChange: (values: Record<K, string>) => void;
  className: string;
}

/**
 * Millimetre fields of a range filter (the main size, each dimension). The list follows when a
 * field is left or Enter is pressed, not on every keystroke ("1" on the way to "12" would be a
 * request of its own).
 */
export function RangeFields<K extends string>({
  values,
  fields,
  applyLabel,
  onChange,
  className,
}: RangeFieldsProps<K>) {
  const id = useId();
  const [draft, setDraft] = useState(values);
  const [shown, setShown] = useState(values);
  // The URL changed under us (back button, Clear filters): show its value, but only for the
  // fields that changed, so a blur that commits one field does not wipe what is being typed in another.
  const keys = fields.map((field) => field.key);
  if (keys.some((key) => shown[key] !== values[key])) {
    setShown(values);
    setDraft((current) => {
      const next = { ...current };
      for (const key of keys) if (shown[key] !== values[key]) next[key] = values[key];
      return next;
    });
  }
  const commit = () => {
    const trimmed = { ...draft };
    for (const key of keys) trimmed[key] = (draft[key] ?? '').trim();
    if (keys.some((key) => trimmed[key] !== values[key])) onChange(trimmed);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  return (
    <form onSubmit={submit} className={className}>
      {fields.map(({ key, label, placeholder }) => (
        <div key={key} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${key}`} className="text-sm font-semibold">
            {label}
          </label>
          <input
            id={`${id}-${key}`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={placeholder}
            value={draft[key] ?? ''}
            onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
            onBlur={commit}
            className="input w-full"
          />
        </div>
      ))}
      {/* Without a submit button, Enter in a form of several fields would not submit it. */}
      <button type="submit" className="btn btn-outline">
        {applyLabel}
      </button>
    </form>
  );
}
