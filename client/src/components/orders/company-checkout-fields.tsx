import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { companies } from '#shared/messages/companies.ts';
import { availableCredit } from '../../lib/company-money.ts';
import type { MyCompany } from '../../lib/queries/my-company.ts';

const t = companies.pages.checkout;

/**
 * Card or Pay on account, for a company the store has given payment terms; the credit left is in
 * the company's currency (PRODUCT.md §17).
 */
export function PaymentChoice({ company }: { company: MyCompany }) {
  const { register } = useFormContext<{ paymentMethod: string }>();
  const hintId = useId();
  const terms = company.paymentTerms ? companies.pages.termsNames[company.paymentTerms] : '';
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
        {t.accountHint(terms, availableCredit(company))}
      </p>
    </fieldset>
  );
}
