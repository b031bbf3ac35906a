import { type APIRequestContext, expect } from '@playwright/test';
import type { CaughtMail } from './caught-mail.ts';
import { identityStack } from './identity-stack.ts';

/** Waits until the loopback SMTP server has caught `count` messages to `to`; answers the latest. */
export async function waitForMail(request: APIRequestContext, to: string, count = 1): Promise<CaughtMail> {
  const { issuer } = await identityStack();
  let mails: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`${issuer}/test-mail/messages?to=${encodeURIComponent(to)}`);
        mails = (await response.json()) as CaughtMail[];
        return mails.length;
      },
      { message: `mail to ${to}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The password-reset link of a mail (it passes through the store's /api/auth before the page). */
export function resetLinkIn(mail: CaughtMail): string {
  const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return link;
}

/** The email-verification link mailed at sign-up (it passes through /api/auth to /verify-email). */
export function verifyLinkIn(mail: CaughtMail): string {
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verification link in: ${mail.text}`);
  return link;
}
