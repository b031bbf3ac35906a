import { useState } from 'react';
import { Link } from 'react-router';
import type { CartLine } from '#shared/cart/cart.schema.ts';
import type { PricedProduct } from '#shared/catalog/pricing.ts';
import { cart as m } from '#shared/messages/cart.ts';
import { formatUsd } from '#shared/money.ts';
import { paths } from '#shared/routes.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';

interface CartLineRowProps {
  line: CartLine;
  /** The product's rules, for a visitor's line (the server checks a buyer's). */
  rules: PricedProduct | undefined;
  busy: boolean;
  onSetQuantity: (productId: string, quantity: number, rules: PricedProduct | undefined) => Promise<boolean>;
  onRemove: (lineId: string) => Promise<boolean>;
}

/**
 * One cart line: the quantity can be changed (Update), a problem shows in red under the product,
 * and a repriced line's button accepts today's price (setting the quantity again does).
 */
export function CartLineRow({ line, rules, busy, onSetQuantity, onRemove }: CartLineRowProps) {
  const [typed, setTyped] = useState(String(line.quantity));
  const quantity = Number(typed);
  const valid = typed.trim() !== '' && Number.isInteger(quantity) && quantity > 0;
  const gone = line.problem === m.noLongerSold;
  const problemId = `cart-line-problem-${line.lineId}`;
  // Repriced since it was set: sending the same quantity again accepts today's price.
  const repriced = line.unitPrice !== line.priceWhenAdded;
  const acceptOnly = repriced && quantity === line.quantity;
  return (
    <tr>
      <td className="whitespace-nowrap">{line.sku ?? '—'}</td>
      <th scope="row" className="font-normal">
        {gone || !line.productId ? (
          <span>{line.name}</span>
        ) : (
          <Link to={paths.product(line.productId)} className="link link-hover font-semibold">
            {line.name}
          </Link>
        )}
        {line.problem && (
          <p id={problemId} className="text-sm text-red-700">
            {line.problem}
          </p>
        )}
      </th>
      <td>
        {!gone && line.productId && (
          <form
            className="flex items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (valid && line.productId) void onSetQuantity(line.productId, quantity, rules);
            }}
          >
            <input
              type="number"
              inputMode="numeric"
              min={1}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-label={m.quantityOf(line.name)}
              aria-describedby={line.problem ? problemId : undefined}
              className="input input-sm w-24"
            />
            <BusyButton
              busy={busy}
              disabled={!valid || (quantity === line.quantity && !repriced)}
              spinner="xs"
              className={`btn btn-sm ${line.problem ? 'btn-error' : 'btn-outline'}`}
            >
              {acceptOnly ? m.acceptPrice : m.update}
            </BusyButton>
          </form>
        )}
      </td>
      <td className="text-right whitespace-nowrap">{formatUsd(line.unitPrice)}</td>
      <td className="text-right whitespace-nowrap">{formatUsd(line.lineTotal)}</td>
      <td>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={m.removeLabel(line.name)}
          disabled={busy}
          onClick={() => void onRemove(line.lineId)}
        >
          {m.remove}
        </button>
      </td>
    </tr>
  );
}
