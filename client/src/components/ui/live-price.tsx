import { messages } from '#shared/messages.ts';
import { centsToDollars, formatUsd } from '#shared/money.ts';
import type { QuantityQuote } from '../../lib/quantity-quote.ts';

const t = messages.productPage;

/** Unit price and total of the typed quantity, announced politely as they change. */
export function LivePrice({ quote, totalLabel = t.total }: { quote: QuantityQuote; totalLabel?: string }) {
  const show = (cents: number | undefined) => (cents === undefined ? '—' : formatUsd(centsToDollars(cents)));
  return (
    <dl aria-live="polite" className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
      <dt className="font-semibold">{t.unitPrice}</dt>
      <dd className="text-right tabular-nums" data-testid="live-unit-price">
        {show(quote.unitPriceCents)}
      </dd>
      <dt className="font-semibold">{totalLabel}</dt>
      <dd className="text-right text-lg font-bold tabular-nums" data-testid="live-total">
        {show(quote.totalCents)}
      </dd>
    </dl>
  );
}
