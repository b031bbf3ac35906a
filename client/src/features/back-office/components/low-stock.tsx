import { formatQuantity, type Unit } from '#shared/catalog/units.ts';
import { Link } from 'react-router';
import { backOffice } from '#shared/messages/back-office.ts';
import { paths } from '#shared/routes.ts';
import type { Overview } from '#shared/stats/overview.schema.ts';
import { Section } from './section.tsx';
import { type Column, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

/** Pieces as a bare number (as before units); metres and kilograms with their unit. */
const inUnit = (quantity: number, unit: Unit | undefined) => (unit ? formatQuantity(unit, quantity) : quantity);

const t = backOffice.lowStock;

/** Products below their reorder point, the most urgent first, each opening its edit page. */
const lowStockColumns = (): Column<Overview['lowStock']['products'][number]>[] => [
  {
    header: t.product,
    rowHeader: true,
    className: 'font-normal',
    cell: (product) => (
      <Link to={paths.editProduct(product.productId)} className="link" aria-label={t.edit(product.name)}>
        {product.name}
      </Link>
    ),
  },
  { header: t.sku, className: 'font-mono text-xs', cell: (product) => product.sku },
  { header: t.stock, numeric: true, cell: (product) => inUnit(product.total, product.unit) },
  { header: t.reorderPoint, numeric: true, cell: (product) => inUnit(product.reorderPoint, product.unit) },
];

export function LowStock({ lowStock }: { lowStock: Overview['lowStock'] }) {
  return (
    <Section title={t.heading}>
      {lowStock.count === 0 ? (
        <p>{t.none}</p>
      ) : (
        <>
          <p>{t.count(lowStock.products.length, lowStock.count)}</p>
          <ResponsiveTable
            caption={t.caption}
            size="sm"
            bordered={false}
            columns={lowStockColumns()}
            rows={lowStock.products}
            rowKey={(product) => product.productId}
          />
        </>
      )}
    </Section>
  );
}
