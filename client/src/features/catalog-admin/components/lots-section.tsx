import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import { lots as m } from '#shared/messages/lots.ts';
import type { Lot } from '#shared/catalog/lot.schema.ts';
import { certificateTypes } from '#shared/quotes/quote.schema.ts';
import { apiBaseUrl } from '../../../config/env.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type ReceiveLotValues, useAdjustLot, useLots, useReceiveLot } from '../api/lots.ts';

const t = m.ui;
const empty: ReceiveLotValues = {
  heatNumber: '',
  quantity: '',
  receivedOn: '',
  mill: '',
  notes: '',
  public: false,
  type: '',
  barLengthMm: '',
  barCount: '',
};

/**
 * The Lots section of the admin's Edit product page (PRODUCT.md §20): the product's stock by heat,
 * a receipt of a new lot (with its certificate PDF) and an audited adjustment of one. The server
 * judges every value; its message is toasted by the MutationCache.
 */
export function LotsSection({
  productId,
  unit,
  cutToLength = false,
}: {
  productId: string;
  unit: string;
  /** A product cut to length receives lots of bars (PRODUCT.md §20): bar length × number of bars. */
  cutToLength?: boolean;
}) {
  const lots = useLots(productId);
  return (
    <section aria-labelledby="lots-heading" className="flex flex-col gap-4">
      <h2 id="lots-heading" className="text-2xl font-bold">
        {t.title}
      </h2>
      {lots.isPending ? (
        <LoadingState />
      ) : lots.isError ? (
        <ErrorState error={lots.error} onRetry={() => void lots.refetch()} isRetrying={lots.isFetching} />
      ) : lots.data.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table">
            <thead>
              <tr>
                <th>{t.heat}</th>
                <th>{t.quantity}</th>
                <th>{t.received}</th>
                <th>{t.mill}</th>
                <th>{t.certificate}</th>
                <th>{t.public}</th>
                <th>{t.adjust}</th>
              </tr>
            </thead>
            <tbody>
              {lots.data.map((lot) => (
                <LotRow key={lot._id} lot={lot} unit={unit} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ReceiveLotForm productId={productId} cutToLength={cutToLength} />
    </section>
  );
}

function LotRow({ lot, unit }: { lot: Lot; unit: string }) {
  const adjust = useAdjustLot();
  const [change, setChange] = useState('');
  const [reason, setReason] = useState('');
  const submit = async () => {
    try {
      await adjust.mutateAsync({ lotId: lot._id, input: { quantity: Number(change), reason } });
    } catch {
      return;
    }
    setChange('');
    setReason('');
  };
  return (
    <tr>
      <td>{lot.heatNumber}</td>
      <td>
        {lot.quantity} {unit}
        {lot.bars && lot.bars.length > 0 && (
          <span className="block text-sm text-base-content/80">{t.bars(lot.bars.map((bar) => bar.lengthMm))}</span>
        )}
      </td>
      <td>{lot.receivedOn}</td>
      <td>{lot.mill}</td>
      <td>
        {lot.certificate ? (
          <a className="link" href={`${apiBaseUrl}${lot.certificate.url}`} download>
            {lot.certificate.type}
          </a>
        ) : (
          '—'
        )}
      </td>
      <td>{lot.public ? t.yes : t.no}</td>
      <td>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <input
            aria-label={`${t.change} ${lot.heatNumber}`}
            className="input input-sm w-24"
            inputMode="decimal"
            value={change}
            onChange={(event) => setChange(event.target.value)}
          />
          <input
            aria-label={`${t.reason} ${lot.heatNumber}`}
            className="input input-sm w-40"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <BusyButton type="submit" className="btn btn-sm" busy={adjust.isPending}>
            {t.adjust}
          </BusyButton>
        </form>
      </td>
    </tr>
  );
}

function ReceiveLotForm({ productId, cutToLength }: { productId: string; cutToLength: boolean }) {
  const receive = useReceiveLot(productId);
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const { register, handleSubmit, reset } = useForm<ReceiveLotValues>({ defaultValues: empty });
  const submitted = async (values: ReceiveLotValues) => {
    try {
      await receive.mutateAsync({ values, file });
    } catch {
      return;
    }
    toast.success(`${t.receive}: ${values.heatNumber}`);
    reset(empty);
    setFile(null);
    setFileKey((key) => key + 1);
  };
  return (
    <form
      noValidate
      aria-labelledby="receive-lot-heading"
      onSubmit={(event) => void handleSubmit(submitted)(event)}
      className="flex flex-col gap-4 rounded-box border border-base-300 p-4"
    >
      <h3 id="receive-lot-heading" className="font-semibold">
        {t.receive}
      </h3>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField label={t.heat} aria-required="true" registration={register('heatNumber')} />
        {/* A lot of bars gives bar length × number instead (the server checks one or the other). */}
        <TextField
          label={t.quantity}
          aria-required={cutToLength ? undefined : 'true'}
          inputMode="decimal"
          registration={register('quantity')}
        />
        {cutToLength && (
          <>
            <TextField label={t.barLengthMm} inputMode="numeric" registration={register('barLengthMm')} />
            <TextField label={t.barCount} inputMode="numeric" registration={register('barCount')} />
          </>
        )}
        <TextField label={t.received} aria-required="true" type="date" registration={register('receivedOn')} />
        <TextField label={t.mill} registration={register('mill')} />
        <TextField label={t.notes} registration={register('notes')} />
        <FormField label={t.certificate}>
          {(control) => (
            <select {...control} {...register('type')} className="select w-full">
              <option value="">—</option>
              {certificateTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={`${t.certificate} (PDF)`}>
          {(control) => (
            <input
              {...control}
              key={fileKey}
              type="file"
              accept="application/pdf"
              className="file-input w-full"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
        <label className="label gap-2">
          <input type="checkbox" className="checkbox" {...register('public')} />
          {t.public}
        </label>
      </div>
      <BusyButton type="submit" className="btn btn-primary self-start" busy={receive.isPending}>
        {t.receive}
      </BusyButton>
    </form>
  );
}
