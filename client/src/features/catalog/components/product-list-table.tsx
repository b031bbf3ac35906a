import { Link } from 'react-router';
import { mainDimension, type Product } from '#shared/catalog/product.schema.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { paths } from '#shared/routes.ts';
import { catalogFilters as f } from '#shared/messages/catalog-filters.ts';
import { unitSuffix } from '../../../components/catalog/unit-suffix.ts';

const c = f.columns;

/** The dense list view: one row a product, the figures a buyer compares (docs/product/catalog.md). */
export function ProductListTable({ products }: { products: Product[] }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm">
        <caption className="sr-only">{f.listCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.sku}</th>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.grade}</th>
            <th scope="col">{c.standard}</th>
            <th scope="col" className="text-right">
              {c.size}
            </th>
            <th scope="col" className="text-right">
              {c.stock}
            </th>
            <th scope="col" className="text-right">
              {c.price}
            </th>
            <th scope="col" className="text-right">
              {c.moq}
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            // Older products may come without dimensions until the store fills them.
            const size = mainDimension({ form: product.form, dimensions: product.dimensions ?? {} });
            return (
              <tr key={product._id}>
                <td className="font-mono text-xs">{product.sku}</td>
                <th scope="row" className="font-semibold">
                  <Link to={paths.product(product._id)} className="link-hover">
                    {product.name}
                  </Link>
                </th>
                <td>{product.grade ?? ''}</td>
                <td>{product.standard ?? ''}</td>
                <td className="text-right tabular-nums">{size ?? ''}</td>
                <td className="text-right tabular-nums">
                  {product.total}
                  {unitSuffix(product.unit, ' ')}
                </td>
                <td className="text-right tabular-nums">
                  {formatMoney(product.price, product.currency ?? 'USD')}
                  {unitSuffix(product.unit, '/')}
                </td>
                <td className="text-right tabular-nums">
                  {product.minimum}
                  {unitSuffix(product.unit, ' ')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
