import { type InputHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { minorStep } from '../../lib/company-money.ts';
import { FormField } from './form-field.tsx';

interface MoneyFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type'> {
  label: string;
  /** The amount's currency (ISO code): shown beside the amount, and its minor unit is the step. */
  currency: string;
  /** react-hook-form's register(); a controlled input passes value and onChange instead. */
  registration?: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string | undefined;
  /** In a table row: the label is the input's name for screen readers, not a line above it. */
  inline?: boolean;
  className?: string;
}

/**
 * The web app's one amount input: a number in the currency named beside it (a money amount knows its
 * currency, STYLE.md), one minor unit per step, a visible label tied to it (FormField).
 */
export function MoneyField({
  label,
  currency,
  registration,
  error,
  hint,
  inline = false,
  className = '',
  'aria-describedby': describedBy,
  ...input
}: MoneyFieldProps) {
  const currencyId = useId();
  const amount = (control: { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string | undefined }) => (
    <div className={`input ${inline ? 'input-sm w-36' : 'w-full'} ${error ? 'input-error' : ''}`}>
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step={minorStep(currency)}
        className="min-w-0 grow"
        aria-label={inline ? label : undefined}
        {...control}
        aria-describedby={[control['aria-describedby'], describedBy, currencyId].filter(Boolean).join(' ')}
        {...input}
        {...registration}
      />
      <span id={currencyId} className="text-sm text-base-content/75">
        {currency}
      </span>
    </div>
  );
  if (inline) return amount({ 'aria-invalid': Boolean(error) });
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {amount}
    </FormField>
  );
}
