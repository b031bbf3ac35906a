import { useFormContext } from 'react-hook-form';
import { messages } from '#shared/messages.ts';
import { productCompliance as t } from '#shared/messages/product-compliance.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { ProductFormValues } from '../product-form-values.ts';

/**
 * PRODUCT.md §19: the product's HS code, country of origin (ISO alpha-2), export classification and
 * whether it contains conflict minerals. All optional; an emptied field clears the fact.
 */
export function ExportComplianceFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const optional = messages.catalogAdmin.optional;
  return (
    <fieldset className="grid grid-cols-1 gap-4 md:col-span-2 md:grid-cols-3">
      <legend className="mb-2 text-lg font-semibold">{t.section}</legend>
      <TextField
        label={t.labels.hsCode}
        hint={t.help.hsCode}
        error={errors.hsCode?.message}
        registration={register('hsCode')}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="font-mono"
      />
      <TextField
        label={t.labels.countryOfOrigin}
        hint={optional}
        error={errors.countryOfOrigin?.message}
        registration={register('countryOfOrigin')}
        type="text"
        maxLength={2}
        autoComplete="off"
        placeholder="US"
        className="font-mono uppercase"
      />
      <TextField
        label={t.labels.exportClassification}
        hint={t.help.exportClassification}
        error={errors.exportClassification?.message}
        registration={register('exportClassification')}
        type="text"
        autoComplete="off"
        className="font-mono uppercase"
      />
      <label className="flex items-center gap-2 md:col-span-3">
        <input {...register('conflictMinerals')} type="checkbox" className="checkbox" />
        <span>{t.labels.conflictMinerals}</span>
        <span className="text-sm text-base-content/75">({t.help.conflictMinerals})</span>
      </label>
    </fieldset>
  );
}
