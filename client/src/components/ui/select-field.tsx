import type { SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field.tsx';

interface SelectFieldProps<Value extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  label: string;
  registration?: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string | undefined;
  /** The first, empty choice ("Choose a metal", "—"). */
  placeholder?: string;
  options: readonly Value[];
  /** What a choice reads as; the value itself by default. */
  optionLabel?: (value: Value) => string;
}

/** A labelled choice from a list: the shared FormField around a daisyUI select. */
export function SelectField<Value extends string>({
  label,
  registration,
  error,
  hint,
  placeholder,
  options,
  optionLabel = (value) => value,
  className = '',
  ...select
}: SelectFieldProps<Value>) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select className="select w-full" {...control} {...select} {...registration}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((value) => (
            <option key={value} value={value}>
              {optionLabel(value)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
