/**
 * `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: admin rights from the server's
 * shell (README "The first admin"), with the store's own configuration and database connection.
 */
import type { Kysely } from 'kysely';
import { loadConfigOrExit } from '../src/config.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { runAdminCommand } from '../src/modules/accounts/index.ts';

const config = loadConfigOrExit(2);

const handle = connectDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  sqliteSynchronous: config.sqliteSynchronous,
  poolSize: 1,
});
try {
  // A store that never started has no tables yet; the migrations run under their lock as at start.
  await migrateToLatest(handle.db as Kysely<unknown>, handle.kind);
  const result = await runAdminCommand(process.argv.slice(2), {
    db: handle.db,
    kind: handle.kind,
    adminEmails: config.adminEmails,
  });
  (result.code === 0 ? console.log : console.error)(result.message);
  process.exitCode = result.code;
} finally {
  await handle.db.destroy();
}
