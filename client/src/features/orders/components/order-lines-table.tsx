import { messages } from '#shared/messages.ts';
import { orderCostsUi } from '#shared/messages/order-costs-ui.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { requiredCertificates as rc } from '#shared/messages/required-certificates.ts';
import { requiresCertificate } from '#shared/orders/certificate-required.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { apiBaseUrl } from '../../../config/env.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { LineQuantity } from '../../../components/orders/line-quantity.tsx';
import { type UnitFields, unitPriceText, weightText } from '../../../components/orders/line-units.ts';
import { type MaybeColumn, ResponsiveTable, TableCell } from '../../../components/ui/responsive-table.tsx';
import { CertificateDialog } from './certificate-dialog.tsx';
import { LineItemFacts } from './line-item-facts.tsx';
import { StatusBadge } from './status-badges.tsx';

const t = messages.orderPages;
const o = messages.ordering;
const q = quotes;

/**
 * The detail page's lines: SKU, product, quantity, prices, and once the mill's are known the heat
 * number and the certificate (docs/product/quotes.md#certificates), a plain download link like the
 * invoice's. Admins (`canAttach`) attach or replace each line's certificate. The footer sums the
 * goods; freight, tax and the total are in OrderCosts below.
 */
export function OrderLinesTable({
  order,
  canAttach = false,
}: {
  order: PurchaseOrder & { totalWeightKg?: number | null };
  canAttach?: boolean;
}) {
  const lines: (PurchaseOrder['lines'][number] & UnitFields)[] = order.lines;
  const heats = canAttach || order.lines.some((line) => line.heatNumber || line.certificate);
  type Line = (typeof lines)[number];
  const money = (major: number) => formatMoney(major, order.currency);
  const columns: MaybeColumn<Line>[] = [
    { header: t.sku, className: 'font-mono text-sm', cell: (line) => line.sku ?? '—' },
    {
      header: o.product,
      rowHeader: true,
      className: 'font-medium',
      cell: (line) => (
        <span>
          {line.name}
          <LineItemFacts line={line} />
          {/* A line cancelled on its own (the order lives on) says so in words. */}
          {line.status === 'cancelled' && order.status !== 'cancelled' && (
            <span className="ml-2">
              <StatusBadge status="cancelled" />
            </span>
          )}
        </span>
      ),
    },
    { header: o.quantity, numeric: true, cell: (line) => <LineQuantity line={line} currency={order.currency} /> },
    { header: o.unitPrice, numeric: true, cell: (line) => unitPriceText(line, order.currency) },
    { header: unitPages.weightColumn, numeric: true, cell: (line) => weightText(line.weightKg) },
    { header: t.lineTotal, numeric: true, cell: (line) => money(line.lineTotal) },
    heats && { header: t.heatNumber, className: 'font-mono text-sm', cell: (line) => line.heatNumber ?? '—' },
    heats && {
      header: q.certificate,
      cell: (line) => <LineCertificate order={order} line={line} canAttach={canAttach} />,
    },
  ];
  return (
    <ResponsiveTable
      caption={t.linesCaption(order.number)}
      columns={columns}
      rows={lines}
      rowKey={(line) => line._id}
      rowClassName={(line) => (line.status === 'cancelled' ? 'text-base-content/70' : undefined)}
      footer={
        <>
          {order.totalWeightKg != null && (
            <tr>
              <TableCell rowHeader colSpan={4} className="text-right max-sm:hidden">
                {unitTexts.totalWeight}
              </TableCell>
              <TableCell label={unitTexts.totalWeight} numeric data-testid="order-weight">
                {weightText(order.totalWeightKg)}
              </TableCell>
              <TableCell />
              {heats && <TableCell colSpan={2} />}
            </tr>
          )}
          <tr>
            <TableCell rowHeader colSpan={5} className="text-right max-sm:hidden">
              {orderCostsUi.goods}
            </TableCell>
            <TableCell label={orderCostsUi.goods} numeric className="text-base font-bold">
              {money(order.goodsTotal)}
            </TableCell>
            {heats && <TableCell colSpan={2} />}
          </tr>
        </>
      }
    />
  );
}

/** A line's certificate: its download link, the badge of a missing required one, and (admins) attach. */
function LineCertificate({
  order,
  line,
  canAttach,
}: {
  order: PurchaseOrder;
  line: PurchaseOrder['lines'][number];
  canAttach: boolean;
}) {
  return (
    <div className="flex flex-col items-start gap-1">
      {line.certificate ? (
        <a
          href={`${apiBaseUrl}${line.certificate.url}`}
          className="link whitespace-nowrap"
          download={line.certificate.name}
          aria-label={q.downloadCertificate(line.certificate.type, line.name)}
        >
          {line.certificate.type}
        </a>
      ) : (
        <span>{q.noCertificate}</span>
      )}
      {/* PRODUCT.md §20: the line does not ship before its required certificate is attached. */}
      {canAttach &&
        !line.certificate &&
        line.status !== 'cancelled' &&
        line.status !== 'shipped' &&
        requiresCertificate(line.certificateRequired) && (
          <span className="badge badge-soft badge-error whitespace-nowrap">
            {rc.missingBadge(line.certificateRequired)}
          </span>
        )}
      {canAttach && <CertificateDialog order={order} line={line} />}
    </div>
  );
}
