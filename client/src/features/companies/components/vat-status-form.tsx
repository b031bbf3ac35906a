import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { taxStanding } from '#shared/messages/tax-standing.ts';
import { type VatIdStatus, vatIdStatuses } from '#shared/tax-standing/vat-id-status.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { type CompanySummary, usePatchStoreCompany } from '../api/store-companies-api.ts';

const t = taxStanding;

/**
 * A store admin sets a VAT ID's status by hand (PRODUCT.md §16), where VIES cannot answer (a
 * non-EU VAT ID, VIES down) or the store has checked it otherwise: PATCH /companies/{id} {vatIdStatus}.
 */
export function VatStatusForm({ company }: { company: CompanySummary }) {
  const patch = usePatchStoreCompany();
  const [status, setStatus] = useState<VatIdStatus>(company.vatIdStatus);
  const submit = async () => {
    try {
      await patch.mutateAsync({ id: company._id, input: { vatIdStatus: status } });
    } catch {
      return;
    }
    toast.success(t.statusSaved);
  };
  return (
    <form
      noValidate
      aria-label={`${t.fields.vatIdStatus}: ${company.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-wrap items-end gap-4"
    >
      <FormField label={`${t.fields.vatIdStatus} (${company.vatId ?? ''})`}>
        {(control) => (
          <select
            {...control}
            value={status}
            onChange={(event) => setStatus(event.target.value as VatIdStatus)}
            className="select"
          >
            {vatIdStatuses.map((value) => (
              <option key={value} value={value}>
                {t.statuses[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <BusyButton busy={patch.isPending} className="btn btn-outline">
        {t.setStatus}
      </BusyButton>
    </form>
  );
}
