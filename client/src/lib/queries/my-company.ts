import { useQuery } from '@tanstack/react-query';
import type { Company, CompanyMember } from '#shared/companies/company-answers.schema.ts';
import type { CompanyRole } from '#shared/companies/company.schema.ts';
import { ApiError, api } from '../api-client.ts';
import { useAuth } from '../session/auth-context.ts';

/*
 * GET /companies/mine (docs/product/companies.md#company): read by the company pages, the dashboard
 * menu (which items the caller's role gets), the checkout (pay on account, ship-to addresses) and
 * the member prices. In lib/ because those features all read it; none of it is in the first load.
 */

/** The answer of GET /companies/mine (shared/companies/company-answers.schema.ts); money in dollars. */
export type MyCompany = Company;
export type { CompanyMember };
/** A ship-to address as the forms hold it (the answer's rows also carry an _id). */
export type CompanyAddress = Pick<Company['addresses'][number], 'label' | 'address' | 'isDefault'>;

export const myCompanyKey = ['companies', 'mine'] as const;

/** The caller's company, or null when they are in none (the API's 404). */
export async function getMyCompany(signal?: AbortSignal): Promise<MyCompany | null> {
  try {
    return await api<MyCompany>('/companies/mine', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The signed-in caller's company (null: in none); nothing is asked for a visitor. Kept for ten
 * minutes: membership and terms change rarely, and every change made here refreshes it.
 */
export function useMyCompany() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...myCompanyKey, user?.id ?? ''],
    queryFn: ({ signal }) => getMyCompany(signal),
    enabled: Boolean(user),
    staleTime: 10 * 60_000,
  });
}

/** The caller's own row among the members (matched by account id, else by email). */
export function ownMembership(
  company: Pick<MyCompany, 'members'> | null | undefined,
  user: { id: string; email: string } | null,
): CompanyMember | undefined {
  if (!company || !user) return undefined;
  const email = user.email.toLowerCase();
  return (
    company.members.find((member) => member.userId === user.id) ??
    company.members.find((member) => member.email.toLowerCase() === email)
  );
}

/** The caller's role in their company: undefined when in none or not known yet. */
export function useCompanyRole(): CompanyRole | undefined {
  const { user } = useAuth();
  const company = useMyCompany();
  return ownMembership(company.data, user)?.role;
}

/** The member's contract discount (percent, 0 when in no company or signed out). */
export function useMemberDiscount(): number {
  return useMyCompany().data?.discountPercent ?? 0;
}
