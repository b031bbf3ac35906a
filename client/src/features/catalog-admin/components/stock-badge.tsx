import type { Product } from '#shared/catalog/product.schema.ts';
import { reorderPointOf, stockStatusOf } from '#shared/catalog/stock-status.ts';
import { messages } from '#shared/messages.ts';

const t = messages.catalogAdmin;
/** Dark text on light tints, as the order status badges: daisyUI's status colours miss WCAG AA here. */
const look = {
  out: 'border-rose-300 bg-rose-100 text-rose-900',
  low: 'border-amber-300 bg-amber-100 text-amber-900',
  in: 'border-green-300 bg-green-100 text-green-900',
} as const;

/** Out of stock, low stock (below the reorder point, which the hint names) or in stock. */
export function StockBadge({ product }: { product: Product }) {
  const status = stockStatusOf(product);
  return (
    <span className="flex flex-col gap-0.5">
      <span className={`badge whitespace-nowrap ${look[status]}`}>{t.stockStatuses[status]}</span>
      <span className="text-xs text-base-content/75">{t.stockStatusHint(reorderPointOf(product))}</span>
    </span>
  );
}
