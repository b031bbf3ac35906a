import type { Kysely } from 'kysely';
import type { ScreenedParty, ScreeningMatch } from '#shared/compliance/compliance.schema.ts';
import type { Database } from '../../../db/database.ts';
import { bestMatch, buildScreeningIndex, type ListEntry, type ScreeningIndex } from './match-names.ts';

/** The list in memory, with the upload it was read from: another process's upload is seen on the next screening. */
let cached: { uploadedAt: string; index: ScreeningIndex } | undefined;

/** The `alt_names` of the file: names separated by `;`. */
export const altNamesOf = (text: string): string[] =>
  text
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);

async function screeningIndex(db: Kysely<Database>): Promise<ScreeningIndex | undefined> {
  const list = await db.selectFrom('screening_lists').select('uploaded_at').where('id', '=', 1).executeTakeFirst();
  if (!list) return undefined;
  if (cached?.uploadedAt === list.uploaded_at) return cached.index;
  const rows = await db.selectFrom('screening_entries').selectAll().orderBy('position').execute();
  const entries: ListEntry[] = rows.map((row) => ({
    position: Number(row.position),
    name: row.name,
    altNames: altNamesOf(row.alt_names),
    country: row.country,
    source: row.source,
  }));
  cached = { uploadedAt: list.uploaded_at, index: buildScreeningIndex(entries) };
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
