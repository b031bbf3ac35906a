import { useFormContext } from 'react-hook-form';
import { messages } from '#shared/messages.ts';
import { productCompliance as t } from '#shared/messages/product-compliance.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
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
      <FormField label={t.labels.hsCode} hint={t.help.hsCode} error={errors.hsCode?.message}>
        {(control) => (
          <input
            {...control}
            {...register('hsCode')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className="input w-full font-mono"
          />
        )}
      </FormField>
      <FormField label={t.labels.countryOfOrigin} hint={optional} error={errors.countryOfOrigin?.message}>
        {(control) => (
          <input
            {...control}
            {...register('countryOfOrigin')}
            type="text"
            maxLength={2}
            autoComplete="off"
            placeholder="US"
            className="input w-full font-mono uppercase"
          />
        )}
      </FormField>
      <FormField
        label={t.labels.exportClassification}
        hint={t.help.exportClassification}
        error={errors.exportClassification?.message}
      >
        {(control) => (
          <input
            {...control}
            {...register('exportClassification')}
            type="text"
            autoComplete="off"
            className="input w-full font-mono uppercase"
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 md:col-span-3">
        <input {...register('conflictMinerals')} type="checkbox" className="checkbox" />
        <span>{t.labels.conflictMinerals}</span>
        <span className="text-sm text-base-content/75">({t.help.conflictMinerals})</span>
      </label>
    </fieldset>
  );
}
