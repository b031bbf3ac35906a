import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import { quotes } from '#shared/messages/quotes.ts';
import type { PurchaseOrder, PurchaseOrderLine } from '#shared/orders/purchase-order.schema.ts';
import { certificateContentTypes, certificateFieldsSchema, certificateTypes } from '#shared/quotes/quote.schema.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { uploadProblem } from '../../../lib/upload-check.ts';
import { type CertificateFields, useAttachCertificate } from '../api/attach-certificate.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { FileField } from '../../../components/ui/file-field.tsx';

const t = quotes;

interface Values {
  type: CertificateFields['type'] | '';
  heatNumber: string;
}
// The type select starts empty ('' = not chosen), which the schema refuses with its own text.
const resolver = zodResolver(certificateFieldsSchema) as unknown as Resolver<Values, unknown, CertificateFields>;

/**
 * Attach certificate (admins, docs/product/quotes.md#certificates): the line's heat number and its
 * certificate PDF with its type; a new one replaces the old. A native modal <dialog>, as Ship.
 * The file's size and type are checked here only to help early: the server judges its bytes.
 */
export function CertificateDialog({ order, line }: { order: PurchaseOrder; line: PurchaseOrderLine }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const attach = useAttachCertificate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, CertificateFields>({
    resolver,
    defaultValues: {
      type: (line.certificate?.type as Values['type'] | undefined) ?? '',
      heatNumber: line.heatNumber ?? '',
    },
  });
  const submitted = async (fields: CertificateFields) => {
    if (!file) {
      setFileError(t.fileMissing);
      return;
    }
    if (fileError) return;
    try {
      await attach.mutateAsync({ orderId: order._id, lineId: line._id, fields, file });
    } catch {
      return; // The MutationCache toasts the server's message (413, 400).
    }
    toast.success(t.certificateAttached);
    dialog.current?.close();
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm whitespace-nowrap"
        aria-label={`${t.attachCertificate}: ${line.name}`}
        onClick={() => dialog.current?.showModal()}
      >
        {t.attachCertificate}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby={headingId}>
        <div className="modal-box flex flex-col gap-4">
          <h2 id={headingId} className="text-xl font-semibold">
            {t.attachHeading(line.name)}
          </h2>
          <form noValidate onSubmit={(event) => void handleSubmit(submitted)(event)} className="flex flex-col gap-4">
            <FileField
              label={t.certificateFile}
              error={fileError}
              accept={certificateContentTypes}
              required
              onChoose={(chosen) => {
                setFile(chosen);
                setFileError(chosen ? uploadProblem(chosen, certificateContentTypes) : undefined);
              }}
            />
            <SelectField
              label={t.certificateTypeLabel}
              error={errors.type?.message}
              registration={register('type')}
              aria-required="true"
              placeholder={t.chooseCertificateType}
              options={certificateTypes}
            />
            <TextField
              label={t.heatNumberLabel}
              error={errors.heatNumber?.message}
              registration={register('heatNumber')}
              aria-required="true"
              className="font-mono"
            />
            <div className="modal-action">
              <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.close()}>
                {t.close}
              </button>
              <BusyButton busy={isSubmitting || attach.isPending}>{t.upload}</BusyButton>
            </div>
          </form>
        </div>
      </dialog>
    </>
  );
}
