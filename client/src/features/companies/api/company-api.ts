import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CompanyRole,
  createCompanySchema,
  invitationSchema,
  memberPatchSchema,
} from '#shared/companies/company.schema.ts';
import type { companyPatchBodySchema } from '#shared/companies/company-vat.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { type MyCompany, myCompanyKey } from '../../../lib/queries/my-company.ts';

/*
 * The member side of company accounts (docs/product/companies.md): the company, its members and
 * invitations. Every change refreshes GET /companies/mine, which the menu and checkout read too.
 */

export type CreateCompanyInput = z.output<typeof createCompanySchema>;
export type CompanyPatchInput = z.output<typeof companyPatchBodySchema>;
export type InvitationInput = z.output<typeof invitationSchema>;
export type MemberPatchInput = z.output<typeof memberPatchSchema>;

export interface Invitation {
  _id: string;
  email: string;
  role: CompanyRole;
  expiresAt: string;
  createdAt?: string;
}

export const invitationsKey = ['companies', 'mine', 'invitations'] as const;

function useRefreshCompany() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: myCompanyKey });
}

/** POST /companies: the caller, in no company, creates one and becomes its admin. */
export function useCreateCompany() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (input: CreateCompanyInput) => api<MyCompany>('/companies', { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

/** PATCH /companies/mine (company admins). */
export function usePatchCompany() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (input: CompanyPatchInput) => api<MyCompany>('/companies/mine', { method: 'PATCH', body: input }),
    onSuccess: refresh,
  });
}

const memberPath = (userId: string) => `/companies/mine/members/${encodeURIComponent(userId)}`;

/** PATCH /companies/mine/members/{userId}: role and monthly limit (company admins). */
export function usePatchMember() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: MemberPatchInput }) =>
      api<unknown>(memberPath(userId), { method: 'PATCH', body: input }),
    onSuccess: refresh,
  });
}

/** DELETE /companies/mine/members/{userId}: a company admin removes a member, or a member leaves. */
export function useRemoveMember() {
  const refresh = useRefreshCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api<unknown>(memberPath(userId), { method: 'DELETE' }),
    // Leaving changes which orders the caller sees too.
    onSuccess: () =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ['purchase-orders'] })]).then(() => undefined),
  });
}

/** GET /companies/mine/invitations: the pending ones (company admins). */
export function useInvitations(enabled: boolean) {
  return useQuery({
    queryKey: invitationsKey,
    queryFn: ({ signal }) => api<Invitation[]>('/companies/mine/invitations', { signal }),
    enabled,
  });
}

/** POST /companies/mine/invitations: mails the link /join/{token}. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) =>
      api<Invitation>('/companies/mine/invitations', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

/** DELETE /companies/mine/invitations/{id}: the link stops working. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<unknown>(`/companies/mine/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
