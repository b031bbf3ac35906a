import { Link } from 'react-router';
import { remnantsUi as t } from '#shared/messages/remnants-ui.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { Remnant } from '#shared/remnants/remnant.schema.ts';
import { paths } from '#shared/routes.ts';
import { RemnantBuy } from '../../../components/remnants/remnant-buy.tsx';

const c = t.columns;

/** The remnants for sale, one row each: the product, its heat and certificate, length, price and Add to cart. */
export function RemnantsTable({ remnants }: { remnants: Remnant[] }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.product}</th>
            <th scope="col">{c.grade}</th>
            <th scope="col">{c.size}</th>
            <th scope="col">{c.heat}</th>
            <th scope="col">{c.certificate}</th>
            <th scope="col" className="text-right">
              {c.length}
            </th>
            <th scope="col" className="text-right">
              {c.price}
            </th>
            <th scope="col">
              <span className="sr-only">{c.buy}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {remnants.map((remnant) => {
            const nameId = `remnant-${remnant._id}`;
            return (
              <tr key={remnant._id}>
                <th scope="row" id={nameId} className="font-semibold">
                  <Link to={paths.product(remnant.productId)} className="link link-hover">
                    {remnant.name}
                  </Link>
                  {remnant.sku && <span className="block font-mono text-xs font-normal">{remnant.sku}</span>}
                </th>
                <td>{remnant.grade ?? ''}</td>
                <td>{remnant.dimensions ?? ''}</td>
                <td className="font-mono">{remnant.heatNumber}</td>
                <td>{remnant.certificate?.type ?? t.noCertificate}</td>
                <td className="text-right tabular-nums whitespace-nowrap">{t.length(remnant.lengthMm)}</td>
                <td className="text-right tabular-nums whitespace-nowrap">
                  {formatMoney(remnant.price, remnant.currency)}
                </td>
                <td>
                  <RemnantBuy remnant={remnant} describedBy={nameId} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
