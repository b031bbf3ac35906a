import { OverdueBadge } from '../../../components/orders/overdue-badge.tsx';
import { Link } from 'react-router';
import { companies } from '#shared/messages/companies.ts';
import { orderCurrency } from '#shared/messages/order-currency.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { paths } from '#shared/routes.ts';
import type { StatementInvoice } from '../api/statement-api.ts';
import { statementTotals } from '../company-rules.ts';
import { formatDay } from '../format-day.ts';

const t = companies.pages;
const c = t.statementColumns;

interface InvoicesTableProps {
  invoices: StatementInvoice[];
  caption: string;
  /** Where a number links: the member's order page, or the store's. */
  orderPath?: (id: string) => string;
}

/**
 * Invoices on account: number, PO number, date, due date, amount, paid, outstanding, the overdue
 * ones marked, and the totals (summed in minor units). Each invoice is in its order's currency
 * (PRODUCT.md §17); the totals are one row per currency, named by it when there are several.
 * The statement and the store's company view.
 */
export function InvoicesTable({ invoices, caption, orderPath = paths.purchaseOrder }: InvoicesTableProps) {
  const totals = statementTotals(invoices);
  const several = totals.length > 1;
  const money = 'text-right tabular-nums whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.number}</th>
            <th scope="col">{c.poNumber}</th>
            <th scope="col">{c.date}</th>
            <th scope="col">{c.dueDate}</th>
            <th scope="col" className="text-right">
              {c.amount}
            </th>
            <th scope="col" className="text-right">
              {c.paid}
            </th>
            <th scope="col" className="text-right">
              {c.outstanding}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice._id}>
              <th scope="row" className="whitespace-nowrap">
                <Link to={orderPath(invoice._id)} className="link font-mono">
                  {invoice.number}
                </Link>
              </th>
              <td>{invoice.poNumber ?? '—'}</td>
              <td className="whitespace-nowrap">
                <time dateTime={invoice.date}>{formatDay(invoice.date)}</time>
              </td>
              <td>
                <div className="flex flex-col items-start gap-1">
                  {invoice.dueDate ? formatDay(invoice.dueDate) : '—'}
                  {invoice.overdue && <OverdueBadge dueDate={invoice.dueDate} />}
                </div>
              </td>
              <td className={money}>{formatMoney(invoice.total, invoice.currency)}</td>
              <td className={money}>{formatMoney(invoice.paid, invoice.currency)}</td>
              <td className={money}>{formatMoney(invoice.outstanding, invoice.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {(totals.length ? totals : [{ currency: 'USD', total: 0, paid: 0, outstanding: 0 }]).map((sum) => (
            <tr key={sum.currency}>
              <th scope="row" colSpan={4}>
                {several ? orderCurrency.totalsIn(sum.currency) : t.totals}
              </th>
              <td className={money}>{formatMoney(sum.total, sum.currency)}</td>
              <td className={money}>{formatMoney(sum.paid, sum.currency)}</td>
              <td className={money}>{formatMoney(sum.outstanding, sum.currency)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
