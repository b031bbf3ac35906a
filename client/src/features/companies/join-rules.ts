import { companies } from '#shared/messages/companies.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { InvitationPreview } from './api/join-api.ts';

const p = companies.pages.joinProblems;

/**
 * Why an invitation link cannot be used, in the invitee's words, from the API's refusal: unknown
 * (404), expired (410), used or revoked, another email, an unverified email, already in a company.
 * Null for a failure that is not about the invitation (offline, 5xx): the page offers a retry.
 */
export function joinProblem(error: unknown, invitation?: Pick<InvitationPreview, 'email'>): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return null;
  const text = `${error.code ?? ''} ${error.message}`.toLowerCase();
  if (error.status === 404) return p.notFound;
  if (error.status === 410 || text.includes('expired')) return p.expired;
  if (text.includes('verif')) return p.unverified;
  if (/already (a member|in a company)|one company|another company/.test(text)) return p.inCompany;
  if (/used|accepted|revoked/.test(text)) return p.used;
  if (error.status === 403 && invitation) return p.wrongEmail(invitation.email);
  return error.message;
}

/** A link the preview already shows as unusable (when the API says so), before anyone presses Join. */
export function previewProblem(
  invitation: InvitationPreview & { status?: string },
  now = new Date(),
): string | undefined {
  if (invitation.status === 'expired' || Date.parse(invitation.expiresAt) < now.getTime()) return p.expired;
  if (invitation.status === 'accepted' || invitation.status === 'revoked') return p.used;
  return undefined;
}
