/**
 * `npm run backup [-- <file>]`: a consistent copy of the embedded database, taken while the store
 * keeps serving, with SQLite's online backup API (node:sqlite `backup`). Written to
 * DATA_DIR/backups/store-<timestamp>.sqlite unless a file is named, checked with
 * `PRAGMA integrity_check`, and only then given its final name. Restore: README "Backups".
 *
 * With DATABASE_URL (PostgreSQL) there is nothing embedded to copy: it says what to use instead.
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { ConfigError, loadConfig } from '../src/config.ts';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (config.databaseUrl) {
  fail(
    'DATABASE_URL is set: the store runs on PostgreSQL, which this command does not copy.\n' +
      'Back it up with PostgreSQL\'s own tools, e.g. `pg_dump --format=custom --file=store.dump "$DATABASE_URL"`\n' +
      '(restore with pg_restore), or continuous archiving with pg_basebackup and WAL archiving for point-in-time recovery.',
    2,
  );
}

const source = path.join(config.dataDir, 'store.sqlite');
if (!existsSync(source)) fail(`No database at ${source}: is DATA_DIR right?`);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', `store-${stamp}.sqlite`));
const partial = `${target}.partial`;
mkdirSync(path.dirname(target), { recursive: true });
rmSync(partial, { force: true });

const started = performance.now();
const database = new DatabaseSync(source, { timeout: 5000 });
let pages: number;
try {
  // All pages in one step: the copy is one read transaction, a snapshot of one moment. The server
  // keeps writing meanwhile (WAL: readers never block the writer); in smaller steps, each write
  // by the server would make SQLite start the copy again.
  pages = await backup(database, partial, { rate: 2 ** 31 - 1 });
} finally {
  database.close();
}

const copy = new DatabaseSync(partial);
try {
  const integrity = copy.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
  if (integrity.length !== 1 || integrity[0]!.integrity_check !== 'ok') {
    fail(`The copy failed its integrity check: ${JSON.stringify(integrity)}; ${partial} is kept for inspection.`);
  }
  // One self-contained file: no -wal or -shm beside it.
  copy.exec('PRAGMA journal_mode = DELETE');
  const count = (table: string) => (copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  const counts = { products: count('products'), orders: count('orders'), users: count('users') };
  copy.close();
  renameSync(partial, target);
  const took = Math.round(performance.now() - started);
  console.log(
    JSON.stringify({ backup: target, pages, bytes: statSync(target).size, ...counts, integrity: 'ok', tookMs: took }),
  );
} catch (error) {
  copy.close();
  throw error;
}
