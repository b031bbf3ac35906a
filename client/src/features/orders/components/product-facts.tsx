import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { formatQuantity, formatUnitPrice } from '#shared/catalog/units.ts';

const t = messages.ordering;

/** The purchase page's left column (docs/product/screens.md): picture, name, about, origin, stock, MOQ, price. */
export function ProductFacts({ product }: { product: Product }) {
  // Pieces say what they always said; m and kg their unit (PRODUCT.md §15).
  const pcs = product.unit === 'pcs';
  const facts: [string, string][] = [
    [t.origin, product.origin],
    [t.available, pcs ? messages.catalog.available(product.total) : formatQuantity(product.unit, product.total)],
    [t.moq, pcs ? String(product.minimum) : formatQuantity(product.unit, product.minimum)],
    [t.unitPrice, formatUnitPrice(product.unit, formatMoney(product.price, product.currency ?? 'USD'))],
  ];
  return (
    <section aria-label={t.productDetails} className="flex flex-col gap-4">
      <img
        src={product.picture}
        alt={product.name}
        width="400"
        height="300"
        // The purchase page's largest picture: the server-rendered HTML has it, fetch it first.
        fetchPriority="high"
        className="aspect-[4/3] w-full max-w-md rounded-box border border-base-300 bg-base-100 object-contain p-4"
      />
      <p className="max-w-prose">{product.about}</p>
      <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
