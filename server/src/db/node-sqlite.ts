import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

export type SqliteSynchronous = 'OFF' | 'NORMAL' | 'FULL' | 'EXTRA';

/**
 * Opens the embedded database with the settings the store relies on: WAL (readers never wait for
 * the writer), foreign keys on, a busy timeout, and the `synchronous` level chosen in config
 * (NORMAL survives a process crash; FULL also survives power loss, see README "Guarantees").
 */
export function openSqlite(file: string, synchronous: SqliteSynchronous): DatabaseSync {
  const database = new DatabaseSync(file, { timeout: 5000 });
  database.exec('PRAGMA journal_mode = WAL');
  database.exec(`PRAGMA synchronous = ${synchronous}`);
  database.exec('PRAGMA foreign_keys = ON');
  return database;
}

/**
 * Adapts `node:sqlite` to the better-sqlite3-shaped interface that Kysely's own SqliteDialect
 * drives, so Kysely's driver (single connection mutex, transactions, savepoints) is reused as is.
 * Prepared statements are cached by SQL text: the store runs a small, fixed set of queries, so
 * preparing each once saves the parse on every request.
 */
export function kyselySqliteDatabase(database: DatabaseSync, cacheSize = 500): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();

  const wrap = (statement: StatementSync): SqliteStatement => {
    const reader = statement.columns().length > 0;
    const args = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlValue);
    return {
      reader,
      all: (parameters) => statement.all(...args(parameters)),
      run: (parameters) => statement.run(...args(parameters)),
      iterate: (parameters) => statement.iterate(...args(parameters)),
    };
  };

  return {
    close: () => database.close(),
    prepare(query) {
      // Kysely opens a transaction with a deferred `begin`. One that reads and then writes, while
      // another process (a second store process's outbox worker, the admin CLI) committed in
      // between, fails at once with SQLITE_BUSY_SNAPSHOT instead of waiting out the busy timeout.
      // Taking the write lock at `begin` makes it wait; within one process Kysely's connection
      // mutex already runs transactions one at a time, so it costs nothing there.
      const sql = query === 'begin' ? 'begin immediate' : query;
      let statement = cache.get(sql);
      if (!statement) {
        statement = wrap(database.prepare(sql));
        if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/** node:sqlite binds only null, numbers, bigints, strings and bytes; booleans become 0/1. */
function toSqlValue(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}
