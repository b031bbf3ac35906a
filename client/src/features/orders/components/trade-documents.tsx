import { tradeDocumentLinks as t } from '#shared/messages/trade-documents.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { apiBaseUrl } from '../../../config/env.ts';
import { HeadedSection } from '../../../components/ui/headed-section.tsx';

/**
 * The order's trade documents (PRODUCT.md §19): whoever sees the order may download them, from
 * placement on and in any status, so the page offers them whenever it shows the order. Plain
 * links: the browser downloads with the session cookie, and asks again with the file's ETag.
 */
export function TradeDocuments({ order }: { order: PurchaseOrder }) {
  const base = `${apiBaseUrl}/purchase-orders/${encodeURIComponent(order._id)}`;
  const links = [
    { href: `${base}/commercial-invoice.pdf`, label: t.commercialInvoice },
    { href: `${base}/packing-list.pdf`, label: t.packingList },
    { href: `${base}/documents.zip`, label: t.allDocuments },
  ];
  return (
    <HeadedSection headingId="trade-documents-heading" title={t.heading} className="flex flex-col gap-3">
      <p className="text-sm opacity-80">{t.intro}</p>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="btn btn-outline btn-sm" download>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
