import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import { typedNumber } from '#shared/i18n/parse-number.ts';
import { lots as m } from '#shared/messages/lots.ts';
import type { Lot } from '#shared/catalog/lot.schema.ts';
import { certificateTypes } from '#shared/quotes/quote.schema.ts';
import { apiBaseUrl } from '../../../config/env.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FileField } from '../../../components/ui/file-field.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { type Column, ResponsiveTable, TableCell } from '../../../components/ui/responsive-table.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type ReceiveLotValues, useAdjustLot, useLots, useReceiveLot } from '../api/lots.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { HeadedSection } from '../../../components/ui/headed-section.tsx';
import { FormCard } from '../../../components/ui/form-card.tsx';

const t = m.ui;
const pdf = ['application/pdf'];
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

/** The lots' headers; each row is a LotRow, which keeps its typed adjustment. */
const lotColumns = (): Column<Lot>[] => [
  { header: t.heat },
  { header: t.quantity },
  { header: t.received },
  { header: t.mill },
  { header: t.certificate },
  { header: t.public },
  { header: t.adjust },
];

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
    <HeadedSection headingId="lots-heading" title={t.title} headingClassName="text-2xl font-bold">
      {lots.isPending ? (
        <LoadingState />
      ) : lots.isError ? (
        <ErrorState error={lots.error} onRetry={() => void lots.refetch()} isRetrying={lots.isFetching} />
      ) : lots.data.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ResponsiveTable
          bordered={false}
          columns={lotColumns()}
          rows={lots.data}
          rowKey={(lot) => lot._id}
          renderRow={(lot) => <LotRow key={lot._id} lot={lot} unit={unit} />}
        />
      )}
      <ReceiveLotForm productId={productId} cutToLength={cutToLength} />
    </HeadedSection>
  );
}

function LotRow({ lot, unit }: { lot: Lot; unit: string }) {
  const adjust = useAdjustLot();
  const [change, setChange] = useState('');
  const [reason, setReason] = useState('');
  const submit = async () => {
    try {
      await adjust.mutateAsync({ lotId: lot._id, input: { quantity: Number(typedNumber(change)), reason } });
    } catch {
      return;
    }
    setChange('');
    setReason('');
  };
  return (
    <tr>
      <TableCell label={t.heat}>{lot.heatNumber}</TableCell>
      <TableCell label={t.quantity}>
        {lot.quantity} {unit}
        {lot.bars && lot.bars.length > 0 && (
          <span className="block text-sm text-base-content/80">{t.bars(lot.bars.map((bar) => bar.lengthMm))}</span>
        )}
      </TableCell>
      <TableCell label={t.received}>{lot.receivedOn}</TableCell>
      <TableCell label={t.mill}>{lot.mill}</TableCell>
      <TableCell label={t.certificate}>
        {lot.certificate ? (
          <a className="link" href={`${apiBaseUrl}${lot.certificate.url}`} download>
            {lot.certificate.type}
          </a>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell label={t.public}>{lot.public ? t.yes : t.no}</TableCell>
      <TableCell label={t.adjust}>
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
      </TableCell>
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
    <FormCard variant="box" headingId="receive-lot-heading" title={t.receive} onSubmit={handleSubmit(submitted)}>
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
        <SelectField label={t.certificate} registration={register('type')} placeholder="—" options={certificateTypes} />
        <FileField key={fileKey} label={`${t.certificate} (PDF)`} accept={pdf} onChoose={setFile} />
        <label className="label gap-2">
          <input type="checkbox" className="checkbox" {...register('public')} />
          {t.public}
        </label>
      </div>
      <BusyButton type="submit" className="btn btn-primary self-start" busy={receive.isPending}>
        {t.receive}
      </BusyButton>
    </FormCard>
  );
}
