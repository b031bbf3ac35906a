import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { companies } from '#shared/messages/companies.ts';
import { companyPaths } from '#shared/lazy-paths.ts';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { useMembership } from '../../../lib/queries/my-company.ts';

const t = companies.pages;

/**
 * The company admins' pages (approvals, statement): anyone else is told so and pointed at the
 * company page, instead of a list they cannot act on. The server refuses them all the same.
 */
export function CompanyAdminOnly({ children }: { children: ReactNode }) {
  const membership = useMembership();
  if (membership.isPending) return <LoadingState />;
  if (membership.data?.company?.role === 'admin' || membership.isError) return children;
  return (
    <div className="flex flex-col items-start gap-3">
      <p>{t.companyAdminsOnly}</p>
      <Link to={companyPaths.company} className="btn btn-outline btn-sm">
        {t.menu.company}
      </Link>
    </div>
  );
}
