import { toast } from 'react-toastify/unstyled';
import { taxStanding } from '#shared/messages/tax-standing.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { apiBaseUrl } from '../../../config/env.ts';
import { type TaxExemption, useDecideExemption } from '../api/tax-exemptions-api.ts';
import { formatDay } from '../format-day.ts';

const t = taxStanding;
const c = t.columns;

function Decide({ exemption }: { exemption: TaxExemption }) {
  const decide = useDecideExemption();
  const run = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { id: exemption._id, decision },
      { onSuccess: () => toast.success(decision === 'approve' ? t.approved : t.rejected) },
    );
  const busy = decide.isPending ? decide.variables.decision : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      <BusyButton
        type="button"
        busy={busy === 'approve'}
        disabled={decide.isPending}
        className="btn btn-primary btn-sm"
        aria-label={t.approve(exemption.number)}
        onClick={() => run('approve')}
      >
        {t.approveButton}
      </BusyButton>
      <BusyButton
        type="button"
        busy={busy === 'reject'}
        disabled={decide.isPending}
        className="btn btn-outline btn-sm"
        aria-label={t.reject(exemption.number)}
        onClick={() => run('reject')}
      >
        {t.rejectButton}
      </BusyButton>
    </div>
  );
}

/**
 * A company's tax exemption certificates (PRODUCT.md §16): scope, reason, expiry, status and who
 * decided, the PDF to download; the store's admins approve or reject the pending ones here.
 */
export function TaxExemptionsTable({
  exemptions,
  caption,
  canDecide,
}: {
  exemptions: TaxExemption[];
  caption: string;
  canDecide: boolean;
}) {
  if (exemptions.length === 0) return <p>{t.noExemptions}</p>;
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.number}</th>
            <th scope="col">{c.scope}</th>
            <th scope="col">{c.reason}</th>
            <th scope="col">{c.expiresOn}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.decided}</th>
            <th scope="col">{c.file}</th>
            {canDecide && <th scope="col">{c.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {exemptions.map((exemption) => (
            <tr key={exemption._id}>
              <th scope="row" className="font-mono">
                {exemption.number}
              </th>
              <td>{exemption.region ?? `${exemption.country} (${t.scopeCountry.toLowerCase()})`}</td>
              <td>{t.reasons[exemption.reason]}</td>
              <td className="whitespace-nowrap">
                {formatDay(exemption.expiresOn)}
                {exemption.expired && <span className="badge badge-outline ml-2">{t.expired}</span>}
              </td>
              <td>{t.exemptionStatuses[exemption.status]}</td>
              <td>
                {exemption.decidedAt ? t.decidedBy(exemption.decidedBy ?? '—', formatDay(exemption.decidedAt)) : '—'}
              </td>
              <td>
                {/* A plain link: the browser downloads the PDF with the session cookie. */}
                <a
                  className="link"
                  href={`${apiBaseUrl}${exemption.fileUrl}`}
                  download={exemption.fileName}
                  aria-label={t.download(exemption.number)}
                >
                  {exemption.fileName}
                </a>
              </td>
              {canDecide && <td>{exemption.status === 'pending' ? <Decide exemption={exemption} /> : '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
