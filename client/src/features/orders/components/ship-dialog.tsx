import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { parseQuantity, toBase } from '#shared/catalog/units.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { messages } from '#shared/messages.ts';
import { shipments as sm } from '#shared/messages/shipments.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { validation } from '#shared/messages/validation.ts';
import { type PurchaseOrder, type ShipInput, shipInputSchema } from '#shared/orders/purchase-order.schema.ts';
import { linesLeftToShip, shippableOf, shipQuantityProblem } from '#shared/orders/shipping.ts';
import { requiresCertificate } from '#shared/orders/certificate-required.ts';
import { requiredCertificates as rc } from '#shared/messages/required-certificates.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { quantityText } from '../../../components/orders/line-units.ts';

const t = messages.orderPages;

interface ShipDialogProps {
  order: Pick<PurchaseOrder, 'number' | 'lines' | 'paymentMethod'>;
  /** Resolves true when the shipment was recorded, and the dialog closes. */
  onShip: (input: ShipInput) => Promise<boolean>;
}

interface ShipForm {
  carrier: string;
  trackingNumber: string;
  /** Typed quantities, one per line left to ship, in the line's unit; 0 or empty: not in this parcel. */
  quantities: string[];
}

/** PRODUCT.md §20: the server refuses to ship a line that requires a certificate and has none; so does the form. */
function missingCertificate(line: PurchaseOrder['lines'][number]): string | undefined {
  if (line.certificate || !requiresCertificate(line.certificateRequired)) return undefined;
  return rc.missingBeforeShip(line.lineNo, line.name, line.certificateRequired);
}

const certificateProblem = (line: PurchaseOrder['lines'][number]) => {
  const message = missingCertificate(line);
  return message === undefined ? undefined : { message };
};

/**
 * The form's rules: carrier and tracking as the server checks them (shipInputSchema), and each
 * line's quantity by the shared shipping rules (shared/orders/shipping.ts), so a mistake is said
 * before the request; the server checks all of it again.
 */
function shipFormSchema(left: ReturnType<typeof linesLeftToShip>, paymentMethod: PurchaseOrder['paymentMethod']) {
  return shipInputSchema
    .pick({ carrier: true, trackingNumber: true })
    .extend({ quantities: z.array(z.string()) })
    .superRefine((form, ctx) => {
      let any = false;
      left.forEach(({ line }, index) => {
        const text = form.quantities[index]?.trim() ?? '';
        const unit = line.unit ?? 'pcs';
        const value = parseQuantity(unit, text);
        if (text === '' || Number(text) === 0 || value === 0) return;
        const problem =
          value === undefined
            ? { message: unit === 'pcs' ? unitTexts.piecesWhole : unitTexts.tooManyDecimals(validation.quantity) }
            : (shipQuantityProblem(shippableOf(line), paymentMethod, toBase(unit, value)) ?? certificateProblem(line));
        if (problem) ctx.addIssue({ code: 'custom', path: ['quantities', index], message: problem.message });
        any = true;
      });
      if (!any) ctx.addIssue({ code: 'custom', path: ['quantities', 0], message: sm.emptyShipment });
    });
}

/**
 * Ship (PRODUCT.md §22): the lines still to ship, each with its quantity (all that remains by
 * default; lower it, or 0, to send part now), the carrier and the tracking number. A native
 * <dialog> opened as a modal: focus moves in, Escape closes it, the page behind is inert.
 */
export function ShipDialog({ order, onShip }: ShipDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const left = useMemo(() => linesLeftToShip(order), [order]);
  const defaults = useMemo(
    () => ({
      carrier: '',
      trackingNumber: '',
      // A line still missing its required certificate is not in the parcel by default. The rest as
      // the reader types a number ("2,5" in German), ungrouped as the box is edited.
      quantities: left.map(({ line, remaining }) =>
        missingCertificate(line) ? '0' : formatNumber(remaining, { useGrouping: false }),
      ),
    }),
    [left],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ShipForm>({
    resolver: zodResolver(shipFormSchema(left, order.paymentMethod)),
    values: defaults,
  });
  const shipped = async (form: ShipForm) => {
    const lines = left.flatMap(({ line }, index) => {
      const value = parseQuantity(line.unit ?? 'pcs', form.quantities[index] ?? '') ?? 0;
      return value > 0 ? [{ lineId: line._id, quantity: value }] : [];
    });
    if (await onShip({ carrier: form.carrier, trackingNumber: form.trackingNumber, lines })) {
      dialog.current?.close();
      reset(defaults);
    }
  };
  const headingId = 'ship-dialog-heading';
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => dialog.current?.showModal()}>
        {t.ship}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby={headingId}>
        <div className="modal-box flex max-w-2xl flex-col gap-4">
          <h2 id={headingId} className="text-xl font-semibold">
            {t.shipHeading(order.number)}
          </h2>
          <form noValidate onSubmit={(event) => void handleSubmit(shipped)(event)} className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-1 font-semibold">{sm.dialogLines}</legend>
              <p className="text-sm text-base-content/75">{sm.dialogHint}</p>
              {left.map(({ line, remaining }, index) => (
                <TextField
                  key={line._id}
                  label={sm.quantityLabel(
                    `${line.sku ?? ''} ${line.name}`.trim(),
                    quantityText({ ...line, quantity: remaining }),
                  )}
                  error={errors.quantities?.[index]?.message}
                  registration={register(`quantities.${index}`)}
                  inputMode="decimal"
                  className="w-40 tabular-nums"
                />
              ))}
            </fieldset>
            <FormField label={t.carrier} error={errors.carrier?.message}>
              {(field) => <input {...field} {...register('carrier')} className="input input-bordered w-full" />}
            </FormField>
            <TextField
              label={t.trackingNumber}
              error={errors.trackingNumber?.message}
              registration={register('trackingNumber')}
              className="font-mono"
            />
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
