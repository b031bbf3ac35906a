import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * Quote numbers (Q-000123) from a sequence on PostgreSQL, as purchase order numbers are: two
 * requests at the same moment never read the same `max(number)`. SQLite runs one write
 * transaction at a time, so there the next number is the largest one plus one.
 */
export function quoteNumbers(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>) {
      if (kind !== 'postgres') return;
      await sql`create sequence quote_number`.execute(db);
      await sql`select setval('quote_number', coalesce((select max(number) from quotes), 0) + 1, false)`.execute(db);
    },
  };
}
