import type { ReactNode } from 'react';
import { formatUnitPrice, type Unit } from '#shared/catalog/units.ts';
import { messages } from '#shared/messages.ts';
import { centsToDollars } from '#shared/money.ts';
import { useFormatPrice } from '../../lib/price-currency.ts';
import type { QuantityQuote } from '../../lib/quantity-quote.ts';

const t = messages.productPage;

interface LivePriceProps {
  quote: Pick<QuantityQuote, 'unitPriceCents' | 'totalCents'>;
  totalLabel?: string;
  /** "$12.40/m" for m and kg (PRODUCT.md §15); pieces keep "$12.40". */
  unit?: Unit;
  /** Rows between the unit price and the total: the cut fees, the weight. */
  children?: ReactNode;
}

/** Unit price and total of the typed quantity, announced politely as they change. */
export function LivePrice({ quote, totalLabel = t.total, unit = 'pcs', children }: LivePriceProps) {
  const price = useFormatPrice();
  // Hundredths of the currency's major unit, whatever its own minor unit: yen show whole (¥10,371).
  const show = (cents: number | undefined) => (cents === undefined ? '—' : price(centsToDollars(cents)));
  return (
    <dl aria-live="polite" className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
      <dt className="font-semibold">{t.unitPrice}</dt>
      <dd className="text-right tabular-nums" data-testid="live-unit-price">
        {quote.unitPriceCents === undefined ? '—' : formatUnitPrice(unit, show(quote.unitPriceCents))}
      </dd>
      {children}
      <dt className="font-semibold">{totalLabel}</dt>
      <dd className="text-right text-lg font-bold tabular-nums" data-testid="live-total">
        {show(quote.totalCents)}
      </dd>
    </dl>
  );
}
