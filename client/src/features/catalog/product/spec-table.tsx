import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { ConflictMineralsLink } from './conflict-minerals-link.tsx';
import { specRows } from './spec-rows.ts';

const t = messages.productPage;

/** SKU, metal, form, grade, standard, dimensions, condition, origin, certificate (docs/product/catalog.md), export facts (PRODUCT.md §19). */
export function SpecTable({ product }: { product: Product }) {
  return (
    <section aria-labelledby="spec-heading" className="flex flex-col gap-2">
      <h2 id="spec-heading" className="text-xl font-bold">
        {t.specification}
      </h2>
      <table className="table table-sm max-w-xl">
        <caption className="sr-only">{t.specCaption}</caption>
        <tbody>
          {specRows(product).map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="w-40 font-semibold">
                {label}
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConflictMineralsLink product={product} />
    </section>
  );
}
