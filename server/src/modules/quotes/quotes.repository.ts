import { type Kysely, sql, type Updateable } from 'kysely';
import type { QuoteStatus } from '#shared/quotes/quote.schema.ts';
import type { DatabaseKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { QuoteRow, QuotesTable } from './quotes.table.ts';

/** A quote with the name and id of its drawing, if it has one (never the drawing's bytes). */
export type QuoteWithDrawing = QuoteRow & { drawing_id: string | null; drawing_name: string | null };

/** The next quote number: a sequence on PostgreSQL; on SQLite (one writer at a time) the largest plus one. */
export async function nextQuoteNumber(trx: Kysely<Database>, kind: DatabaseKind): Promise<number> {
  if (kind === 'postgres') {
    const { rows } = await sql<{ number: string }>`select nextval('quote_number') as number`.execute(trx);
    return Number(rows[0]!.number);
  }
  const { last } = await trx
    .selectFrom('quotes')
    .select((eb) => eb.fn.max('number').as('last'))
    .executeTakeFirstOrThrow();
  return Number(last ?? 0) + 1;
}

function withDrawing(db: Kysely<Database>) {
  return db
    .selectFrom('quotes')
    .leftJoin('documents', (join) =>
      join.onRef('documents.quote_id', '=', 'quotes.id').on('documents.kind', '=', 'drawing'),
    )
    .selectAll('quotes')
    .select(['documents.id as drawing_id', 'documents.file_name as drawing_name']);
}

export function findQuote(db: Kysely<Database>, id: string): Promise<QuoteWithDrawing | undefined> {
  return withDrawing(db).where('quotes.id', '=', id).executeTakeFirst();
}

export interface QuoteFilter {
  buyerId?: string;
  /** As the API answers it: `expired` is a quoted quote past its day, `quoted` one still valid. */
  status?: QuoteStatus;
  /** YYYY-MM-DD by the server's clock, for telling quoted from expired. */
  today: string;
  page: number;
  pageSize: number;
}

/**
 * Quotes, newest first. A quote is never rewritten when its valid-until day passes: `expired` is
 * decided when it is read, so the list filters by the same rule the answer applies.
 */
export async function listQuotes(
  db: Kysely<Database>,
  filter: QuoteFilter,
): Promise<{ rows: QuoteWithDrawing[]; total: number }> {
  let query = withDrawing(db);
  if (filter.buyerId !== undefined) query = query.where('quotes.buyer_id', '=', filter.buyerId);
  if (filter.status === 'quoted') {
    query = query.where('quotes.status', '=', 'quoted').where('quotes.valid_until', '>=', filter.today);
  } else if (filter.status === 'expired') {
    query = query.where((eb) =>
      eb.or([
        eb('quotes.status', '=', 'expired'),
        eb.and([eb('quotes.status', '=', 'quoted'), eb('quotes.valid_until', '<', filter.today)]),
      ]),
    );
  } else if (filter.status !== undefined) {
    query = query.where('quotes.status', '=', filter.status);
  }
  const [rows, counted] = await Promise.all([
    query
      .orderBy('quotes.created_at', 'desc')
      .orderBy('quotes.number', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.count) };
}

/**
 * Moves a quote on only from one of the states `from` (and, with `validOn`, only while it is valid
 * on that day): one conditional UPDATE, so of two people acting at once exactly one wins and the
 * other finds nothing changed. Answers the quote as written, or undefined when it was not.
 */
export function moveQuote(
  db: Kysely<Database>,
  id: string,
  from: readonly QuoteStatus[],
  set: Updateable<Omit<QuotesTable, 'id' | 'number'>> & { status: QuoteStatus; updated_at: string },
  validOn?: string,
): Promise<QuoteRow | undefined> {
  let update = db.updateTable('quotes').set(set).where('id', '=', id).where('status', 'in', from);
  if (validOn !== undefined) update = update.where('valid_until', '>=', validOn);
  return update.returningAll().executeTakeFirst();
}
