import { toast } from 'react-toastify/unstyled';
import { companies } from '#shared/messages/companies.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { type MyCompany, ownMembership, useMyCompany } from '../../lib/queries/my-company.ts';
import { useAuth } from '../../lib/session/auth-context.ts';
import { useRemoveMember } from './api/company-api.ts';
import { CompanyDetailsForm } from './components/company-details-form.tsx';
import { CompanyDetailsFacts, CompanyTerms } from './components/company-facts.tsx';
import { CreateCompanyForm } from './components/create-company-form.tsx';
import { InvitationsSection } from './components/invitations-section.tsx';
import { MembersTable } from './components/members-table.tsx';
import { TaxExemptionsSection } from './components/tax-exemptions-section.tsx';
import { HeadedSection } from '../../components/ui/headed-section.tsx';

const t = companies.pages;

/** Any member leaves, after confirming (the server keeps the last admin: 409, toasted). */
function LeaveButton({ company, userId }: { company: MyCompany; userId: string }) {
  const remove = useRemoveMember();
  const leave = () => {
    if (!window.confirm(t.confirmLeave(company.name))) return;
    // Awaited: the page turns into the create form before mutate's own callbacks would run.
    void remove.mutateAsync(userId).then(
      () => toast.success(t.left(company.name)),
      () => undefined, // Toasted by the MutationCache.
    );
  };
  return (
    <BusyButton busy={remove.isPending} type="button" className="btn btn-outline self-start" onClick={leave}>
      {t.leave}
    </BusyButton>
  );
}

function CompanyView({ company }: { company: MyCompany }) {
  const { user } = useAuth();
  const own = ownMembership(company, user);
  const isCompanyAdmin = own?.role === 'admin';
  return (
    <>
      <p className="text-xl">{company.name}</p>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {isCompanyAdmin ? (
          <CompanyDetailsForm key={JSON.stringify(company)} company={company} />
        ) : (
          <CompanyDetailsFacts company={company} />
        )}
        <CompanyTerms company={company} />
      </div>
      <HeadedSection headingId="members-heading" title={t.membersHeading} className="flex flex-col gap-3">
        <MembersTable company={company} ownUserId={own?.userId} canManage={isCompanyAdmin} />
        {own && <LeaveButton company={company} userId={own.userId} />}
      </HeadedSection>
      {isCompanyAdmin && <InvitationsSection />}
      {isCompanyAdmin && <TaxExemptionsSection />}
    </>
  );
}

/**
 * /dashboard/company (docs/product/companies.md): the create form for an account in no company;
 * otherwise the company, its terms, members and (company admins) invitations.
 */
export function CompanyPage() {
  const company = useMyCompany();
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.companyTitle} />
      <h1 className="text-3xl font-bold">{t.companyTitle}</h1>
      {company.isPending ? (
        <LoadingState />
      ) : company.isError ? (
        <ErrorState error={company.error} onRetry={() => void company.refetch()} isRetrying={company.isFetching} />
      ) : company.data === null ? (
        <CreateCompanyForm />
      ) : (
        <CompanyView company={company.data} />
      )}
    </div>
  );
}
