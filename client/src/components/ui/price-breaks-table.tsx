import type { PriceBreak } from '#shared/catalog/pricing.ts';
import { formatQuantity, formatUnitPrice, type Unit } from '#shared/catalog/units.ts';
import { messages } from '#shared/messages.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { useFormatPrice } from '../../lib/price-currency.ts';
import { priceBreakRows } from '../../lib/quantity-quote.ts';

const t = messages.productPage;

interface PriceBreaksTableProps {
  price: number;
  minimum: number;
  priceBreaks: readonly PriceBreak[];
  /** The quantity being typed: its row is marked, so the buyer sees which price applies. */
  quantity?: number | undefined;
  /** The product's unit: "2.5 m+" and "$11.00/m" for m and kg; pieces keep "10+ pcs" (PRODUCT.md §15). */
  unit?: Unit;
}

/**
 * Unit price by quantity: the list price from the minimum first, then each break ascending
 * (docs/product/catalog.md). Shared by the product page and the purchase page.
 */
export function PriceBreaksTable({ price, minimum, priceBreaks, quantity, unit = 'pcs' }: PriceBreaksTableProps) {
  const { rows, current } = priceBreakRows(price, minimum, priceBreaks, quantity);
  const money = useFormatPrice();
  return (
    <table className="table table-sm w-auto">
      <caption className="sr-only">{t.priceBreaksCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.fromQuantity}</th>
          <th scope="col" className="text-right">
            {t.unitPrice}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr
            key={`${row.minQuantity}-${index}`}
            aria-current={index === current ? 'true' : undefined}
            className={index === current ? 'bg-primary/10 font-semibold' : undefined}
          >
            <th scope="row" className="font-normal">
              {unit === 'pcs' ? t.fromPcs(row.minQuantity) : unitPages.from(formatQuantity(unit, row.minQuantity))}
            </th>
            <td className="text-right tabular-nums">{formatUnitPrice(unit, money(row.price))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
