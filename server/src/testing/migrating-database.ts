import { type Kysely, Migrator } from 'kysely';
import { afterEach } from 'vitest';
import { connectDatabase, type DatabaseKind } from '../db/connect.ts';
import type { Database } from '../db/database.ts';
import { migrateToLatest, migrations } from '../db/migrate.ts';
import { createTestDatabase } from './test-database.ts';

/** A fresh, empty database whose migrations a test runs itself, to fill it as an older release did. */
export interface MigratingDatabase {
  db: Kysely<Database>;
  /** Up or down to exactly this migration (e.g. '014-list-indexes'); throws the migration's error. */
  migrateTo(name: string): Promise<void>;
  /** Every migration still to run, as the store runs them at start-up (db/migrate.ts). */
  migrateToLatest(): Promise<void>;
}

/**
 * For a migration's test: call in a `describe`; each call of the answer opens a new database of
 * `kind`, closed and dropped after the test.
 */
export function migratingDatabase(kind: DatabaseKind): () => Promise<MigratingDatabase> {
  const opened: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of opened.splice(0)) await close();
  });
  return async () => {
    const database = await createTestDatabase(kind);
    const handle = connectDatabase({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      sqliteSynchronous: 'NORMAL',
    });
    opened.push(async () => {
      await handle.db.destroy();
      await database.drop();
    });
    const migrator = new Migrator({
      db: handle.db as Kysely<unknown>,
      provider: { getMigrations: async () => migrations(kind) },
    });
    const check = async (run: Promise<{ error?: unknown }>) => {
      const { error } = await run;
      if (error) throw error;
    };
    return {
      db: handle.db,
      migrateTo: (name) => check(migrator.migrateTo(name)),
      migrateToLatest: () => migrateToLatest(handle.db as Kysely<unknown>, kind),
    };
  };
}
