import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { budgets as m } from '#shared/messages/budgets.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http-errors.ts';

const hour = 60 * 60 * 1000;

/** What one account has asked for lately: its quotes of the last hour (oldest first) and its unanswered ones. */
export async function recentQuotesOf(db: Kysely<Database>, buyerId: string, since: string) {
  const [recent, open] = await Promise.all([
    db
      .selectFrom('quotes')
      .select('created_at')
      .where('buyer_id', '=', buyerId)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('quotes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('buyer_id', '=', buyerId)
      .where('status', '=', 'requested')
      .executeTakeFirstOrThrow(),
  ]);
  return { recent: recent.map((row) => row.created_at), open: Number(open.n) };
}

/**
 * The quote budget of PRODUCT.md §21: at most QUOTE_REQUESTS_PER_HOUR quotes asked for in the last
 * hour, and OPEN_QUOTES_MAX requested and not yet answered, per account; either one exceeded is a
 * 429 (with Retry-After when waiting helps). Counted from the quotes stored, so every process sees
 * the same count, and a refused request never counts. Every quote request mails the store (issue
 * 26's 29 mails): this also bounds those.
 */
export async function assertQuoteBudget(db: Kysely<Database>, config: Config, buyerId: string): Promise<void> {
  const { quoteRequestsPerHour, openQuotes } = config.budgets;
  const now = config.now().getTime();
  const { recent, open } = await recentQuotesOf(db, buyerId, new Date(now - hour).toISOString());
  if (recent.length >= quoteRequestsPerHour) {
    // Room again once the oldest request that counts is an hour old.
    const oldest = recent[recent.length - quoteRequestsPerHour]!;
    const seconds = Math.max(1, Math.ceil((new Date(oldest).getTime() + hour - now) / 1000));
    throw new HttpError(429, m.quoteRequestsPerHour(quoteRequestsPerHour, seconds), {
      'retry-after': String(seconds),
    });
  }
  if (open >= openQuotes) throw new HttpError(429, m.openQuotes(openQuotes));
}

/**
 * The same check before the request's body (and its drawing) is read, so a refused upload is
 * cheap; requestQuote (quote-life.ts) checks again in the transaction that stores the quote, with
 * the account's row locked, so requests sent at the same moment cannot all slip through.
 */
export function quoteBudget(app: FastifyInstance): onRequestHookHandler {
  return async (request) => {
    const viewer = await app.requireViewer(request);
    await assertQuoteBudget(app.db, app.config, viewer.id);
  };
}
