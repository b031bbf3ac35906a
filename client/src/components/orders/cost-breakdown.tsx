import { orderCostsUi as t } from '#shared/messages/order-costs-ui.ts';
import { type CostFigures, costRows } from './cost-rows.ts';

interface CostBreakdownProps {
  costs: CostFigures;
  showAmountDue: boolean;
  /** Rows after the costs' own: the order's carrier account, the freight's carrier and note. */
  extraRows?: readonly { label: string; value: string }[];
  /** Under the freight's row while it is to be quoted: why (the checkout's quote says). */
  freightPending?: readonly string[];
  /** True while a newer quote is on its way: the figures shown are the last ones. */
  busy?: boolean;
}

/**
 * What an order costs (PRODUCT.md §16) as a two-column table with a caption: goods, freight, each
 * tax line, total, weight and Incoterm. The total is a polite live region, so a screen reader
 * hears the new total when the ship-to or the Incoterm changes it.
 */
export function CostBreakdown({
  costs,
  showAmountDue,
  extraRows = [],
  freightPending = [],
  busy = false,
}: CostBreakdownProps) {
  const rows = costRows(costs, { showAmountDue });
  return (
    <div className="overflow-x-auto rounded-box border border-base-300" aria-busy={busy}>
      <table className="table" data-testid="cost-breakdown">
        <caption className="px-4 pt-3 text-left font-semibold">{t.caption}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.total ? 'text-base font-bold' : undefined}>
              <th scope="row" className={row.total ? undefined : 'font-normal'}>
                {row.label}
              </th>
              <td className="text-right tabular-nums">
                {row.total ? (
                  <span aria-live="polite" aria-atomic="true" data-testid="cost-total">
                    {row.value}
                  </span>
                ) : (
                  <span data-testid={`cost-${row.key}`}>{row.value}</span>
                )}
                {row.note && <span className="block text-sm font-normal text-base-content/75">{row.note}</span>}
                {row.key === 'freight' && freightPending.length > 0 && (
                  <ul
                    className="list-inside list-disc text-left text-sm text-base-content/75"
                    aria-label={t.freightPendingReasons}
                  >
                    {freightPending.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
          {extraRows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="font-normal">
                {row.label}
              </th>
              <td className="text-right break-all">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
