import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { getErrorMessage } from '#shared/error-message.ts';
import { lots as t } from '#shared/messages/lots.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { importLotsCsv } from '../api/import-lots-csv.ts';
import { invalidateProducts } from '../api/invalidate-products.ts';

/**
 * Import lots (PRODUCT.md §20): a CSV of heat lots received at once. The server checks every row
 * before it receives any; a refusal names the row and the dialog shows it. Certificates (PDFs) are
 * attached on each product's Lots section.
 */
export function ImportLotsDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const ids = { heading: useId(), help: useId(), file: useId(), problem: useId() };

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const run = async () => {
    if (!file) return setProblem(t.ui.chooseFile);
    setBusy(true);
    setProblem(undefined);
    try {
      toast.success(await importLotsCsv(file));
      void invalidateProducts(queryClient);
      dialog.current?.close();
    } catch (error) {
      setProblem(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={ids.heading} aria-describedby={ids.help} onClose={onClose}>
      <div className="modal-box flex max-w-2xl flex-col gap-4">
        <h2 id={ids.heading} className="text-xl font-semibold">
          {t.ui.importTitle}
        </h2>
        <p id={ids.help}>{t.ui.importHelp}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.file} className="font-semibold">
            {t.ui.importFile}
          </label>
          <input
            id={ids.file}
            type="file"
            accept=".csv,text/csv"
            className="file-input file-input-bordered w-full"
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? ids.problem : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              setProblem(undefined);
            }}
          />
          {problem && (
            <p id={ids.problem} role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.close()}>
            {t.ui.close}
          </button>
          <BusyButton type="button" busy={busy} disabled={!file || busy} onClick={() => void run()}>
            {t.ui.importLots}
          </BusyButton>
        </div>
      </div>
    </dialog>
  );
}
