import { catalogImport as t } from '#shared/messages/catalog-import.ts';
import type { ImportResult } from '../api/import-products-csv.ts';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

/** Rows listed in the changes table; the rest are counted ("and 9,900 more"). Every error is listed. */
const shownChanges = 100;

/**
 * A dry run's answer: counts, then every bad row with its row number and reason, then what the
 * import would change. Both tables have a caption naming them (docs/product/screens.md#accessibility).
 */
export function ImportPreview({ preview }: { preview: ImportResult }) {
  const { errors, changes } = preview;
  return (
    <div className="flex flex-col gap-4">
      <p>{t.summary(preview.rows, preview.created, preview.updated, preview.unchanged)}</p>
      <p
        role={errors.length ? 'alert' : 'status'}
        className={errors.length ? 'font-semibold text-red-700' : 'text-success-content'}
      >
        {t.errorSummary(errors.length)}
      </p>
      {errors.length > 0 && (
        <ResponsiveTable
          caption={t.errorsCaption}
          captionVisible
          size="sm"
          className="max-h-64 overflow-auto"
          columns={[
            { header: t.rowColumn, className: 'tabular-nums', cell: (error) => error.row },
            { header: t.problemColumn, cell: (error) => error.message },
          ]}
          rows={errors}
          rowKey={(error) => String(error.row)}
        />
      )}
      {changes.length > 0 && (
        <ResponsiveTable
          caption={t.changesCaption}
          captionVisible
          size="sm"
          className="max-h-64 overflow-auto"
          columns={[
            { header: t.rowColumn, className: 'tabular-nums', cell: (change) => change.row },
            { header: t.skuColumn, className: 'font-mono', cell: (change) => change.sku },
            { header: t.nameColumn, cell: (change) => change.name },
            {
              header: t.actionColumn,
              cell: (change) => (change.action === 'create' ? t.create : t.update(change.fields)),
            },
          ]}
          rows={changes.slice(0, shownChanges)}
          rowKey={(change) => String(change.row)}
        />
      )}
      {changes.length > shownChanges && <p className="p-2">{t.moreChanges(changes.length - shownChanges)}</p>}
    </div>
  );
}
