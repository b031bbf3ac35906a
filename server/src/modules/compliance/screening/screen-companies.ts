import type { Kysely } from 'kysely';
import { type ScreeningMatch, screeningMatchSchema } from '#shared/compliance/compliance.schema.ts';
import type { Database } from '../../../db/database.ts';
import { readSettings } from '../../settings/index.ts';
import { screenParties } from './screen-parties.ts';

/** The store's threshold (`/settings/compliance`), read in the caller's transaction when it has one. */
export async function screeningThreshold(db: Kysely<Database>): Promise<number> {
  return (await readSettings(db, 'compliance')).screeningThreshold;
}

/**
 * What `companies.screening_json` holds for a company of this name (PRODUCT.md §19): the match as
 * JSON, or null when the name matches no entry (which clears an earlier flag).
 */
export async function companyScreeningJson(
  db: Kysely<Database>,
  name: string,
  threshold?: number,
): Promise<string | null> {
  const [match] = await screenParties(db, [{ party: 'company', name }], threshold ?? (await screeningThreshold(db)));
  return match ? JSON.stringify(match) : null;
}

/** The stored flag as the store's company answers carry it; null when none (or unreadable). */
export function companyScreeningOf(json: string | null | undefined): ScreeningMatch | null {
  if (!json) return null;
  const parsed = screeningMatchSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/**
 * Screens every company's name again (after a list upload or removal), in the caller's
 * transaction: only the rows whose flag changes are written. Answers how many are flagged.
 */
export async function rescreenCompanies(db: Kysely<Database>): Promise<number> {
  const threshold = await screeningThreshold(db);
  const companies = await db.selectFrom('companies').select(['id', 'name', 'screening_json']).execute();
  let flagged = 0;
  for (const company of companies) {
    const json = await companyScreeningJson(db, company.name, threshold);
    if (json) flagged++;
    if (json === company.screening_json) continue;
    await db.updateTable('companies').set({ screening_json: json }).where('id', '=', company.id).execute();
  }
  return flagged;
}

/**
 * Flags the company of an order held for a screening match (PRODUCT.md §19: "a match holds the
 * order and flags the company"), in the placing transaction. A flag already there (its own name's
 * match, or an earlier order's) is kept: the first reason is the one staff look at. The next list
 * change screens the company's name again and sets the flag from that alone.
 */
export async function flagCompany(db: Kysely<Database>, companyId: string, match: ScreeningMatch): Promise<void> {
  await db
    .updateTable('companies')
    .set({ screening_json: JSON.stringify(match) })
    .where('id', '=', companyId)
    .where('screening_json', 'is', null)
    .execute();
}
