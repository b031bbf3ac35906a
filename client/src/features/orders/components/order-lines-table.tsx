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
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table">
        <caption className="sr-only">{t.linesCaption(order.number)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.sku}</th>
            <th scope="col">{o.product}</th>
            <th scope="col" className="text-right">
              {o.quantity}
            </th>
            <th scope="col" className="text-right">
              {o.unitPrice}
            </th>
            <th scope="col" className="text-right">
              {unitPages.weightColumn}
            </th>
            <th scope="col" className="text-right">
              {t.lineTotal}
            </th>
            {heats && <th scope="col">{t.heatNumber}</th>}
            {heats && <th scope="col">{q.certificate}</th>}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line._id} className={line.status === 'cancelled' ? 'text-base-content/70' : undefined}>
              <td className="font-mono text-sm">{line.sku ?? '—'}</td>
              <th scope="row" className="font-medium">
                {line.name}
                <LineItemFacts line={line} />
                {/* A line cancelled on its own (the order lives on) says so in words. */}
                {line.status === 'cancelled' && order.status !== 'cancelled' && (
                  <span className="ml-2">
                    <StatusBadge status="cancelled" />
                  </span>
                )}
              </th>
              <td className="text-right tabular-nums">
                <LineQuantity line={line} currency={order.currency} />
              </td>
              <td className="text-right tabular-nums whitespace-nowrap">{unitPriceText(line, order.currency)}</td>
              <td className="text-right tabular-nums whitespace-nowrap">{weightText(line.weightKg)}</td>
              <td className="text-right tabular-nums whitespace-nowrap">
                {formatMoney(line.lineTotal, order.currency)}
              </td>
              {heats && <td className="font-mono text-sm">{line.heatNumber ?? '—'}</td>}
              {heats && (
                <td>
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
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {order.totalWeightKg != null && (
            <tr>
              <th scope="row" colSpan={4} className="text-right">
                {unitTexts.totalWeight}
              </th>
              <td className="text-right tabular-nums whitespace-nowrap" data-testid="order-weight">
                {weightText(order.totalWeightKg)}
              </td>
              <td />
              {heats && <td colSpan={2} />}
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={5} className="text-right">
              {orderCostsUi.goods}
            </th>
            <td className="text-right text-base font-bold tabular-nums whitespace-nowrap">
              {formatMoney(order.goodsTotal, order.currency)}
            </td>
            {heats && <td colSpan={2} />}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
