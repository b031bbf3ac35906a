import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '#shared/messages.ts';
import { type ShipInput, shipInputSchema } from '#shared/orders/purchase-order.schema.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';

const t = messages.orderPages;

interface ShipDialogProps {
  orderNumber: string;
  /** Resolves true when the order was shipped, and the dialog closes. */
  onShip: (input: ShipInput) => Promise<boolean>;
}

/**
 * Ship: carrier and tracking number, both required (shipInputSchema, as the server checks it). A
 * native <dialog> opened as a modal: focus moves in, Escape closes it, the page behind is inert.
 */
export function ShipDialog({ orderNumber, onShip }: ShipDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ShipInput>({
    resolver: zodResolver(shipInputSchema),
    defaultValues: { carrier: '', trackingNumber: '' },
  });
  const shipped = async (input: ShipInput) => {
    if (await onShip(input)) {
      dialog.current?.close();
      reset();
    }
  };
  const headingId = 'ship-dialog-heading';
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => dialog.current?.showModal()}>
        {t.ship}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby={headingId}>
        <div className="modal-box flex flex-col gap-4">
          <h2 id={headingId} className="text-xl font-semibold">
            {t.shipHeading(orderNumber)}
          </h2>
          <form noValidate onSubmit={(event) => void handleSubmit(shipped)(event)} className="flex flex-col gap-4">
            <FormField label={t.carrier} error={errors.carrier?.message}>
              {(field) => <input {...field} {...register('carrier')} className="input input-bordered w-full" />}
            </FormField>
            <FormField label={t.trackingNumber} error={errors.trackingNumber?.message}>
              {(field) => (
                <input {...field} {...register('trackingNumber')} className="input input-bordered w-full font-mono" />
              )}
            </FormField>
            <div className="modal-action">
              <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.close()}>
                {t.close}
              </button>
              <BusyButton busy={isSubmitting}>{t.confirmShip}</BusyButton>
            </div>
          </form>
        </div>
      </dialog>
    </>
  );
}
