import { formatQuantity } from '#shared/catalog/units.ts';
import { Link } from 'react-router';
import { backOffice } from '#shared/messages/back-office.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { paths } from '#shared/routes.ts';
import type { Overview } from '#shared/stats/overview.schema.ts';
import { Section } from './section.tsx';

const t = backOffice.topProducts;

/** The products that sold most over the same 12 months, each linking to its product page. */
export function TopProducts({ products, currency }: { products: Overview['topProducts']; currency: string }) {
  return (
    <Section title={t.heading}>
      {products.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <caption className="sr-only">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.product}</th>
                <th scope="col">{t.sku}</th>
                <th scope="col" className="text-right">
                  {t.revenue}
                </th>
                <th scope="col" className="text-right">
                  {t.quantity}
                </th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.productId}>
                  <th scope="row" className="font-normal">
                    <Link to={paths.product(product.productId)} className="link">
                      {product.name}
                    </Link>
                  </th>
                  <td className="font-mono text-xs">{product.sku}</td>
                  <td className="text-right tabular-nums">{formatMoney(product.revenue, currency)}</td>
                  <td className="text-right tabular-nums">
                    {product.unit ? formatQuantity(product.unit, product.quantity) : product.quantity}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
