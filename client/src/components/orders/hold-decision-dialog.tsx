import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { complianceHolds } from '#shared/messages/compliance-holds.ts';
import { refuseHoldSchema, releaseHoldSchema } from '#shared/orders/compliance-decision.schema.ts';
import { useDecideHold } from '../../lib/queries/compliance-holds.ts';
import { BusyButton } from '../ui/busy-button.tsx';
import { FormField } from '../ui/form-field.tsx';

const t = complianceHolds.page;

/** One text either way: the release's note or the refusal's reason, each with its schema's rule. */
const schemas = {
  release: z.object({ text: releaseHoldSchema.shape.note }),
  refuse: z.object({ text: refuseHoldSchema.shape.reason }),
};
type Values = { text: string };

interface HoldDecisionDialogProps {
  order: { _id: string; number: string };
  action: 'release' | 'refuse';
  /** Id of the element naming the order, for repeated buttons in a list. */
  describedBy?: string | undefined;
  small?: boolean | undefined;
}

/**
 * Release (with a note) or Refuse (with a reason) of a held order (PRODUCT.md §19), a store admin's:
 * a button that opens a native modal <dialog> with the one field, as Ship and Attach certificate.
 * Shown only when the order's `allowedActions` list it.
 */
export function HoldDecisionDialog({ order, action, describedBy, small = false }: HoldDecisionDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const decide = useDecideHold();
  const headingId = useId();
  const releasing = action === 'release';
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schemas[action]), defaultValues: { text: '' } });
  const submitted = async ({ text }: Values) => {
    try {
      await decide.mutateAsync(
        releasing ? { id: order._id, action, note: text } : { id: order._id, action: 'refuse', reason: text },
      );
    } catch {
      return; // The MutationCache toasts the server's message (409 when decided meanwhile).
    }
    toast.success(releasing ? t.releasedToast : t.refusedToast);
    reset();
    dialog.current?.close();
  };
  const size = small ? 'btn-sm' : '';
  return (
    <>
      <button
        type="button"
        className={`btn ${releasing ? 'btn-primary' : 'btn-outline btn-error'} ${size}`}
        aria-describedby={describedBy}
        onClick={() => dialog.current?.showModal()}
      >
        {releasing ? t.release : t.refuse}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby={headingId}>
        <div className="modal-box flex flex-col gap-4">
          <h2 id={headingId} className="text-xl font-semibold">
            {`${releasing ? t.releaseTitle : t.refuseTitle} (${order.number})`}
          </h2>
          {!releasing && <p>{t.refuseWarning}</p>}
          <form noValidate onSubmit={(event) => void handleSubmit(submitted)(event)} className="flex flex-col gap-4">
            <FormField label={releasing ? t.noteLabel : t.reasonLabel} error={errors.text?.message}>
              {(control) => (
                <textarea
                  {...control}
                  {...register('text')}
                  aria-required="true"
                  maxLength={1000}
                  rows={3}
                  className="textarea w-full"
                />
              )}
            </FormField>
            <div className="modal-action">
              <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.close()}>
                {t.cancel}
              </button>
              <BusyButton
                busy={isSubmitting || decide.isPending}
                className={releasing ? 'btn btn-primary' : 'btn btn-error'}
              >
                {releasing ? t.release : t.refuse}
              </BusyButton>
            </div>
          </form>
        </div>
      </dialog>
    </>
  );
}

/** Release and Refuse as the order's `allowedActions` list them; nothing otherwise. */
export function HoldActions({
  order,
  describedBy,
  small,
}: {
  order: { _id: string; number: string; allowedActions: readonly string[] };
  describedBy?: string | undefined;
  small?: boolean | undefined;
}) {
  const release = order.allowedActions.includes('release');
  const refuse = order.allowedActions.includes('refuse');
  if (!release && !refuse) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {release && <HoldDecisionDialog order={order} action="release" describedBy={describedBy} small={small} />}
      {refuse && <HoldDecisionDialog order={order} action="refuse" describedBy={describedBy} small={small} />}
    </div>
  );
}
