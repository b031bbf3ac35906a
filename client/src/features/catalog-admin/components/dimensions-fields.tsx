import { useFormContext, useWatch } from 'react-hook-form';
import { messages } from '#shared/messages.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { dimensionKeysForForm, numberOrEmpty, type ProductFormValues } from '../product-form-values.ts';

const t = messages.productEdit;

/** The sizes in millimetres that the chosen form has (a tube: OD, wall, length; …). */
export function DimensionsFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const form = useWatch({ control, name: 'form' });
  return (
    <fieldset className="grid grid-cols-1 gap-4 md:col-span-2 md:grid-cols-3">
      <legend className="mb-2 text-lg font-semibold">{t.dimensionsSection}</legend>
      {dimensionKeysForForm(form).map((key) => (
        <FormField key={key} label={t.labels[key]} error={errors.dimensions?.[key]?.message}>
          {(field) => (
            <input
              {...field}
              // A size the new form does not have goes with its field (a plate has no OD).
              {...register(`dimensions.${key}`, { setValueAs: numberOrEmpty, shouldUnregister: true })}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              className="input w-full"
            />
          )}
        </FormField>
      ))}
    </fieldset>
  );
}
