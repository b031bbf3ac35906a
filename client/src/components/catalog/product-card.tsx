import { useId } from 'react';
import { Link } from 'react-router';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages/storefront.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { paths } from '#shared/routes.ts';
import { LazyAddToCartButton } from './lazy-add-to-cart-button.tsx';
import { LazyMemberPrice } from './lazy-member-price.tsx';
import { unitSuffix } from './unit-suffix.ts';

interface ProductCardProps {
  product: Product;
  /** Load the picture at once: cards of the first row are in view on arrival. */
  eager?: boolean;
  /** h3 under a home section's h2; h2 on the products page, right under its h1. */
  headingLevel?: 2 | 3;
}

const t = messages.catalog;

/**
 * docs/product/screens.md: picture, name, about, Origin, Available, MOQ, price and an 'order' button; the name
 * and the picture open the product page (docs/product/catalog.md). Add to cart adds the first orderable
 * quantity (docs/product/ordering.md#cart), shown only when the product can be ordered (its stock
 * holds the minimum).
 */
export function ProductCard({ product, eager = false, headingLevel = 3 }: ProductCardProps) {
  const nameId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const unit = unitSuffix(product.unit, ' ');
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <figure className="px-4 pt-6">
        {/* The picture links to the product page too; out of the tab order, the name's link is the one to tab to. */}
        <Link to={paths.product(product._id)} tabIndex={-1}>
          <img
            src={product.picture}
            alt={product.name}
            width="200"
            height="150"
            loading={eager ? 'eager' : 'lazy'}
            // The first screen's pictures are the page's largest paint (Lighthouse LCP).
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className="h-[150px] w-[200px] rounded-box object-contain"
          />
        </Link>
      </figure>
      <div className="card-body gap-2">
        <Heading id={nameId} className="card-title text-lg leading-snug">
          <Link to={paths.product(product._id)} className="link-hover">
            {product.name}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm">{product.about}</p>
        {/* One line each, so "Origin: …", "Available: … Pcs" and "MOQ: …" read as one text. */}
        <div className="text-sm">
          <p>
            <span className="font-semibold">{t.origin}</span> {product.origin}
          </p>
          <p>
            <span className="font-semibold">{t.availableLabel}</span>{' '}
            {unit ? product.total + unit : t.available(product.total)}
          </p>
          <p>
            <span className="font-semibold">{t.moq}</span> {product.minimum}
            {unit}
          </p>
        </div>
        <div className="card-actions mt-auto items-center justify-between pt-2">
          <div>
            <p className="text-lg font-bold">
              {unit
                ? formatMoney(product.price, product.currency ?? 'USD') + unitSuffix(product.unit, '/')
                : t.perPiece(formatMoney(product.price, product.currency ?? 'USD'))}
            </p>
            <LazyMemberPrice product={product} />
          </div>
          {/* Every card has an "order" link; the description says which product it orders. */}
          <div className="flex flex-wrap gap-2">
            <LazyAddToCartButton product={product} describedBy={nameId} />
            <Link to={paths.purchase(product._id)} className="btn btn-primary" aria-describedby={nameId}>
              {t.order}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
