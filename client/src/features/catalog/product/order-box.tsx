import { useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { newQuoteFor } from '#shared/lazy-paths.ts';
import { paths } from '#shared/routes.ts';
import { AddToCartButton } from '../../../components/catalog/add-to-cart-button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LivePrice } from '../../../components/ui/live-price.tsx';
import { MemberPrice } from '../../../components/catalog/member-price.tsx';
import { PriceBreaksTable } from '../../../components/ui/price-breaks-table.tsx';
import { firstOrderableQuantity, quoteQuantity } from '../../../lib/quantity-quote.ts';

const t = messages.productPage;

/**
 * Stock, lead time, MOQ, multiple and maximum, the price breaks and a quantity field whose unit
 * price and total follow the typing. Add to cart puts the typed quantity in the cart (disabled
 * while it breaks a rule); Buy now goes through the Purchase page; Request a quote asks the store
 * for a price on custom sizes or quantities beyond stock (docs/product/quotes.md).
 */
export function OrderBox({ product }: { product: Product }) {
  const [typed, setTyped] = useState(() => String(firstOrderableQuantity(product)));
  const quote = quoteQuantity(product, typed);
  const inStock = product.total >= product.minimum && product.total > 0;
  const facts: [string, string][] = [
    [t.availability, product.total > 0 ? t.inStock(product.total) : t.outOfStock],
    ...(product.leadTimeDays === null ? [] : [[t.leadTimeLabel, t.leadTime(product.leadTimeDays)] as [string, string]]),
    [t.moq, t.pcs(product.minimum)],
    ...(product.increment > 1 ? [[t.increment, t.pcs(product.increment)] as [string, string]] : []),
    ...(product.maximum === null ? [] : [[t.maximum, t.pcs(product.maximum)] as [string, string]]),
  ];
  return (
    <section aria-labelledby="ordering-heading" className="card h-fit border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id="ordering-heading" className="card-title text-xl">
          {t.ordering}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{t.priceBreaks}</h3>
          <PriceBreaksTable
            price={product.price}
            minimum={product.minimum}
            priceBreaks={product.priceBreaks}
            quantity={quote.quantity}
          />
        </div>
        <FormField label={t.quantity} error={quote.problem}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={product.minimum}
              step={Math.max(1, product.increment)}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              className="input w-full"
            />
          )}
        </FormField>
        <LivePrice quote={quote} />
        <MemberPrice unitCents={quote.problem ? undefined : quote.unitPriceCents} quantity={quote.quantity} />
        {inStock && (
          <div className="flex flex-wrap gap-2">
            <AddToCartButton
              product={product}
              quantity={quote.problem || quote.quantity === undefined ? null : quote.quantity}
              className="btn btn-primary grow"
            />
            <Link to={paths.purchase(product._id)} className="btn btn-outline grow">
              {t.buy}
            </Link>
          </div>
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
