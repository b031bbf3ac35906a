import { Link } from 'react-router';
import { remnantsUi as t } from '#shared/messages/remnants-ui.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { Remnant } from '#shared/remnants/remnant.schema.ts';
import { paths } from '#shared/routes.ts';
import { RemnantBuy } from '../../../components/remnants/remnant-buy.tsx';
import { type Column, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

const c = t.columns;
const nameId = (remnant: Remnant) => `remnant-${remnant._id}`;

const columns = (): Column<Remnant>[] => [
  {
    header: c.product,
    rowHeader: true,
    className: 'font-semibold',
    cell: (remnant) => (
      <span id={nameId(remnant)}>
        <Link to={paths.product(remnant.productId)} className="link link-hover">
          {remnant.name}
        </Link>
        {remnant.sku && <span className="block font-mono text-xs font-normal">{remnant.sku}</span>}
      </span>
    ),
  },
  { header: c.grade, cell: (remnant) => remnant.grade ?? '' },
  { header: c.size, cell: (remnant) => remnant.dimensions ?? '' },
  { header: c.heat, className: 'font-mono', cell: (remnant) => remnant.heatNumber },
  { header: c.certificate, cell: (remnant) => remnant.certificate?.type ?? t.noCertificate },
  { header: c.length, numeric: true, cell: (remnant) => t.length(remnant.lengthMm) },
  { header: c.price, numeric: true, cell: (remnant) => formatMoney(remnant.price, remnant.currency) },
  {
    header: c.buy,
    hideHeader: true,
    cell: (remnant) => <RemnantBuy remnant={remnant} describedBy={nameId(remnant)} />,
  },
];

/** The remnants for sale, one row each (a card on a phone): the product, its heat and certificate, length, price and Add to cart. */
export function RemnantsTable({ remnants }: { remnants: Remnant[] }) {
  return <ResponsiveTable caption={t.caption} columns={columns()} rows={remnants} rowKey={(remnant) => remnant._id} />;
}
