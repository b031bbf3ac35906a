import { OverdueBadge } from '../../../components/orders/overdue-badge.tsx';
import { Link } from 'react-router';
import { type Column, ResponsiveTable, TableCell } from '../../../components/ui/responsive-table.tsx';
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
  const columns: Column<StatementInvoice>[] = [
    {
      header: c.number,
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (invoice) => (
        <Link to={orderPath(invoice._id)} className="link font-mono">
          {invoice.number}
        </Link>
      ),
    },
    { header: c.poNumber, cell: (invoice) => invoice.poNumber ?? '—' },
    {
      header: c.date,
      className: 'whitespace-nowrap',
      cell: (invoice) => <time dateTime={invoice.date}>{formatDay(invoice.date)}</time>,
    },
    {
      header: c.dueDate,
      cell: (invoice) => (
        <div className="flex flex-col items-start gap-1">
          {invoice.dueDate ? formatDay(invoice.dueDate) : '—'}
          {invoice.overdue && <OverdueBadge dueDate={invoice.dueDate} />}
        </div>
      ),
    },
    { header: c.amount, numeric: true, cell: (invoice) => formatMoney(invoice.total, invoice.currency) },
    { header: c.paid, numeric: true, cell: (invoice) => formatMoney(invoice.paid, invoice.currency) },
    { header: c.outstanding, numeric: true, cell: (invoice) => formatMoney(invoice.outstanding, invoice.currency) },
  ];
  // The totals stay at the bottom of a phone's screen while the invoices scroll (PRODUCT.md §23).
  const footer = (totals.length ? totals : [{ currency: 'USD', total: 0, paid: 0, outstanding: 0 }]).map((sum) => (
    <tr key={sum.currency}>
      <TableCell rowHeader colSpan={4}>
        {several ? orderCurrency.totalsIn(sum.currency) : t.totals}
      </TableCell>
      <TableCell label={c.amount} numeric>
        {formatMoney(sum.total, sum.currency)}
      </TableCell>
      <TableCell label={c.paid} numeric>
        {formatMoney(sum.paid, sum.currency)}
      </TableCell>
      <TableCell label={c.outstanding} numeric>
        {formatMoney(sum.outstanding, sum.currency)}
      </TableCell>
    </tr>
  ));
  return (
    <ResponsiveTable
      caption={caption}
      columns={columns}
      rows={invoices}
      rowKey={(invoice) => invoice._id}
      footer={footer}
      stickyFooter
    />
  );
}
