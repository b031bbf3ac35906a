import { companies } from '#shared/messages/companies.ts';
import { CompanyAdminOnly } from './components/company-admin-only.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { apiBaseUrl } from '../../config/env.ts';
import { useStatement } from './api/statement-api.ts';
import { InvoicesTable } from './components/invoices-table.tsx';

const t = companies.pages;

function OpenInvoices() {
  const statement = useStatement();
  if (statement.isPending) return <LoadingState />;
  if (statement.isError) {
    return (
      <ErrorState error={statement.error} onRetry={() => void statement.refetch()} isRetrying={statement.isFetching} />
    );
  }
  if (statement.data.invoices.length === 0) {
    return <p className="rounded-box border border-base-300 p-6">{t.noOpenInvoices}</p>;
  }
  return <InvoicesTable invoices={statement.data.invoices} caption={t.statementCaption} />;
}

/**
 * /dashboard/company/statement (company admins; docs/product/companies.md#statement): the open
 * invoices on account with the totals, and the same as CSV.
 */
export function StatementPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.statementTitle} />
      <h1 className="text-3xl font-bold">{t.statementTitle}</h1>
      <p>{t.statementIntro}</p>
      <CompanyAdminOnly>
        {/* A plain link, as the invoice PDF: the browser downloads it with the session cookie. */}
        <a href={`${apiBaseUrl}/companies/mine/statement.csv`} className="btn btn-outline self-start" download>
          {t.downloadCsv}
        </a>
        <OpenInvoices />
      </CompanyAdminOnly>
    </div>
  );
}
