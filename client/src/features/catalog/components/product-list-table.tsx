import { useId } from 'react';
import { Link } from 'react-router';
import { mainDimension, type Product } from '#shared/catalog/product.schema.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { paths } from '#shared/routes.ts';
import { catalogFilters as f } from '#shared/messages/catalog-filters.ts';
import { unitSuffix } from '../../../components/catalog/unit-suffix.ts';
import { ListRowOrder } from './list-row-order.tsx';

const c = f.columns;

/**
 * The dense list view: one row a product, the figures a buyer compares (docs/product/catalog.md),
 * and a quantity with Add to cart on every row (PRODUCT.md §23).
 */
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
            <th scope="col">{c.quantity}</th>
            <th scope="col">{c.order}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <ProductRow key={product._id} product={product} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProductRow({ product }: { product: Product }) {
  const nameId = useId();
  // Older products may come without dimensions until the store fills them.
  const size = mainDimension({ form: product.form, dimensions: product.dimensions ?? {} });
  return (
    <tr>
      <td className="font-mono text-xs">{product.sku}</td>
      <th id={nameId} scope="row" className="font-semibold">
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
      <ListRowOrder product={product} nameId={nameId} />
    </tr>
  );
}
