import { catalogImport as t } from '#shared/messages/catalog-import.ts';
import type { ImportResult } from '../api/import-products-csv.ts';

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
        <div className="max-h-64 overflow-auto rounded-box border border-base-300">
          <table className="table table-sm">
            <caption className="p-2 text-left font-semibold">{t.errorsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.rowColumn}</th>
                <th scope="col">{t.problemColumn}</th>
              </tr>
            </thead>
            <tbody>
              {errors.map((error) => (
                <tr key={error.row}>
                  <td className="tabular-nums">{error.row}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {changes.length > 0 && (
        <div className="max-h-64 overflow-auto rounded-box border border-base-300">
          <table className="table table-sm">
            <caption className="p-2 text-left font-semibold">{t.changesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.rowColumn}</th>
                <th scope="col">{t.skuColumn}</th>
                <th scope="col">{t.nameColumn}</th>
                <th scope="col">{t.actionColumn}</th>
              </tr>
            </thead>
            <tbody>
              {changes.slice(0, shownChanges).map((change) => (
                <tr key={change.row}>
                  <td className="tabular-nums">{change.row}</td>
                  <td className="font-mono">{change.sku}</td>
                  <td>{change.name}</td>
                  <td>{change.action === 'create' ? t.create : t.update(change.fields)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {changes.length > shownChanges && <p className="p-2">{t.moreChanges(changes.length - shownChanges)}</p>}
        </div>
      )}
    </div>
  );
}
