import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { type Column, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { ProductRow } from './product-row.tsx';

const c = messages.catalogAdmin.columns;

/** The columns' headers; each row is a ProductRow. The picture has no room on a phone's card. */
const productColumns = (): Column<Product>[] => [
  { header: c.picture, headerClassName: 'hidden sm:table-cell' },
  { header: c.sku, headerClassName: 'hidden md:table-cell' },
  { header: c.name, rowHeader: true },
  { header: c.available, numeric: true },
  { header: messages.catalogAdmin.stockStatus, headerClassName: 'hidden lg:table-cell' },
  { header: c.moq, numeric: true },
  { header: c.price, numeric: true },
  { header: c.actions },
];

/** Manage Products' table: picture, SKU, name, available, stock status, MOQ and price, then the row's actions. */
export function ProductsTable({ products, busy }: { products: Product[]; busy: boolean }) {
  return (
    <ResponsiveTable
      caption={messages.catalogAdmin.tableCaption}
      className="bg-base-100"
      columns={productColumns()}
      rows={products}
      rowKey={(product) => product._id}
      busy={busy}
      renderRow={(product) => <ProductRow key={product._id} product={product} />}
    />
  );
}
