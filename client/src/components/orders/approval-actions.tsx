import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { rejectOrderSchema } from '#shared/companies/company.schema.ts';
import { companies } from '#shared/messages/companies.ts';
import { useCompanyOrderStep } from '../../lib/queries/company-orders.ts';
import { BusyButton } from '../ui/busy-button.tsx';
import { FormField } from '../ui/form-field.tsx';

const t = companies.pages;

interface ApprovalActionsProps {
  order: { _id: string; number: string };
  /** Id of the element naming the order, for repeated buttons in a list. */
  describedBy?: string;
  small?: boolean;
}

/**
 * A company admin's Approve and Reject of an order waiting for approval (docs/product/companies.md#approvals):
 * Reject opens a short form for the reason the buyer is mailed. Shared by the approvals list and
 * the order page.
 */
export function ApprovalActions({ order, describedBy, small = false }: ApprovalActionsProps) {
  const step = useCompanyOrderStep();
  const [rejecting, setRejecting] = useState(false);
  const headingId = useId();
  const size = small ? 'btn-sm' : '';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof rejectOrderSchema>, unknown, z.output<typeof rejectOrderSchema>>({
    resolver: zodResolver(rejectOrderSchema),
    defaultValues: { reason: '' },
  });
  // Awaited, not mutate's callbacks: the order leaves the approvals list (and this row unmounts)
  // before mutate's own onSuccess would run, and the toast must still say what happened.
  const take = async (change: Parameters<typeof step.mutateAsync>[0], done: string) => {
    try {
      await step.mutateAsync(change);
    } catch {
      return; // Toasted by the MutationCache.
    }
    toast.success(done);
  };
  const approve = () => void take({ id: order._id, action: 'approve' }, t.approved(order.number));
  const reject = handleSubmit(({ reason }) =>
    take({ id: order._id, action: 'reject', reason }, t.rejected(order.number)),
  );
  const busy = (action: 'approve' | 'reject') => step.isPending && step.variables.action === action;
  if (rejecting) {
    return (
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void reject(event)}
        className="flex max-w-md flex-col gap-2"
      >
        <h3 id={headingId} className="font-semibold">
          {t.rejectHeading(order.number)}
        </h3>
        <FormField label={t.rejectReason} error={errors.reason?.message}>
          {(control) => (
            <textarea {...control} {...register('reason')} aria-required="true" rows={2} className="textarea w-full" />
          )}
        </FormField>
        <div className="flex gap-2">
          <BusyButton busy={busy('reject')} spinner="xs" className={`btn btn-error ${size}`}>
            {t.confirmReject}
          </BusyButton>
          <button type="button" className={`btn btn-ghost ${size}`} onClick={() => setRejecting(false)}>
            {t.cancel}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <BusyButton
        busy={busy('approve')}
        spinner="xs"
        type="button"
        className={`btn btn-primary ${size}`}
        aria-describedby={describedBy}
        onClick={approve}
      >
        {t.approve}
      </BusyButton>
      <button
        type="button"
        className={`btn btn-outline ${size}`}
        aria-describedby={describedBy}
        onClick={() => setRejecting(true)}
      >
        {t.reject}
      </button>
    </div>
  );
}
