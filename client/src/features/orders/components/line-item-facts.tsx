import { orderLines as t } from '#shared/messages/order-lines.ts';
import type { PurchaseOrderLine } from '#shared/orders/purchase-order.schema.ts';
import { apiBaseUrl } from '../../../config/env.ts';

/**
 * Under a line's name, what the server says the item is (PRODUCT.md §22): a made-to-order line's
 * lead time, the certificate the buyer asked for, and the quote's drawing to download.
 */
export function LineItemFacts({ line }: { line: PurchaseOrderLine }) {
  const facts = [
    line.madeToOrder ? t.madeToOrderFacts(line.leadTimeDays) : null,
    line.certificateRequired ? t.certificateRequired(line.certificateRequired) : null,
  ].filter((fact): fact is string => fact !== null);
  if (facts.length === 0 && !line.drawing) return null;
  return (
    <div className="mt-1 flex flex-wrap gap-x-3 text-sm font-normal" data-testid="line-item-facts">
      {facts.map((fact) => (
        <span key={fact}>{fact}</span>
      ))}
      {line.drawing && (
        <a
          href={`${apiBaseUrl}${line.drawing.url}`}
          className="link"
          download={line.drawing.name}
          aria-label={t.downloadDrawing(line.name)}
        >
          {t.drawing}
        </a>
      )}
    </div>
  );
}
