import { tradeDocumentLinks as t } from '#shared/messages/trade-documents.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { apiBaseUrl } from '../../../config/env.ts';

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
    <section aria-labelledby="trade-documents-heading" className="flex flex-col gap-3">
      <h2 id="trade-documents-heading" className="text-xl font-semibold">
        {t.heading}
      </h2>
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
    </section>
  );
}
