import { useId, useState } from 'react';
import type { Product } from '#shared/catalog/product.schema.ts';
import { catalogFilters as f } from '#shared/messages/catalog-filters.ts';
import { LazyAddToCartButton } from '../../../components/catalog/lazy-add-to-cart-button.tsx';
import { QuantityInput } from '../../../components/catalog/quantity-input.tsx';
import { firstOrderableQuantity, quoteQuantity, typedQuantityProblem } from '../../../lib/quantity-quote.ts';

/**
 * The list view's quantity and Add to cart cells of one product (PRODUCT.md §23): the quantity
 * starts at the first orderable one and follows the cards' and the product page's rules (minimum,
 * multiple, maximum, stock; whole pieces or m and kg with decimals), saying what is wrong as the
 * buyer types; Add to cart, the cards' own button, is disabled meanwhile. A product that cannot be
 * ordered now (stock below the minimum) has neither.
 */
export function ListRowOrder({ product, nameId }: { product: Product; nameId: string }) {
  const problemId = useId();
  const [typed, setTyped] = useState(() => String(firstOrderableQuantity(product)));
  const quote = quoteQuantity(product, typed);
  const problem = typedQuantityProblem(product, typed, quote);
  if (product.total < product.minimum || product.total <= 0) return <td colSpan={2} />;
  return (
    <>
      <td>
        <div className="flex items-center gap-1">
          <QuantityInput
            product={product}
            value={typed}
            onChange={setTyped}
            aria-label={f.rowQuantity(product.name)}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? problemId : undefined}
            className="input input-sm w-24"
          />
          <span className="text-sm">{product.unit}</span>
        </div>
        {problem && (
          <p id={problemId} className="mt-1 max-w-48 text-xs text-red-700">
            {problem}
          </p>
        )}
      </td>
      <td>
        <LazyAddToCartButton
          product={product}
          quantity={problem || quote.quantity === undefined ? null : quote.quantity}
          describedBy={nameId}
          className="btn btn-sm btn-primary whitespace-nowrap"
        />
      </td>
    </>
  );
}
