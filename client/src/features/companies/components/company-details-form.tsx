import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { companyPatchBodySchema } from '#shared/companies/company-vat.schema.ts';
import { companies } from '#shared/messages/companies.ts';
import { taxStanding } from '#shared/messages/tax-standing.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { AddressOrText } from '../../../components/forms/address-or-text.tsx';
import { addressFields, addressFormValue, isStructured } from '../../../components/forms/address-form-value.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import { currencySymbol, typedAmountProblem } from '../../../lib/company-money.ts';
import type { MyCompany } from '../../../lib/queries/my-company.ts';
import { usePatchCompany } from '../api/company-api.ts';
import { defaultIndexOf, withOneDefault } from '../company-rules.ts';
import { VatStatusBadge } from './vat-status-badge.tsx';
import { FormCard } from '../../../components/ui/form-card.tsx';

const t = companies.pages;
const f = t.fields;

// The default address is one radio group over the rows; it becomes each row's isDefault when sent.
const baseSchema = companyPatchBodySchema.extend({ defaultAddress: z.string() });
type Values = z.input<typeof baseSchema>;

/** Plus: the threshold in whole minor units of the company's currency (whole yen; PRODUCT.md §17). */
function formSchemaIn(currency: string) {
  return baseSchema.superRefine((values, ctx) => {
    const problem = typedAmountProblem(values.approvalThreshold, currency, companies.labels.approvalThreshold);
    if (problem) ctx.addIssue({ code: 'custom', path: ['approvalThreshold'], message: problem });
  });
}

/**
 * A company admin edits the company: name, tax ID, billing address, the ship-to addresses (one
 * default, which the checkout offers first) and the approval threshold (empty: none).
 */
export function CompanyDetailsForm({ company }: { company: MyCompany }) {
  const patch = usePatchCompany();
  const formSchema = useMemo(() => formSchemaIn(company.currency), [company.currency]);
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: company.name,
      taxId: company.taxId,
      vatId: company.vatId ?? '',
      // Structured where the company's addresses have structure (PRODUCT.md §16), else their text.
      billingAddress: addressFormValue(company.billing),
      approvalThreshold: company.approvalThreshold,
      addresses: company.addresses.map((address) => ({
        label: address.label,
        isDefault: address.isDefault,
        ...(isStructured(address) ? addressFields(address) : { address: address.address }),
      })),
      defaultAddress: String(defaultIndexOf(company.addresses)),
    },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const addresses = useFieldArray({ control, name: 'addresses' });
  const onSubmit = handleSubmit(async ({ defaultAddress, ...input }) => {
    const body = { ...input, addresses: withOneDefault(input.addresses ?? [], Number(defaultAddress)) };
    try {
      await patch.mutateAsync(body);
    } catch {
      return;
    }
    toast.success(t.saved);
  });
  return (
    <FormProvider {...form}>
      <FormCard headingId="details-heading" title={t.detailsHeading} onSubmit={onSubmit}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={f.name} aria-required="true" registration={register('name')} error={errors.name?.message} />
          <TextField label={f.taxId} registration={register('taxId')} error={errors.taxId?.message} />
          <div className="flex flex-col gap-1">
            <TextField
              label={taxStanding.fields.vatId}
              hint={taxStanding.vatIdHint}
              autoComplete="off"
              registration={register('vatId')}
              error={errors.vatId?.message}
            />
            {company.vatId && (
              <p className="flex items-center gap-2 text-sm">
                <span className="font-mono">{company.vatId}</span>
                <VatStatusBadge status={company.vatIdStatus} />
              </p>
            )}
          </div>
        </div>
        <AddressOrText textPath="billingAddress" prefix="billingAddress" label={f.billingAddress} />
        <MoneyField
          label={f.approvalThresholdIn(currencySymbol(company.currency))}
          hint={f.approvalThresholdHint}
          currency={company.currency}
          registration={register('approvalThreshold', {
            setValueAs: (value: string) => (value === '' || value === null ? null : Number(value)),
          })}
          error={errors.approvalThreshold?.message}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">{t.addressesHeading}</legend>
          {addresses.fields.length === 0 && <p>{t.noAddresses}</p>}
          {addresses.fields.map((field, index) => (
            <div
              key={field.id}
              className="grid gap-2 rounded-box border border-base-300 p-3 md:grid-cols-[12rem_1fr_auto]"
            >
              <TextField
                label={`${t.addressNumber(index + 1)}: ${f.addressLabel}`}
                registration={register(`addresses.${index}.label`)}
                error={errors.addresses?.[index]?.label?.message}
              />
              <div className="flex flex-col gap-2">
                <AddressOrText
                  textPath={`addresses.${index}.address`}
                  prefix={`addresses.${index}`}
                  label={`${t.addressNumber(index + 1)}: ${f.address}`}
                  withRecipient
                  rows={2}
                />
              </div>
              <div className="flex flex-col justify-end gap-2">
                <label className="flex items-center gap-2">
                  <input type="radio" className="radio" value={String(index)} {...register('defaultAddress')} />
                  {`${f.defaultAddress} (${t.addressNumber(index + 1)})`}
                </label>
                <button type="button" className="btn btn-outline btn-sm" onClick={() => addresses.remove(index)}>
                  {t.removeAddress(index + 1)}
                </button>
              </div>
            </div>
          ))}
          <button
            type="button"
            className="btn btn-outline btn-sm self-start"
            onClick={() => addresses.append({ label: '', address: '', isDefault: false })}
          >
            {t.addAddress}
          </button>
        </fieldset>
        <BusyButton busy={isSubmitting || patch.isPending} className="btn btn-primary self-start">
          {t.saveDetails}
        </BusyButton>
      </FormCard>
    </FormProvider>
  );
}
