import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { readScreeningCsv } from './read-screening-csv.ts';
import { seedScreeningList } from './screening-list.repository.ts';

/**
 * The demo store's screening list (PRODUCT.md §19), loaded by the demo seed, in its transaction,
 * when the store has never had a list: read as an upload would be, then every company screened.
 */
export async function seedDemoScreeningList(
  trx: Kysely<Database>,
  file: { name: string; bytes: Buffer },
  at: string,
): Promise<boolean> {
  return seedScreeningList(trx, await readScreeningCsv(file.bytes), file.name, at);
}
