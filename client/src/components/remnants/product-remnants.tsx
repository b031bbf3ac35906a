import { Link } from 'react-router';
import { remnantsOfProduct } from '#shared/lazy-paths.ts';
import { remnantsUi as t } from '#shared/messages/remnants-ui.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { CatalogCurrency } from '../../lib/queries/currency.ts';
import { useRemnants } from '../../lib/remnants/remnants-api.ts';
import { useAuth } from '../../lib/session/auth-context.ts';
import { RemnantBuy } from './remnant-buy.tsx';

/**
 * The product page's "Remnants of this product" (PRODUCT.md §20): each rest of a bar with its
 * length, heat and price, Add to cart, and a link to them on /remnants. Nothing at all while they
 * load, when they fail, or when the product has none: the page is about the product.
 */
export function ProductRemnants({ productId, currency }: { productId: string; currency: CatalogCurrency }) {
  const { user } = useAuth();
  // Priced in the currency the product page reads the product in (PRODUCT.md §17).
  const remnants = useRemnants(
    { productId, ...(currency.currency && { currency: currency.currency }) },
    user?.id ?? null,
    currency.ready,
  );
  const list = remnants.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="product-remnants-heading" className="flex flex-col gap-3">
      <h2 id="product-remnants-heading" className="text-xl font-semibold">
        {t.ofProduct}
      </h2>
      <ul className="flex flex-col gap-2">
        {list.map((remnant) => {
          const id = `product-remnant-${remnant._id}`;
          return (
            <li
              key={remnant._id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-box border border-base-300 p-3"
            >
              <p id={id} className="flex flex-wrap gap-x-4">
                <span className="font-semibold">{t.length(remnant.lengthMm)}</span>
                <span>
                  {t.columns.heat} {remnant.heatNumber}
                  {remnant.certificate?.type ? `, ${remnant.certificate.type}` : ''}
                </span>
                <span className="tabular-nums">{formatMoney(remnant.price, remnant.currency)}</span>
              </p>
              <RemnantBuy remnant={remnant} describedBy={id} />
            </li>
          );
        })}
      </ul>
      <Link to={remnantsOfProduct(productId)} className="link self-start">
        {t.ofProductLink}
      </Link>
    </section>
  );
}
