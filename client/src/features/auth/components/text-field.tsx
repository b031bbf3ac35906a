import { type InputHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  label: string;
  /** react-hook-form's register(); plain inputs pass `name` instead. */
  registration?: UseFormRegisterReturn;
  name?: string;
  error?: string | undefined;
  hint?: string;
}

/**
 * A labelled input (PRODUCT.md §8: every input has a visible label tied to it). The error sits
 * under the input, is tied to it by aria-describedby and marks it invalid for screen readers.
 */
export function TextField({ label, registration, error, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={`input w-full ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        {...registration}
      />
      {hint && (
        <p id={hintId} className="text-sm text-base-content/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
