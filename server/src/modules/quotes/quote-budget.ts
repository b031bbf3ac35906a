import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { budgets as m } from '#shared/messages/budgets.ts';
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
 * The quote budget of PRODUCT.md §21, checked before the request's body (and its drawing) is read:
 * at most QUOTE_REQUESTS_PER_HOUR quotes asked for in the last hour, and OPEN_QUOTES_MAX requested
 * and not yet answered, per account; either one exceeded answers 429 and stores nothing. Counted
 * from the quotes stored, so every process sees the same count, and a refused request never counts.
 * Every quote request mails the store (issue 26's 29 mails): this also bounds those.
 */
export function quoteBudget(app: FastifyInstance): onRequestHookHandler {
  return async (request, reply) => {
    const viewer = await app.requireViewer(request);
    const { quoteRequestsPerHour, openQuotes } = app.config.budgets;
    const now = app.config.now().getTime();
    const { recent, open } = await recentQuotesOf(app.db, viewer.id, new Date(now - hour).toISOString());
    if (recent.length >= quoteRequestsPerHour) {
      // Room again once the oldest request that counts is an hour old.
      const oldest = recent[recent.length - quoteRequestsPerHour]!;
      const seconds = Math.max(1, Math.ceil((new Date(oldest).getTime() + hour - now) / 1000));
      reply.header('retry-after', String(seconds));
      throw new HttpError(429, m.quoteRequestsPerHour(quoteRequestsPerHour, seconds));
    }
    if (open >= openQuotes) throw new HttpError(429, m.openQuotes(openQuotes));
  };
}
