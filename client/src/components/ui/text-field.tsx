import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  label: string;
  /** react-hook-form's register(); plain inputs pass `name` instead. */
  registration?: UseFormRegisterReturn;
  name?: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled text input: the shared FormField around a daisyUI input. */
export function TextField({ label, registration, error, hint, className = '', ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input className={`input w-full ${error ? 'input-error' : ''}`} {...control} {...input} {...registration} />
      )}
    </FormField>
  );
}
