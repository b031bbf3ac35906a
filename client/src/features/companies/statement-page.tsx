import { companies } from '#shared/messages/companies.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { apiBaseUrl } from '../../config/env.ts';
import { useStatement } from './api/statement-api.ts';
import { InvoicesTable } from './components/invoices-table.tsx';

const t = companies.pages;

/**
 * /dashboard/company/statement (company admins; docs/product/companies.md#statement): the open
 * invoices on account with the totals, and the same as CSV.
 */
export function StatementPage() {
  const statement = useStatement();
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.statementTitle} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t.statementTitle}</h1>
        {/* A plain link, as the invoice PDF: the browser downloads it with the session cookie. */}
        <a href={`${apiBaseUrl}/companies/mine/statement.csv`} className="btn btn-outline" download>
          {t.downloadCsv}
        </a>
      </div>
      <p>{t.statementIntro}</p>
      {statement.isPending ? (
        <LoadingState />
      ) : statement.isError ? (
        <ErrorState
          error={statement.error}
          onRetry={() => void statement.refetch()}
          isRetrying={statement.isFetching}
        />
      ) : statement.data.invoices.length === 0 ? (
        <p className="rounded-box border border-base-300 p-6">{t.noOpenInvoices}</p>
      ) : (
        <InvoicesTable invoices={statement.data.invoices} caption={t.statementCaption} />
      )}
    </div>
  );
}
