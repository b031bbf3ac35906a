import { Link } from 'react-router';
import { formatDate } from '#shared/format-date.ts';
import type { PortalCertificate } from '#shared/certificate-portal/certificate-portal.schema.ts';
import { certificatePortal as t } from '#shared/messages/certificate-portal.ts';
import { paths } from '#shared/routes.ts';
import { apiBaseUrl } from '../../../config/env.ts';

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
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                aria-label={t.selectAll}
                checked={allSelected}
                onChange={(event) => onToggle(ids, event.target.checked)}
              />
            </th>
            <th scope="col">{c.heatNumber}</th>
            <th scope="col">{c.product}</th>
            <th scope="col">{c.grade}</th>
            <th scope="col">{c.standard}</th>
            <th scope="col">{c.type}</th>
            <th scope="col">{c.order}</th>
            <th scope="col">{c.poNumber}</th>
            <th scope="col">{c.date}</th>
            <th scope="col">{c.file}</th>
          </tr>
        </thead>
        <tbody>
          {certificates.map((certificate) => (
            <tr key={certificate.documentId}>
              <td>
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  aria-label={t.selectRow(certificate.heatNumber ?? t.noHeat, certificate.orderNumber)}
                  checked={selected.has(certificate.documentId)}
                  onChange={(event) => onToggle([certificate.documentId], event.target.checked)}
                />
              </td>
              <td className="font-mono whitespace-nowrap">{certificate.heatNumber ?? t.none}</td>
              <td>
                {certificate.product}
                {certificate.sku && <span className="block text-xs opacity-80">{certificate.sku}</span>}
              </td>
              <td>{certificate.grade ?? t.none}</td>
              <td>{certificate.standard ?? t.none}</td>
              <td className="whitespace-nowrap">{certificate.type ?? t.none}</td>
              <td className="whitespace-nowrap">
                <Link className="link" to={paths.purchaseOrder(certificate.orderId)}>
                  {certificate.orderNumber}
                </Link>
              </td>
              <td>{certificate.poNumber ?? t.none}</td>
              <td className="whitespace-nowrap">{formatDate(certificate.date)}</td>
              <td className="break-all">
                <a className="link" href={`${apiBaseUrl}${certificate.url}`} download>
                  {certificate.fileName}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
