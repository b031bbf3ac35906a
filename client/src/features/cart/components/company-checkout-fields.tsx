import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { companies } from '#shared/messages/companies.ts';
import { centsToDollars, dollarsToCents, formatUsd } from '#shared/money.ts';
import type { CompanyAddress, MyCompany } from '../../../lib/queries/my-company.ts';
import { shipToChoices } from '../checkout-rules.ts';

const t = companies.pages.checkout;

/** Picking one of the company's ship-to addresses fills the ship-to field (still editable). */
export function CompanyAddressSelect({ addresses }: { addresses: CompanyAddress[] }) {
  const { setValue } = useFormContext<{ shipTo: { address: string } }>();
  const id = useId();
  const choices = shipToChoices(addresses);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {t.companyAddress}
      </label>
      <select
        id={id}
        className="select w-full"
        defaultValue="0"
        onChange={(event) => {
          const chosen = choices[Number(event.target.value)];
          setValue('shipTo.address', chosen ? chosen.address : '', { shouldValidate: false, shouldDirty: true });
        }}
      >
        {choices.map((choice, index) => (
          <option key={`${index}-${choice.address}`} value={String(index)}>
            {choice.label ? `${choice.label}: ${choice.address}` : choice.address}
          </option>
        ))}
        <option value="">{t.ownAddress}</option>
      </select>
    </div>
  );
}

/** Card or Pay on account, for a company the store has given payment terms. */
export function PaymentChoice({ company }: { company: MyCompany }) {
  const { register } = useFormContext<{ paymentMethod: string }>();
  const hintId = useId();
  const terms = company.paymentTerms ? companies.pages.termsNames[company.paymentTerms] : '';
  // In cents: what the credit limit leaves after the open invoices.
  const available = Math.max(0, dollarsToCents(company.creditLimit) - dollarsToCents(company.openBalance));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-1 font-semibold">{t.paymentLegend}</legend>
      <label className="flex items-center gap-2">
        <input type="radio" className="radio" value="card" {...register('paymentMethod')} />
        {t.card}
      </label>
      <label className="flex items-center gap-2">
        <input type="radio" className="radio" value="account" {...register('paymentMethod')} />
        {t.account}
      </label>
      <p id={hintId} className="text-sm text-base-content/80">
        {t.accountHint(terms, formatUsd(centsToDollars(available)))}
      </p>
    </fieldset>
  );
}
