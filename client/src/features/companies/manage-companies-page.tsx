import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { companies } from '#shared/messages/companies.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { paths } from '#shared/routes.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { currencyName } from '../../lib/company-money.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { type CompanySummary, useStoreCompanies, useStoreCompany } from './api/store-companies-api.ts';
import { FactList } from './components/company-facts.tsx';
import { InvoicesTable } from './components/invoices-table.tsx';
import { ScreeningFlag } from './components/screening-flag.tsx';
import { StoreTermsForm } from './components/store-terms-form.tsx';
import { TaxExemptionsSection } from './components/tax-exemptions-section.tsx';
import { VatIdWithStatus } from './components/vat-status-badge.tsx';
import { VatStatusForm } from './components/vat-status-form.tsx';
import { taxStanding } from '#shared/messages/tax-standing.ts';
import { termsName } from './company-rules.ts';

const t = companies.pages;
const f = t.facts;

/** Members and invoices on account, read with GET /companies/{id} once the admin opens them. */
function CompanyDetail({ company }: { company: CompanySummary }) {
  const detail = useStoreCompany(company._id);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) {
    return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} isRetrying={detail.isFetching} />;
  }
  const { members, invoices } = detail.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">{t.membersHeading}</h3>
        <ul className="text-sm">
          {members.map((member) => (
            <li key={member.userId}>
              {member.name} ({member.email}), {t.roles[member.role].toLowerCase()}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">{t.invoicesHeading}</h3>
        {invoices.length === 0 ? (
          <p>{t.noInvoices}</p>
        ) : (
          <InvoicesTable invoices={invoices} caption={t.invoicesCaption(company.name)} orderPath={paths.manageOrder} />
        )}
      </div>
      <TaxExemptionsSection companyId={company._id} companyName={company.name} />
    </div>
  );
}

/** A company with its balances and limit in its currency (PRODUCT.md §17), and the store's forms. */
function CompanyCard({ company }: { company: CompanySummary }) {
  const [open, setOpen] = useState(false);
  const money = (major: number) => formatMoney(major, company.currency);
  const headingId = `company-${company._id}`;
  return (
    <article aria-labelledby={headingId} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title text-xl">
          {company.name}
        </h2>
        {company.screening && <ScreeningFlag match={company.screening} />}
        <FactList
          facts={[
            [f.taxId, company.taxId || '—'],
            [taxStanding.fields.vatId, <VatIdWithStatus vatId={company.vatId} status={company.vatIdStatus} />],
            [t.membersHeading, t.membersCount(company.memberCount)],
            [f.paymentTerms, termsName(company.paymentTerms)],
            [f.currency, currencyName(company.currency)],
            [f.creditLimit, money(company.creditLimit)],
            [f.discount, t.percent(company.discountPercent)],
            [f.openBalance, money(company.openBalance)],
            [f.overdueBalance, money(company.overdueBalance)],
          ]}
        />
        <StoreTermsForm
          key={`${company.paymentTerms}-${company.creditLimit}-${company.discountPercent}-${company.currency}`}
          company={company}
        />
        {company.vatId && <VatStatusForm key={company.vatIdStatus} company={company} />}
        <div className="flex flex-col gap-2">
          <button
            type="button"
            className="btn btn-outline btn-sm self-start"
            aria-expanded={open}
            onClick={() => setOpen((shown) => !shown)}
          >
            {t.showDetail}
            <span className="sr-only">: {company.name}</span>
          </button>
          {open && <CompanyDetail company={company} />}
        </div>
      </div>
    </article>
  );
}

/**
 * /dashboard/manageCompanies (store admins; docs/product/companies.md#the-stores-side): the
 * companies, searched by name or member email, with their members, balances, terms and invoices.
 */
export function ManageCompaniesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const list = useStoreCompanies(q.trim());
  const onSearch = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.trim()) updated.set('q', next.trim());
      else updated.delete('q');
      return updated;
    });
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.manageTitle} />
      <h1 className="text-3xl font-bold">{t.manageTitle}</h1>
      <div className="flex flex-wrap items-end gap-4">
        <SearchBox value={q} onSearch={onSearch} label={t.searchLabel} placeholder="" />
        {list.data && (
          <p aria-live="polite" className="text-base-content/80">
            {t.companyCount(list.data.length)}
          </p>
        )}
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
      ) : list.data.length === 0 ? (
        <p className="rounded-box border border-base-300 p-6">{t.noCompanies}</p>
      ) : (
        list.data.map((company) => <CompanyCard key={company._id} company={company} />)
      )}
    </div>
  );
}
