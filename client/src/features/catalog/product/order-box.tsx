import { Link } from 'react-router';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { newQuoteFor } from '#shared/lazy-paths.ts';
import { PriceBreaksTable } from '../../../components/ui/price-breaks-table.tsx';
import { CutOrder } from './cut-order.tsx';
import { orderFacts } from './order-facts.ts';
import { QuantityOrder } from './quantity-order.tsx';

const t = messages.productPage;

/**
 * Stock, lead time, MOQ, multiple, maximum and weight, the price breaks, and the fields that say
 * how much: a quantity (whole pieces, or m and kg with 3 decimals) or, for a product cut to
 * length, pieces × length (PRODUCT.md §15), with the price and weight following the typing.
 * Request a quote asks the store for a price on custom sizes or quantities beyond stock
 * (docs/product/quotes.md).
 */
export function OrderBox({ product }: { product: Product }) {
  const cutToLength = product.unit === 'm' ? product.cutToLength : null;
  return (
    <section aria-labelledby="ordering-heading" className="card h-fit border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id="ordering-heading" className="card-title text-xl">
          {t.ordering}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {orderFacts(product).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {cutToLength ? (
          <CutOrder product={{ ...product, cutToLength }} />
        ) : (
          <QuantityOrder product={product}>
            {(quantity) => (
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{t.priceBreaks}</h3>
                <PriceBreaksTable
                  price={product.price}
                  minimum={product.minimum}
                  priceBreaks={product.priceBreaks}
                  quantity={quantity}
                  unit={product.unit}
                />
              </div>
            )}
          </QuantityOrder>
        )}
        <div className="flex flex-col gap-1 border-t border-base-300 pt-4">
          <p id="quote-hint" className="text-sm text-base-content/80">
            {quotes.requestQuoteHint}
          </p>
          <Link to={newQuoteFor(product._id)} className="btn btn-outline" aria-describedby="quote-hint">
            {quotes.requestQuote}
          </Link>
        </div>
      </div>
    </section>
  );
}
