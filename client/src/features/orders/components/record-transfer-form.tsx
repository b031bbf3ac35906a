import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { transferSchema } from '#shared/companies/company.schema.ts';
import { companies } from '#shared/messages/companies.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import { useCompanyOrderStep } from '../../../lib/queries/company-orders.ts';
import { localToday } from '../../../lib/local-date.ts';
import { minorDigits } from '#shared/settings/currencies.schema.ts';
import { FormCard } from '../../../components/ui/form-card.tsx';

const t = companies.pages.order;

/**
 * The store records money received by transfer on an order on account (POST
 * /purchase-orders/{id}/payments): amount (prefilled with what is owed), reference and the day
 * it arrived. Part payments add up; the server refuses more than is owed. The amount is in the
 * order's `currency` (PRODUCT.md §17), in steps of its minor unit (whole yen).
 */
export function RecordTransferForm({
  orderId,
  outstanding,
  currency,
}: {
  orderId: string;
  outstanding: number;
  currency: string;
}) {
  const step = useCompanyOrderStep();
  const minorUnit = 10 ** -minorDigits(currency);
  const today = localToday();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof transferSchema>, unknown, z.output<typeof transferSchema>>({
    resolver: zodResolver(transferSchema),
    defaultValues: { amount: outstanding, reference: '', receivedAt: today },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await step.mutateAsync({ id: orderId, action: 'payments', input });
    } catch {
      return;
    }
    toast.success(t.transferRecorded(formatMoney(input.amount, currency)));
  });
  return (
    <FormCard headingId="transfer-heading" title={t.transferHeading} onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-3">
        <MoneyField
          label={t.transferAmount}
          currency={currency}
          min={minorUnit}
          max={outstanding}
          aria-required="true"
          registration={register('amount', { valueAsNumber: true })}
          error={errors.amount?.message}
        />
        <TextField
          label={t.transferReference}
          aria-required="true"
          registration={register('reference')}
          error={errors.reference?.message}
        />
        <TextField
          label={t.transferReceivedAt}
          type="date"
          max={today}
          aria-required="true"
          registration={register('receivedAt')}
          error={errors.receivedAt?.message}
        />
      </div>
      <BusyButton busy={isSubmitting || step.isPending} className="btn btn-primary self-start">
        {t.recordTransfer}
      </BusyButton>
    </FormCard>
  );
}
