import { localized } from '../i18n/localized.ts';

/**
 * The bodies of the mails Better Auth asks the store to send (server/src/modules/accounts/auth.ts),
 * in the reader's language (PRODUCT.md §18). Their own file: the server alone reads them, so they
 * add nothing to the storefront's first load. The verification mail's subject is
 * `messages.identity.verifyEmailMailSubject`.
 */
export const accountMails = localized(
  'accountMails',
  {
    verifyEmailText: (name: string, link: string) =>
      `Hello ${name},\n\nPlease confirm that this is your email address by opening:\n\n${link}\n\nThe link works for 24 hours. If you did not create an account, ignore this mail.\n`,
    resetPasswordSubject: 'Reset your Rare Metals Store password',
    resetPasswordText: (name: string, link: string) =>
      `Hello ${name},\n\nSomeone asked to reset the password of your account. To choose a new password, open:\n\n${link}\n\nThe link works for one hour. If it was not you, ignore this mail.\n`,
  },
  'account-mails',
);
