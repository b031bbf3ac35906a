import { companyMembers } from '#shared/messages/company-members.ts';
import { documents } from '#shared/messages/documents.ts';
import { messages } from '#shared/messages.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { enqueueRendered } from '../outbox/index.ts';
import { renderHtmlTemplate, renderTextTemplate } from '../../mail/templates.ts';
import { mailOptionsFromConfig } from '../../mail/mail-options.ts';
import { formatDate } from '#shared/format-date.ts';
import type { CompanyInvitationRow } from './companies.table.ts';
import type { CompaniesContext } from './company-account.ts';

const t = companyMembers.invitationMail;

/** The web app's page that shows and accepts an invitation (docs/product/companies.md#members). */
export const joinPath = (token: string) => `/join/${token}`;

/** What the invitation mail prints (the templates only lay it out and escape it). */
export function invitationMailView(
  invitation: Pick<CompanyInvitationRow, 'role' | 'expires_at'>,
  token: string,
  companyName: string,
  inviterName: string,
  publicUrl: string,
  storeName: string,
) {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    storeName,
    subject: t.subject(companyName),
    heading: t.heading,
    greeting: documents.mail.greeting(''),
    intro: t.intro(inviterName, companyName, t.roles[invitation.role]),
    expires: t.expires(formatDate(invitation.expires_at.slice(0, 10))),
    footer: t.footer(storeName),
    action: { label: t.action, href: origin + joinPath(token) },
  };
}

/**
 * Records the invitation mail in the transaction that stores the invitation (PRODUCT.md §21, ADR
 * 023). It is rendered now, because the token exists nowhere else; the outbox empties the payload
 * once the mail is delivered, so the token is kept no longer than it takes to send it.
 */
export async function mailInvitation(
  trx: Kysely<Database>,
  context: CompaniesContext,
  invitation: CompanyInvitationRow,
  token: string,
  companyName: string,
  inviterName: string,
): Promise<void> {
  // In the invitee's saved language if the address has an account, else the inviter's request's.
  await enqueueRendered(trx, context, invitation.email, () => {
    const view = invitationMailView(
      invitation,
      token,
      companyName,
      inviterName,
      mailOptionsFromConfig(context.config).publicUrl,
      messages.ui.siteName,
    );
    return {
      subject: view.subject,
      text: renderTextTemplate('company-invitation', view).replace(/\n{3,}/g, '\n\n'),
      html: renderHtmlTemplate('company-invitation', view),
    };
  });
}
