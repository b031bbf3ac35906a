import type { Kysely } from 'kysely';
import type { ScreenedParty, ScreeningMatch } from '#shared/compliance/compliance.schema.ts';
import type { Database } from '../../../db/database.ts';
import type { ScreeningEntriesTable, ScreeningListsTable } from '../compliance.table.ts';
import { bestMatch, buildScreeningIndex, type ListEntry, type ScreeningIndex } from './match-names.ts';

/**
 * The list in memory, with the upload it was read from: another process's upload is seen on the
 * next screening. The key is the list row's version (its id grows with each upload), time, size
 * and file: a frozen clock in a test, or two databases in one process, cannot pass one list off
 * as another.
 */
let cached: { key: string; index: ScreeningIndex } | undefined;

type ListRow = Pick<ScreeningListsTable, 'id' | 'uploaded_at' | 'entries' | 'file_name'>;

const keyOf = (list: ListRow) => `${list.id}|${list.uploaded_at}|${list.entries}|${list.file_name}`;

/** The `alt_names` of the file: names separated by `;`. */
export const altNamesOf = (text: string): string[] =>
  text
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);

const listEntryOf = (row: ScreeningEntriesTable): ListEntry => ({
  position: Number(row.position),
  name: row.name,
  altNames: altNamesOf(row.alt_names),
  country: row.country,
  source: row.source,
});

/** The one list row (a removed list leaves a row of 0 entries: when and by whom), or undefined. */
export function currentListRow(db: Kysely<Database>) {
  return db.selectFrom('screening_lists').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/**
 * Keeps the index of a list just stored (in the upload's transaction), so that the companies
 * re-screened right after, and the next checkout, do not read 20,000 rows back.
 */
export function primeScreeningIndex(list: ListRow, rows: readonly ScreeningEntriesTable[]): void {
  cached = { key: keyOf(list), index: buildScreeningIndex(rows.map(listEntryOf)) };
}

async function screeningIndex(db: Kysely<Database>): Promise<ScreeningIndex | undefined> {
  const list = await currentListRow(db);
  if (!list || Number(list.entries) === 0) return undefined;
  const key = keyOf(list);
  if (cached?.key === key) return cached.index;
  const rows = await db.selectFrom('screening_entries').selectAll().orderBy('position').execute();
  cached = { key, index: buildScreeningIndex(rows.map(listEntryOf)) };
  return cached.index;
}

/**
 * Screens names against the store's denied-party list (PRODUCT.md §19): each name that matches an
 * entry at `threshold` or above, with the entry and the score. Empty when none does, or no list is
 * uploaded; an empty answer is "no match found", never "clear" (a person decides that).
 */
export async function screenParties(
  db: Kysely<Database>,
  parties: readonly { party: ScreenedParty; name: string }[],
  threshold: number,
): Promise<ScreeningMatch[]> {
  const index = await screeningIndex(db);
  if (!index) return [];
  const matches: ScreeningMatch[] = [];
  for (const { party, name } of parties) {
    const match = bestMatch(index, name, threshold);
    if (!match) continue;
    const { entry } = match;
    matches.push({
      party,
      name,
      entry: {
        position: entry.position,
        name: entry.name,
        matchedName: match.matchedName,
        country: entry.country,
        source: entry.source,
      },
      score: Math.round(match.score * 1000) / 1000,
    });
  }
  return matches;
}
