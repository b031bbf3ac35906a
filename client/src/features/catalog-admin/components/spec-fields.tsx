import { useFormContext } from 'react-hook-form';
import { messages } from '#shared/messages.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { ProductFormValues } from '../product-form-values.ts';

const t = messages.productEdit;
const l = t.labels;
const textKeys = ['grade', 'standard', 'condition', 'certificate'] as const;

/** SKU, grade, standard, condition and certificate (docs/product/catalog.md), all optional. */
export function SpecFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  return (
    <fieldset className="grid grid-cols-1 gap-4 md:col-span-2 md:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">{t.specSection}</legend>
      <TextField
        label={l.sku}
        hint={t.skuHint}
        error={errors.sku?.message}
        registration={register('sku', { setValueAs: (value: string) => value.trim() || undefined })}
        type="text"
        autoComplete="off"
        className="font-mono"
      />
      {textKeys.map((key) => (
        <FormField key={key} label={l[key]} hint={messages.catalogAdmin.optional} error={errors[key]?.message}>
          {(control) => <input {...control} {...register(key)} type="text" className="input w-full" />}
        </FormField>
      ))}
    </fieldset>
  );
}
