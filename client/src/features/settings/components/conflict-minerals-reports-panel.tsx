import { type ChangeEvent, useId } from 'react';
import { formatDate } from '#shared/format-date.ts';
import { toast } from 'react-toastify/unstyled';
import { type Metal, metalLabels, metals } from '#shared/catalog/taxonomy.ts';
import {
  type ConflictMineralsReport,
  conflictMineralsContentTypes,
  conflictMineralsReportPath,
} from '#shared/compliance/conflict-minerals.schema.ts';
import { productCompliance } from '#shared/messages/product-compliance.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { maxUploadBytes } from '#shared/quotes/quote.schema.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { apiBaseUrl } from '../../../config/env.ts';
import { useConflictMineralsReports } from '../../../lib/queries/conflict-minerals-reports.ts';
import { useUploadConflictMineralsReport } from '../api/upload-conflict-minerals-report.ts';
import { ResponsiveTable, TableCell } from '../../../components/ui/responsive-table.tsx';

const t = productCompliance.panel;
// What the file picker offers; the server judges the bytes (PDF or XLSX) whatever the name says.
const accept = ['.pdf', '.xlsx', ...conflictMineralsContentTypes].join(',');

function ReportRow({ metal, report }: { metal: Metal; report: ConflictMineralsReport | undefined }) {
  const inputId = useId();
  const upload = useUploadConflictMineralsReport();
  const name = metalLabels[metal];
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > maxUploadBytes) {
      toast.error(quotes.fileTooLarge);
      return;
    }
    // A refusal is the MutationCache's error toast (lib/query-client.ts), with the server's message.
    upload.mutate({ metal, file }, { onSuccess: () => toast.success(t.uploaded(name)) });
  };
  return (
    <tr>
      <TableCell label={t.metal} rowHeader>
        {name}
      </TableCell>
      <TableCell label={t.current}>
        {report ? (
          <span className="flex flex-col">
            <a href={`${apiBaseUrl}${conflictMineralsReportPath(metal)}`} className="link" download>
              {report.fileName}
            </a>
            <span className="text-sm text-base-content/75">{t.uploadedOn(formatDate(report.uploadedAt))}</span>
          </span>
        ) : (
          <span className="text-base-content/75">{t.none}</span>
        )}
      </TableCell>
      <TableCell label={t.upload}>
        <label htmlFor={inputId} className="sr-only">
          {t.chooseFile(name, report !== undefined)}
        </label>
        <input
          id={inputId}
          type="file"
          accept={accept}
          onChange={choose}
          disabled={upload.isPending}
          className="file-input file-input-sm w-full max-w-xs"
        />
        <span className="text-sm" role="status">
          {upload.isPending ? t.uploading : ''}
        </span>
      </TableCell>
    </tr>
  );
}

/**
 * PRODUCT.md §19: the store's conflict-minerals report per metal. Upload or replace one; product
 * pages of products containing conflict minerals link their metal's.
 */
export function ConflictMineralsReportsPanel() {
  const headingId = useId();
  const reports = useConflictMineralsReports();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t.title}
      </h2>
      <p className="max-w-prose">{t.intro}</p>
      {reports.isPending ? (
        <LoadingState />
      ) : reports.isError ? (
        <ErrorState error={reports.error} onRetry={() => void reports.refetch()} isRetrying={reports.isFetching} />
      ) : (
        <ResponsiveTable
          size="sm"
          bordered={false}
          columns={[{ header: t.metal, rowHeader: true }, { header: t.current }, { header: t.upload }]}
          rows={metals}
          rowKey={(metal) => metal}
          renderRow={(metal) => (
            <ReportRow key={metal} metal={metal} report={reports.data.find((report) => report.metal === metal)} />
          )}
        />
      )}
    </section>
  );
}
