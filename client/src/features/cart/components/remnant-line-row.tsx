import { TableCell } from '../../../components/ui/responsive-table.tsx';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { cart as m } from '#shared/messages/cart.ts';
import { heatChoice as h } from '#shared/messages/heat-choice.ts';
import { remnantsUi as t } from '#shared/messages/remnants-ui.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { paths } from '#shared/routes.ts';
import { type CartLineView, unitPriceText, weightText } from '../../../components/orders/line-units.ts';

/** A remnant line's name with its "Remnant" badge, as the cart and the checkout show it. */
export function RemnantName({ line, link }: { line: CartLineView; link: boolean }) {
  return (
    <>
      {link && line.productId ? (
        <Link to={paths.product(line.productId)} className="link link-hover font-semibold">
          {line.name}
        </Link>
      ) : (
        <span>{line.name}</span>
      )}{' '}
      <span className="badge badge-sm badge-neutral">{t.badge}</span>
    </>
  );
}

/** A remnant line's length and heat: sold whole, it has no quantity to change. */
export function RemnantFacts({ line }: { line: CartLineView }) {
  return (
    <>
      {line.cut && <span className="whitespace-nowrap font-semibold">{t.length(line.cut.lengthMm)}</span>}
      {line.heatNumber && <p className="text-sm">{h.pinned(line.heatNumber)}</p>}
    </>
  );
}

/**
 * A remnant in the cart (PRODUCT.md §20): name, badge, length and heat, its price, and Remove
 * (DELETE /cart/remnants/{id}, which offers it to others again). A problem (sold meanwhile) shows
 * in red under the name, as any line's.
 */
export function RemnantLineRow({
  line,
  currency,
  onRemove,
}: {
  line: CartLineView;
  currency: string;
  onRemove: (remnantId: string) => Promise<void>;
}) {
  const [removing, setRemoving] = useState(false);
  const lengthMm = line.cut?.lengthMm ?? 0;
  return (
    <tr>
      <TableCell label={m.columns.sku} className="whitespace-nowrap">
        {line.sku ?? '—'}
      </TableCell>
      <TableCell label={m.columns.product} rowHeader className="font-normal">
        <RemnantName line={line} link />
        {line.problem && <p className="text-sm text-red-700">{line.problem}</p>}
      </TableCell>
      <TableCell label={m.columns.quantity}>
        <RemnantFacts line={line} />
      </TableCell>
      <TableCell label={m.columns.unitPrice} numeric>
        {unitPriceText(line, currency)}
      </TableCell>
      <TableCell label={unitPages.weightColumn} numeric>
        {weightText(line.weightKg)}
      </TableCell>
      <TableCell label={m.columns.lineTotal} numeric>
        {formatMoney(line.lineTotal, currency)}
      </TableCell>
      <TableCell>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={t.removeLabel(line.name, lengthMm)}
          disabled={removing}
          onClick={() => {
            if (!line.remnantId) return;
            setRemoving(true);
            void onRemove(line.remnantId).finally(() => setRemoving(false));
          }}
        >
          {removing && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {m.remove}
        </button>
      </TableCell>
    </tr>
  );
}
