import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationPreview } from '#shared/companies/company-answers.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /invitations/{token}: what the link invites to (the address masked), readable before signing in. */
export type { InvitationPreview };

const base = (token: string) => `/invitations/${encodeURIComponent(token)}`;

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitations', token],
    queryFn: ({ signal }) => api<InvitationPreview>(base(token), { signal }),
    staleTime: 0,
  });
}

/** POST /invitations/{token}/accept: the signed-in, verified, invited account joins. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api<unknown>(`${base(token)}/accept`, { method: 'POST' }),
    // The page words the refusals itself (expired, used, another email, unverified).
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
}
