import { localized } from '../i18n/localized.ts';
/**
 * Texts of the abuse budgets (PRODUCT.md §21): every 429 of the store, the quote limits and the
 * upload rules. Only the server writes them (the pages show the answer's own `message`), so they
 * stay out of `messages` (shared/messages.ts), which the web app's first load carries.
 */
export const budgets = localized(
  'budgets',
  {
    /** Every 429 of the store: how long to wait comes from the budget's own window (Retry-After). */
    tryAgainIn: (seconds: number) => `Too many requests. Try again in ${waitInWords(seconds)}.`,
    quoteRequestsPerHour: (limit: number, seconds: number) =>
      `You can ask for at most ${limit} quotes an hour. Try again in ${waitInWords(seconds)}.`,
    openQuotes: (limit: number) =>
      `You have ${limit} quotes waiting for our answer. Wait for an answer, or withdraw one, before asking for another.`,
    verifiedEmailForUploads: 'Verify your email address before uploading files: open the link we mailed you.',
    uploadQuota: (megabytes: number) =>
      `This file does not fit in your ${megabytes} MB of stored files. Ask us to remove files you no longer need.`,
  } as const,
  'budgets',
);

/** "42 seconds", "1 second", "3 minutes": a wait of a minute or more is said in whole minutes, rounded up. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
