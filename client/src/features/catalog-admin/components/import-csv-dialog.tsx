import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { getErrorMessage } from '#shared/error-message.ts';
import { catalogImport as t } from '#shared/messages/catalog-import.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { importProductsCsv, type ImportResult } from '../api/import-products-csv.ts';
import { invalidateProducts } from '../api/invalidate-products.ts';
import { ImportPreview } from './import-preview.tsx';

/**
 * Import CSV (docs/product/back-office.md#products): choose a file, see the dry run's preview
 * (every bad row with its reason), and Import, which is enabled only when no row has an error.
 * A native modal <dialog>, opened when this chunk has loaded; closing it tells the page.
 */
export function ImportCsvDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<ImportResult>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<'preview' | 'import'>();
  const ids = { heading: useId(), help: useId(), file: useId(), problem: useId() };

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const run = async (dryRun: boolean, chosen = file) => {
    if (!chosen) return setProblem(t.chooseFile);
    setBusy(dryRun ? 'preview' : 'import');
    setProblem(undefined);
    try {
      const answer = await importProductsCsv(chosen, dryRun);
      if (dryRun || answer.errors.length) return setPreview(answer);
      toast.success(t.imported(answer.created, answer.updated));
      void invalidateProducts(queryClient);
      dialog.current?.close();
    } catch (error) {
      setPreview(undefined);
      setProblem(getErrorMessage(error));
    } finally {
      setBusy(undefined);
    }
  };

  const canImport = preview !== undefined && preview.dryRun && preview.errors.length === 0 && busy === undefined;
  return (
    <dialog ref={dialog} className="modal" aria-labelledby={ids.heading} aria-describedby={ids.help} onClose={onClose}>
      <div className="modal-box flex max-w-3xl flex-col gap-4">
        <h2 id={ids.heading} className="text-xl font-semibold">
          {t.dialogTitle}
        </h2>
        <p id={ids.help}>{t.dialogHelp}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.file} className="font-semibold">
            {t.fileLabel}
          </label>
          <input
            id={ids.file}
            type="file"
            accept=".csv,text/csv"
            className="file-input file-input-bordered w-full"
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? ids.problem : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setFile(chosen);
              setPreview(undefined);
              if (chosen) void run(true, chosen);
            }}
          />
          {problem && (
            <p id={ids.problem} role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
        {busy === 'preview' && <p role="status">{t.previewing}</p>}
        {preview && <ImportPreview preview={preview} />}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.close()}>
            {t.close}
          </button>
          <BusyButton
            type="button"
            className="btn btn-outline"
            busy={busy === 'preview'}
            disabled={!file || busy !== undefined}
            onClick={() => void run(true)}
          >
            {t.preview}
          </BusyButton>
          <BusyButton type="button" busy={busy === 'import'} disabled={!canImport} onClick={() => void run(false)}>
            {busy === 'import' ? t.importing : t.import}
          </BusyButton>
        </div>
      </div>
    </dialog>
  );
}
