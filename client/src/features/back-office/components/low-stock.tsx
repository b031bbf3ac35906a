import { formatQuantity, type Unit } from '#shared/catalog/units.ts';
import { Link } from 'react-router';
import { backOffice } from '#shared/messages/back-office.ts';
import { paths } from '#shared/routes.ts';
import type { Overview } from '#shared/stats/overview.schema.ts';
import { Section } from './section.tsx';

/** Pieces as a bare number (as before units); metres and kilograms with their unit. */
const inUnit = (quantity: number, unit: Unit | undefined) => (unit ? formatQuantity(unit, quantity) : quantity);

const t = backOffice.lowStock;

/** Products below their reorder point, the most urgent first, each opening its edit page. */
export function LowStock({ lowStock }: { lowStock: Overview['lowStock'] }) {
  return (
    <Section title={t.heading}>
      {lowStock.count === 0 ? (
        <p>{t.none}</p>
      ) : (
        <>
          <p>{t.count(lowStock.products.length, lowStock.count)}</p>
          <div className="overflow-x-auto">
            <table className="table table-sm">
              <caption className="sr-only">{t.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.product}</th>
                  <th scope="col">{t.sku}</th>
                  <th scope="col" className="text-right">
                    {t.stock}
                  </th>
                  <th scope="col" className="text-right">
                    {t.reorderPoint}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lowStock.products.map((product) => (
                  <tr key={product.productId}>
                    <th scope="row" className="font-normal">
                      <Link
                        to={paths.editProduct(product.productId)}
                        className="link"
                        aria-label={t.edit(product.name)}
                      >
                        {product.name}
                      </Link>
                    </th>
                    <td className="font-mono text-xs">{product.sku}</td>
                    <td className="text-right tabular-nums">{inUnit(product.total, product.unit)}</td>
                    <td className="text-right tabular-nums">{inUnit(product.reorderPoint, product.unit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Section>
  );
}
