import { type Kysely, sql } from 'kysely';
import type { ScreeningListAnswer } from '#shared/compliance/screening-list.schema.ts';
import type { DatabaseKind } from '../../../db/connect.ts';
import type { Database } from '../../../db/database.ts';
import type { ScreeningEntriesTable } from '../compliance.table.ts';
import { rescreenCompanies } from './screen-companies.ts';
import { currentListRow, primeScreeningIndex } from './screen-parties.ts';

/**
 * Rows per INSERT: 5 parameters each, 5,000 a statement, far below PostgreSQL's 65,535 and
 * SQLite's 32,766; 20,000 entries are 20 statements.
 */
const batchRows = 1000;

/** `GET /compliance/screening-list`: entries, when and which file; a removed or never uploaded list is 0 and nulls. */
export async function screeningListSummary(db: Kysely<Database>): Promise<ScreeningListAnswer> {
  const list = await currentListRow(db);
  if (!list || Number(list.entries) === 0) return { entries: 0, uploadedAt: null, fileName: null };
  return { entries: Number(list.entries), uploadedAt: list.uploaded_at, fileName: list.file_name };
}

/**
 * Writers of the list one at a time: PostgreSQL would otherwise let two uploads interleave their
 * entries (and collide on the version). Readers (screening) are not blocked. SQLite has one writer.
 */
async function lockList(trx: Kysely<Database>, kind: DatabaseKind) {
  if (kind === 'postgres') await sql`lock table screening_lists in share row exclusive mode`.execute(trx);
}

/**
 * The list row and its entries replace what there was, in the caller's transaction; the row's id
 * is a version that grows with each change, so every process's cache sees the change.
 */
async function writeList(
  trx: Kysely<Database>,
  entries: readonly ScreeningEntriesTable[],
  file: { fileName: string; by: string | null; at: string },
) {
  const previous = await currentListRow(trx);
  await trx.deleteFrom('screening_entries').execute();
  await trx.deleteFrom('screening_lists').execute();
  for (let start = 0; start < entries.length; start += batchRows) {
    await trx
      .insertInto('screening_entries')
      .values(entries.slice(start, start + batchRows))
      .execute();
  }
  const list = {
    id: Number(previous?.id ?? 0) + 1,
    file_name: file.fileName,
    entries: entries.length,
    uploaded_by: file.by,
    uploaded_at: file.at,
  };
  await trx.insertInto('screening_lists').values(list).execute();
  primeScreeningIndex(list, entries);
}

/**
 * `POST /compliance/screening-list`: the uploaded list replaces the whole list and every company is
 * screened against it, in one transaction: a reader sees the old list or the new one, never a mix.
 */
export async function replaceScreeningList(
  db: Kysely<Database>,
  kind: DatabaseKind,
  entries: readonly ScreeningEntriesTable[],
  file: { fileName: string; by: string; at: string },
): Promise<ScreeningListAnswer> {
  await db.transaction().execute(async (trx) => {
    await lockList(trx, kind);
    await writeList(trx, entries, file);
    await rescreenCompanies(trx);
  });
  return screeningListSummary(db);
}

/**
 * `DELETE /compliance/screening-list`: no entries any more, and no company flagged. The list row
 * stays with 0 entries (when and by whom it was removed), so the demo seed does not bring its list
 * back on the next start.
 */
export async function removeScreeningList(
  db: Kysely<Database>,
  kind: DatabaseKind,
  by: string,
  at: string,
): Promise<ScreeningListAnswer> {
  await db.transaction().execute(async (trx) => {
    await lockList(trx, kind);
    await writeList(trx, [], { fileName: '', by, at });
    await trx.updateTable('companies').set({ screening_json: null }).where('screening_json', 'is not', null).execute();
  });
  return screeningListSummary(db);
}

/**
 * The demo store's list (db/seed/screening-list.csv), in the seed's transaction, when the store has
 * never had one (uploaded or removed). Several processes starting at once insert it once: the
 * list row goes in first, and only the one that inserted it writes the entries.
 */
export async function seedScreeningList(
  trx: Kysely<Database>,
  entries: readonly ScreeningEntriesTable[],
  fileName: string,
  at: string,
): Promise<boolean> {
  if (await currentListRow(trx)) return false;
  const list = { id: 1, file_name: fileName, entries: entries.length, uploaded_by: null, uploaded_at: at };
  const inserted = await trx
    .insertInto('screening_lists')
    .values(list)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await trx.deleteFrom('screening_entries').execute();
  for (let start = 0; start < entries.length; start += batchRows) {
    await trx
      .insertInto('screening_entries')
      .values(entries.slice(start, start + batchRows))
      .execute();
  }
  primeScreeningIndex(list, entries);
  await rescreenCompanies(trx);
  return true;
}
