import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { maxScreeningListBytes } from '#shared/compliance/screening-list.schema.ts';
import { formatDate } from '#shared/format-date.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { screening } from '#shared/messages/screening.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import {
  type ScreeningListAnswer,
  useRemoveScreeningList,
  useScreeningList,
  useUploadScreeningList,
} from './api/screening-list-api.ts';

const t = screening.panel;
const csvTypes = '.csv,text/csv';

function ListFacts({ list }: { list: ScreeningListAnswer }) {
  if (!list.uploadedAt) return <p>{t.none}</p>;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{t.entries}</dt>
      <dd>{formatNumber(list.entries)}</dd>
      <dt className="font-semibold">{t.fileName}</dt>
      <dd className="break-all">{list.fileName}</dd>
      <dt className="font-semibold">{t.uploadedAt}</dt>
      <dd>{formatDate(list.uploadedAt)}</dd>
    </dl>
  );
}

/**
 * The compliance staff's denied-party list (PRODUCT.md §19): what is uploaded, a new upload (it
 * replaces the whole list) and its removal. The server reads and judges the file; a refusal names
 * the row or column, and the MutationCache toasts it.
 */
export function ScreeningListPanel() {
  const headingId = useId();
  const list = useScreeningList();
  const upload = useUploadScreeningList();
  const remove = useRemoveScreeningList();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [fileKey, setFileKey] = useState(0);

  const submitted = async () => {
    if (!file) return setFileError(screening.fileMissing);
    if (file.size > maxScreeningListBytes) return setFileError(screening.tooLarge(maxScreeningListBytes / 2 ** 20));
    try {
      const answer = await upload.mutateAsync(file);
      toast.success(t.uploaded(answer.entries));
    } catch {
      return; // The MutationCache toasts the server's message.
    }
    setFile(null);
    setFileKey((key) => key + 1);
  };
  const removed = async () => {
    if (!window.confirm(t.confirmRemove)) return;
    try {
      await remove.mutateAsync(undefined);
      toast.success(t.removed);
    } catch {
      // Toasted by the MutationCache.
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
      ) : (
        <ListFacts list={list.data} />
      )}
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submitted();
        }}
      >
        <FormField label={t.fileLabel} hint={t.downloadHint} error={fileError} className="grow">
          {(control) => (
            <input
              {...control}
              key={fileKey}
              type="file"
              name="file"
              accept={csvTypes}
              aria-required="true"
              className="file-input w-full"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileError(undefined);
              }}
            />
          )}
        </FormField>
        <BusyButton busy={upload.isPending} disabled={remove.isPending}>
          {upload.isPending ? t.uploading : t.upload}
        </BusyButton>
        {list.data?.uploadedAt && (
          <BusyButton
            type="button"
            className="btn btn-outline btn-error"
            busy={remove.isPending}
            disabled={upload.isPending}
            onClick={() => void removed()}
          >
            {remove.isPending ? t.removing : t.remove}
          </BusyButton>
        )}
      </form>
    </section>
  );
}
