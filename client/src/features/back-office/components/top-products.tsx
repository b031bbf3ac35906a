import { formatQuantity } from '#shared/catalog/units.ts';
import { Link } from 'react-router';
import { backOffice } from '#shared/messages/back-office.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { paths } from '#shared/routes.ts';
import type { Overview } from '#shared/stats/overview.schema.ts';
import { Section } from './section.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

const t = backOffice.topProducts;

/** The products that sold most over the same 12 months, each linking to its product page. */
export function TopProducts({ products, currency }: { products: Overview['topProducts']; currency: string }) {
  return (
    <Section title={t.heading}>
      {products.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ResponsiveTable
          caption={t.caption}
          size="sm"
          bordered={false}
          columns={[
            {
              header: t.product,
              rowHeader: true,
              className: 'font-normal',
              cell: (product) => (
                <Link to={paths.product(product.productId)} className="link">
                  {product.name}
                </Link>
              ),
            },
            { header: t.sku, className: 'font-mono text-xs', cell: (product) => product.sku },
            { header: t.revenue, numeric: true, cell: (product) => formatMoney(product.revenue, currency) },
            {
              header: t.quantity,
              numeric: true,
              cell: (product) => (product.unit ? formatQuantity(product.unit, product.quantity) : product.quantity),
            },
          ]}
          rows={products}
          rowKey={(product) => product.productId}
        />
      )}
    </Section>
  );
}
