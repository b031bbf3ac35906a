import { localized } from '../i18n/localized.ts';
/**
 * Texts of a company's own account: creating it, its members and invitations, and who may see
 * its orders (docs/product/companies.md#company, #members). Like shared/messages/companies.ts,
 * kept out of the `messages` aggregate that the web app's first load carries.
 */
export const companyMembers = localized(
  'companyMembers',
  {
    alreadyInCompany: 'Your account already belongs to a company: leave it first.',
    notInCompany: 'Your account does not belong to a company.',
    notFound: 'No such company.',
    companyAdminOnly: 'Only a company admin can do this.',
    storeSets: (fields: string) => `${fields} are set by the store: ask the store to change them.`,
    oneDefaultAddress: 'Mark at most one address as the default.',
    memberNotFound: 'No such member in your company.',
    lastAdmin: 'The company needs at least one admin: make another member admin first.',
    invitedIsMember: (email: string) => `${email} already belongs to a company.`,
    invitationNotFound: 'No such invitation.',
    /** 410 Gone: the link was real but works no more. */
    invitationGone: {
      accepted: 'This invitation has already been used.',
      revoked: 'This invitation was withdrawn by the company.',
      expired: 'This invitation has expired: ask the company for a new one.',
    },
    invitationForAnother: (masked: string) =>
      `This invitation is for ${masked}: sign in with that address to accept it.`,
    emailNotVerified: 'Verify your email address first: open the link we mailed you, then accept the invitation.',
    invitationMail: {
      subject: (company: string) => `You are invited to join ${company}`,
      heading: 'Join your company',
      intro: (inviter: string, company: string, role: string) =>
        `${inviter} invites you to join ${company} as ${role} on our store.`,
      roles: { admin: 'a company admin', buyer: 'a buyer' },
      expires: (date: string) =>
        `The link works once, until ${date}. Sign in (or sign up) with this address to accept.`,
      action: 'Accept the invitation',
      footer: (store: string) => `${store} · You receive this because a company invited this address.`,
    },
  } as const,
  'company-members',
);
