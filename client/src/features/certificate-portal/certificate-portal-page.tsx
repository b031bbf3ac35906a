import { useState } from 'react';
import { certificatePortal as t } from '#shared/messages/certificate-portal.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { useDownloadCertificatesZip } from './api/download-certificates-zip.ts';
import { useCertificates } from './api/get-certificates.ts';
import { CertificatesTable } from './components/certificates-table.tsx';

const pageSize = 50;

/**
 * /dashboard/certificates (PRODUCT.md §20): every mill certificate of the caller's orders (a company
 * admin's, the company's; a store admin's, all), searched by heat, order, PO number or grade. What
 * is selected stays selected across searches and pages, so one ZIP can gather several heats.
 */
export function CertificatePortalPage() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const certificates = useCertificates({ q: q.trim() || undefined, page, pageSize });
  const zip = useDownloadCertificatesZip();

  const toggle = (ids: string[], on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const search = (text: string) => {
    setQ(text);
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.title} />
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p>{t.intro}</p>
      <SearchBox value={q} onSearch={search} label={t.search} placeholder={t.searchPlaceholder} />
      <div className="flex flex-wrap items-center gap-4">
        <BusyButton
          type="button"
          busy={zip.isPending}
          disabled={selected.size === 0}
          onClick={() => zip.mutate([...selected])}
        >
          {t.downloadSelected}
        </BusyButton>
        <p aria-live="polite">{t.selectedCount(selected.size)}</p>
      </div>
      {certificates.isPending ? (
        <LoadingState />
      ) : certificates.isError ? (
        <ErrorState
          error={certificates.error}
          onRetry={() => void certificates.refetch()}
          isRetrying={certificates.isFetching}
        />
      ) : certificates.data.items.length === 0 ? (
        <p>{q.trim() ? t.noMatch(q.trim()) : t.empty}</p>
      ) : (
        <>
          <CertificatesTable certificates={certificates.data.items} selected={selected} onToggle={toggle} />
          {certificates.data.total > pageSize && (
            <Pagination page={page} pages={Math.ceil(certificates.data.total / pageSize)} onPage={setPage} />
          )}
        </>
      )}
    </div>
  );
}
