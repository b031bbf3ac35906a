import { describe, expect, it } from 'vitest';
import { companies } from '#shared/messages/companies.ts';
import { ApiError } from '../../lib/api-client.ts';
import { joinProblem, previewProblem } from './join-rules.ts';

const p = companies.pages.joinProblems;
const invitation = {
  companyName: 'Acme Alloys',
  email: 'ann@acme.test',
  role: 'buyer' as const,
  expiresAt: '2030-01-01T00:00:00.000Z',
};

describe('why an invitation link cannot be used', () => {
  it('words each refusal of the API for the invitee', () => {
    expect(joinProblem(new ApiError(404, 'Invitation not found'))).toBe(p.notFound);
    expect(joinProblem(new ApiError(410, 'Gone'))).toBe(p.expired);
    expect(joinProblem(new ApiError(409, 'This invitation has expired'))).toBe(p.expired);
    expect(joinProblem(new ApiError(409, 'This invitation was already used'))).toBe(p.used);
    expect(joinProblem(new ApiError(403, 'Verify your email address first'), invitation)).toBe(p.unverified);
    expect(joinProblem(new ApiError(403, 'Not for you'), invitation)).toBe(p.wrongEmail('ann@acme.test'));
    expect(joinProblem(new ApiError(409, 'You are already in a company'))).toBe(p.inCompany);
  });

  it('leaves failures that are not about the invitation to the retry', () => {
    expect(joinProblem(new ApiError(0, 'offline'))).toBeNull();
    expect(joinProblem(new ApiError(503, 'down'))).toBeNull();
    expect(joinProblem(new Error('boom'))).toBeNull();
  });

  it('shows an expired or used link before Join is pressed', () => {
    const now = new Date('2029-06-01T00:00:00.000Z');
    expect(previewProblem(invitation, now)).toBeUndefined();
    expect(previewProblem({ ...invitation, expiresAt: '2029-05-31T23:59:59.000Z' }, now)).toBe(p.expired);
    expect(previewProblem({ ...invitation, status: 'accepted' }, now)).toBe(p.used);
    expect(previewProblem({ ...invitation, status: 'revoked' }, now)).toBe(p.used);
  });
});
