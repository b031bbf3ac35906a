import { useQuery } from '@tanstack/react-query';
import type { Company, CompanyMember } from '#shared/companies/company-answers.schema.ts';
import type { CompanyRole } from '#shared/companies/company.schema.ts';
import type { MembershipAnswer } from '#shared/companies/membership-answer.schema.ts';
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

/** GET /companies/mine/membership: the caller's company in brief, `company: null` when in none (never 404). */
export function getMembership(signal?: AbortSignal): Promise<MembershipAnswer> {
  return api<MembershipAnswer>('/companies/mine/membership', { signal });
}

/**
 * The caller's company, or null when they are in none. Asked through the membership first: the
 * full read answers 404 for an account in no company, a console error on every page that asks.
 */
export async function getMyCompany(signal?: AbortSignal): Promise<MyCompany | null> {
  if ((await getMembership(signal)).company === null) return null;
  try {
    return await api<MyCompany>('/companies/mine', { signal });
  } catch (error) {
    // Left the company between the two reads.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Membership and terms change rarely, and every change made here refreshes them. */
const longStale = 10 * 60_000;

/** The signed-in caller's company in brief (null inside: in none); nothing is asked for a visitor. */
export function useMembership() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...myCompanyKey, 'membership', user?.id ?? ''],
    queryFn: ({ signal }) => getMembership(signal),
    enabled: Boolean(user),
    staleTime: longStale,
  });
}

/** The signed-in caller's whole company (null: in none): the company page and the checkout. */
export function useMyCompany() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...myCompanyKey, 'detail', user?.id ?? ''],
    queryFn: ({ signal }) => getMyCompany(signal),
    enabled: Boolean(user),
    staleTime: longStale,
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
  return useMembership().data?.company?.role;
}

/** The member's contract discount (percent, 0 when in no company or signed out). */
export function useMemberDiscount(): number {
  return useMembership().data?.company?.discountPercent ?? 0;
}
