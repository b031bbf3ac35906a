import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { paymentTermsValues, storeCompanyPatchSchema } from '#shared/companies/company.schema.ts';
import { companies } from '#shared/messages/companies.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import { currencyName, currencySymbol, typedAmountProblem } from '../../../lib/company-money.ts';
import { useOfferedCurrencies } from '../../../lib/queries/currency-settings.ts';
import { type CompanySummary, usePatchStoreCompany } from '../api/store-companies-api.ts';
import { currencyChoices, sendsCreditLimit, storeTermsPatch } from '../company-rules.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';

const t = companies.pages;
const f = t.storeFields;

/*
 * The terms select's "none" is '' in the form and null in the body; the currency's store base is
 * null in the body (storeTermsPatch). The credit limit is typed in the currency chosen, in whole
 * minor units of it (PRODUCT.md §17), when it is sent at all (company-rules.ts, sendsCreditLimit).
 */
function termsFormSchema(company: CompanySummary) {
  return storeCompanyPatchSchema
    .extend({
      paymentTerms: z.preprocess((value) => (value === '' ? null : value), storeCompanyPatchSchema.shape.paymentTerms),
      currency: z.string(),
    })
    .superRefine((values, ctx) => {
      if (!sendsCreditLimit(company, values)) return;
      const problem = typedAmountProblem(values.creditLimit, values.currency, companies.labels.creditLimit);
      if (problem) ctx.addIssue({ code: 'custom', path: ['creditLimit'], message: problem });
    });
}
type TermsSchema = ReturnType<typeof termsFormSchema>;

/**
 * The store sets a company's payment terms, currency, credit limit and contract discount
 * (storeCompanyPatchSchema). The currency's choices wait for GET /settings/currencies: until then
 * the select is a disabled stand-in and the currency is not sent; the form never starts again, so
 * nothing typed meanwhile is lost.
 */
export function StoreTermsForm({ company }: { company: CompanySummary }) {
  const patch = usePatchStoreCompany();
  const settings = useOfferedCurrencies().data;
  const base = settings?.base;
  const schema = useMemo(() => termsFormSchema(company), [company]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<TermsSchema>, unknown, z.output<TermsSchema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      paymentTerms: company.paymentTerms ?? '',
      creditLimit: company.creditLimit,
      discountPercent: company.discountPercent,
      currency: company.currency,
    },
  });
  const typedIn = useWatch({ control, name: 'currency' }) || company.currency;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await patch.mutateAsync({ id: company._id, input: storeTermsPatch(company, values, base) });
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
      <SelectField
        label={f.paymentTerms}
        error={errors.paymentTerms?.message}
        registration={register('paymentTerms')}
        className="w-fit"
        placeholder={t.noTerms}
        options={paymentTermsValues}
        optionLabel={(terms) => t.termsNames[terms]}
      />
      {settings ? (
        <FormField label={f.currency} hint={f.currencyHint} error={errors.currency?.message} className="max-w-xs">
          {(control) => (
            // Mounted once the choices are read: registering then selects the company's currency.
            <select {...control} {...register('currency')} className="select">
              {currencyChoices(settings, company.currency).map((code) => (
                <option key={code} value={code}>
                  {code === settings.base ? f.baseCurrency(code) : currencyName(code)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : (
        <FormField label={f.currency} hint={f.currencyHint} className="max-w-xs">
          {(control) => (
            <select {...control} className="select" disabled defaultValue={company.currency}>
              <option value={company.currency}>{currencyName(company.currency)}</option>
            </select>
          )}
        </FormField>
      )}
      <MoneyField
        label={f.creditLimitIn(currencySymbol(typedIn))}
        currency={typedIn}
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
