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
  forYou: true,
};

describe('why an invitation link cannot be used', () => {
  it('words each refusal of the API for the invitee', () => {
    expect(joinProblem(new ApiError(404, 'Invitation not found'))).toBe(p.notFound);
    expect(joinProblem(new ApiError(410, 'This invitation has expired: ask the company for a new one.'))).toBe(
      p.expired,
    );
    expect(joinProblem(new ApiError(410, 'This invitation has already been used.'))).toBe(p.used);
    expect(joinProblem(new ApiError(410, 'This invitation was withdrawn by the company.'))).toBe(p.used);
    expect(joinProblem(new ApiError(403, 'Verify your email address first'), invitation)).toBe(p.unverified);
    expect(joinProblem(new ApiError(403, 'Not for you'), invitation)).toBe(p.wrongEmail('ann@acme.test'));
    expect(joinProblem(new ApiError(409, 'Your account already belongs to a company: leave it first.'))).toBe(
      p.inCompany,
    );
  });

  it('leaves failures that are not about the invitation to the retry', () => {
    expect(joinProblem(new ApiError(0, 'offline'))).toBeNull();
    expect(joinProblem(new ApiError(503, 'down'))).toBeNull();
    expect(joinProblem(new Error('boom'))).toBeNull();
  });

  it('shows an expired link, or (signed in) one for another address, before Join is pressed', () => {
    const now = new Date('2029-06-01T00:00:00.000Z');
    expect(previewProblem(invitation, true, now)).toBeUndefined();
    expect(previewProblem({ ...invitation, expiresAt: '2029-05-31T23:59:59.000Z' }, false, now)).toBe(p.expired);
    expect(previewProblem({ ...invitation, forYou: false }, true, now)).toBe(p.wrongEmail('ann@acme.test'));
    expect(previewProblem({ ...invitation, forYou: false }, false, now)).toBeUndefined();
  });
});
