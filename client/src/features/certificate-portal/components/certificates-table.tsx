import { Link } from 'react-router';
import { formatDate } from '#shared/format-date.ts';
import type { PortalCertificate } from '#shared/certificate-portal/certificate-portal.schema.ts';
import { certificatePortal as t } from '#shared/messages/certificate-portal.ts';
import { paths } from '#shared/routes.ts';
import { apiBaseUrl } from '../../../config/env.ts';
import { type Column, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

interface CertificatesTableProps {
  certificates: PortalCertificate[];
  selected: ReadonlySet<string>;
  onToggle: (ids: string[], selected: boolean) => void;
}

/**
 * The certificates of one page, each with its checkbox (named by heat and order for a screen
 * reader), its file (a plain link: the browser downloads it with the session cookie) and its order.
 */
export function CertificatesTable({ certificates, selected, onToggle }: CertificatesTableProps) {
  const c = t.columns;
  const ids = certificates.map((certificate) => certificate.documentId);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const columns: Column<PortalCertificate>[] = [
    {
      header: t.selectAll,
      hideHeader: true,
      headerContent: (
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          aria-label={t.selectAll}
          checked={allSelected}
          onChange={(event) => onToggle(ids, event.target.checked)}
        />
      ),
      cell: (certificate) => (
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          aria-label={t.selectRow(certificate.heatNumber ?? t.noHeat, certificate.orderNumber)}
          checked={selected.has(certificate.documentId)}
          onChange={(event) => onToggle([certificate.documentId], event.target.checked)}
        />
      ),
    },
    { header: c.heatNumber, className: 'font-mono whitespace-nowrap', cell: (row) => row.heatNumber ?? t.none },
    {
      header: c.product,
      cell: (certificate) => (
        <span>
          {certificate.product}
          {certificate.sku && <span className="block text-xs opacity-80">{certificate.sku}</span>}
        </span>
      ),
    },
    { header: c.grade, cell: (certificate) => certificate.grade ?? t.none },
    { header: c.standard, cell: (certificate) => certificate.standard ?? t.none },
    { header: c.type, className: 'whitespace-nowrap', cell: (certificate) => certificate.type ?? t.none },
    {
      header: c.order,
      className: 'whitespace-nowrap',
      cell: (certificate) => (
        <Link className="link" to={paths.purchaseOrder(certificate.orderId)}>
          {certificate.orderNumber}
        </Link>
      ),
    },
    { header: c.poNumber, cell: (certificate) => certificate.poNumber ?? t.none },
    { header: c.date, className: 'whitespace-nowrap', cell: (row) => formatDate(row.date) },
    {
      header: c.file,
      className: 'break-all',
      cell: (certificate) => (
        <a className="link" href={`${apiBaseUrl}${certificate.url}`} download>
          {certificate.fileName}
        </a>
      ),
    },
  ];
  return (
    <ResponsiveTable
      caption={t.caption}
      size="sm"
      bordered={false}
      columns={columns}
      rows={certificates}
      rowKey={(certificate) => certificate.documentId}
    />
  );
}
