import { useFormContext } from 'react-hook-form';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import { useBaseCurrency } from '../../../lib/queries/currency-settings.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { firstMessage, numberOrNaN, textOrUndefined } from './field-values.ts';

/** The error react-hook-form holds for a dotted path (`zones.0.rates.1.price`). */
function useFieldError(name: string): string | undefined {
  const { formState, getFieldState } = useFormContext();
  return firstMessage(getFieldState(name, formState).error);
}

/** A labelled number box bound to the form; empty is a missing number, which the schema names. */
export function NumberInput({ name, label, step = 'any' }: { name: string; label: string; step?: string | number }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <TextField
      label={label}
      error={error}
      registration={register(name, { setValueAs: numberOrNaN })}
      type="number"
      inputMode="decimal"
      step={step}
    />
  );
}

/** A labelled amount in the store's base currency (a freight rate, the screening threshold): MoneyField. */
export function MoneyInput({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <MoneyField
      label={label}
      currency={useBaseCurrency()}
      registration={register(name, { setValueAs: numberOrNaN })}
      error={useFieldError(name)}
    />
  );
}

/** A labelled text box bound to the form; `optional` leaves the field out when the box is empty. */
export function TextInput({
  name,
  label,
  optional = false,
  autoComplete = 'off',
}: {
  name: string;
  label: string;
  optional?: boolean;
  autoComplete?: string;
}) {
  const { register } = useFormContext();
  return (
    <TextField
      label={label}
      autoComplete={autoComplete}
      registration={register(name, optional ? { setValueAs: textOrUndefined } : {})}
      error={useFieldError(name)}
    />
  );
}

/** A labelled checkbox bound to the form. */
export function CheckboxInput({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <label className="flex items-center gap-2">
      <input type="checkbox" className="checkbox" {...register(name)} />
      <span>{label}</span>
    </label>
  );
}

export { useFieldError };
