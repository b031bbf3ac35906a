import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { paymentTermsValues, storeCompanyPatchSchema } from '#shared/companies/company.schema.ts';
import { companies } from '#shared/messages/companies.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type CompanySummary, usePatchStoreCompany } from '../api/store-companies-api.ts';

const t = companies.pages;
const f = t.storeFields;

// The select's "none" is '' in the form and null in the body.
const formSchema = storeCompanyPatchSchema.extend({
  paymentTerms: z.preprocess((value) => (value === '' ? null : value), storeCompanyPatchSchema.shape.paymentTerms),
});

/** The store sets a company's payment terms, credit limit and contract discount (storeCompanyPatchSchema). */
export function StoreTermsForm({ company }: { company: CompanySummary }) {
  const patch = usePatchStoreCompany();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      paymentTerms: company.paymentTerms ?? '',
      creditLimit: company.creditLimit,
      discountPercent: company.discountPercent,
    },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await patch.mutateAsync({ id: company._id, input });
    } catch {
      return;
    }
    toast.success(t.termsSaved(company.name));
  });
  return (
    <form
      noValidate
      aria-label={`${t.storeTermsHeading}: ${company.name}`}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-wrap items-start gap-4"
    >
      <FormField label={f.paymentTerms} error={errors.paymentTerms?.message}>
        {(control) => (
          <select {...control} {...register('paymentTerms')} className="select">
            <option value="">{t.noTerms}</option>
            {paymentTermsValues.map((terms) => (
              <option key={terms} value={terms}>
                {t.termsNames[terms]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        label={f.creditLimit}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        registration={register('creditLimit', { valueAsNumber: true })}
        error={errors.creditLimit?.message}
      />
      <TextField
        label={f.discountPercent}
        type="number"
        inputMode="decimal"
        min={0}
        max={50}
        step={0.01}
        registration={register('discountPercent', { valueAsNumber: true })}
        error={errors.discountPercent?.message}
      />
      <BusyButton busy={isSubmitting || patch.isPending} className="btn btn-primary mt-7">
        {t.saveTerms}
      </BusyButton>
    </form>
  );
}
