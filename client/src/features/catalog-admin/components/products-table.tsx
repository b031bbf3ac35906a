import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { ProductRow } from './product-row.tsx';

const c = messages.catalogAdmin.columns;

/** Manage Products' table: picture, SKU, name, available, stock status, MOQ and price, then the row's actions. */
export function ProductsTable({ products, busy }: { products: Product[]; busy: boolean }) {
  return (
    // The table scrolls sideways on a phone instead of squeezing the names to a word a line.
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table aria-busy={busy} className={`table ${busy ? 'opacity-60' : ''}`}>
        <caption className="sr-only">{messages.catalogAdmin.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col" className="hidden sm:table-cell">
              {c.picture}
            </th>
            <th scope="col" className="hidden md:table-cell">
              {c.sku}
            </th>
            <th scope="col">{c.name}</th>
            <th scope="col" className="hidden text-right sm:table-cell">
              {c.available}
            </th>
            <th scope="col" className="hidden lg:table-cell">
              {messages.catalogAdmin.stockStatus}
            </th>
            <th scope="col" className="hidden text-right sm:table-cell">
              {c.moq}
            </th>
            <th scope="col" className="hidden text-right sm:table-cell">
              {c.price}
            </th>
            <th scope="col">{c.actions}</th>
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
