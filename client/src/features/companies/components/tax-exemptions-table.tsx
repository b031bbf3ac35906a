import { toast } from 'react-toastify/unstyled';
import { taxStanding } from '#shared/messages/tax-standing.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { apiBaseUrl } from '../../../config/env.ts';
import { type TaxExemption, useDecideExemption } from '../api/tax-exemptions-api.ts';
import { formatDay } from '../format-day.ts';
import { type MaybeColumn, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

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
  const columns: MaybeColumn<TaxExemption>[] = [
    { header: c.number, rowHeader: true, className: 'font-mono', cell: (exemption) => exemption.number },
    {
      header: c.scope,
      cell: (exemption) => exemption.region ?? `${exemption.country} (${t.scopeCountry.toLowerCase()})`,
    },
    { header: c.reason, cell: (exemption) => t.reasons[exemption.reason] },
    {
      header: c.expiresOn,
      className: 'whitespace-nowrap',
      cell: (exemption) => (
        <span>
          {formatDay(exemption.expiresOn)}
          {exemption.expired && <span className="badge badge-outline ml-2">{t.expired}</span>}
        </span>
      ),
    },
    { header: c.status, cell: (exemption) => t.exemptionStatuses[exemption.status] },
    {
      header: c.decided,
      cell: (exemption) =>
        exemption.decidedAt ? t.decidedBy(exemption.decidedBy ?? '—', formatDay(exemption.decidedAt)) : '—',
    },
    {
      header: c.file,
      className: 'break-all',
      // A plain link: the browser downloads the PDF with the session cookie.
      cell: (exemption) => (
        <a
          className="link"
          href={`${apiBaseUrl}${exemption.fileUrl}`}
          download={exemption.fileName}
          aria-label={t.download(exemption.number)}
        >
          {exemption.fileName}
        </a>
      ),
    },
    canDecide && {
      header: c.actions,
      cell: (exemption) => (exemption.status === 'pending' ? <Decide exemption={exemption} /> : '—'),
    },
  ];
  return (
    <ResponsiveTable caption={caption} columns={columns} rows={exemptions} rowKey={(exemption) => exemption._id} />
  );
}
