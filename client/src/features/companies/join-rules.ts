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
  if (text.includes('expired')) return p.expired;
  // 410 otherwise: accepted already, or revoked by the company.
  if (error.status === 410) return p.used;
  if (text.includes('verif')) return p.unverified;
  if (/already (a member|in a company|belongs to a company)/.test(text)) return p.inCompany;
  if (/used|accepted|revoked/.test(text)) return p.used;
  if (error.status === 403 && invitation) return p.wrongEmail(invitation.email);
  return error.message;
}

/**
 * A link the preview already shows as unusable before anyone presses Join: past its expiry, or
 * (signed in) for another address than the caller's.
 */
export function previewProblem(
  invitation: Pick<InvitationPreview, 'email' | 'expiresAt' | 'forYou'>,
  signedIn: boolean,
  now = new Date(),
): string | undefined {
  if (Date.parse(invitation.expiresAt) < now.getTime()) return p.expired;
  if (signedIn && !invitation.forYou) return p.wrongEmail(invitation.email);
  return undefined;
}
