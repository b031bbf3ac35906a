import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { createCompanySchema } from '#shared/companies/company.schema.ts';
import { companies } from '#shared/messages/companies.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { AddressOrText } from '../../../components/forms/address-or-text.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCreateCompany } from '../api/company-api.ts';
import { FormCard } from '../../../components/ui/form-card.tsx';

const t = companies.pages;

/** An account in no company creates one and becomes its admin (docs/product/companies.md#company). */
export function CreateCompanyForm() {
  const create = useCreateCompany();
  const form = useForm<z.input<typeof createCompanySchema>, unknown, z.output<typeof createCompanySchema>>({
    resolver: zodResolver(createCompanySchema),
    defaultValues: { name: '', taxId: '', billingAddress: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
    } catch {
      return; // Toasted by the MutationCache.
    }
    toast.success(t.created(input.name));
  });
  return (
    <FormProvider {...form}>
      <FormCard headingId="create-company-heading" title={t.createHeading} onSubmit={onSubmit} className="max-w-2xl">
        <p>{t.createIntro}</p>
        <TextField
          label={t.fields.name}
          aria-required="true"
          autoComplete="organization"
          registration={register('name')}
          error={errors.name?.message}
        />
        <TextField label={t.fields.taxId} registration={register('taxId')} error={errors.taxId?.message} />
        <AddressOrText textPath="billingAddress" prefix="billingAddress" label={t.fields.billingAddress} />
        <BusyButton busy={isSubmitting || create.isPending} className="btn btn-primary self-start">
          {t.createButton}
        </BusyButton>
      </FormCard>
    </FormProvider>
  );
}
