import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { Kysely, type KyselyConfig, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from './database.ts';
import { kyselySqliteDatabase, openSqlite, type SqliteSynchronous } from './node-sqlite.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Raw handle for work Kysely does not do (SQLite online backup, pool statistics). */
  native: { sqlite?: DatabaseSync; pool?: pg.Pool };
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  sqliteSynchronous: SqliteSynchronous;
  poolSize?: number;
  connectTimeoutMs?: number;
  /**
   * Told the SQL of every statement run, BEGIN and COMMIT included, and how long it took (tests count
   * a use case's statements; a profile times them).
   */
  onStatement?: ((sql: string, ms: number) => void) | undefined;
}

let pgModule: typeof pg | undefined;

/** The pg driver, loaded (synchronously: it is CommonJS) at the first PostgreSQL connection, so a SQLite store never loads it (ADR 022). */
function loadPg(): typeof pg {
  if (pgModule) return pgModule;
  pgModule = createRequire(import.meta.url)('pg') as typeof pg;
  // PostgreSQL answers BIGINT (int8) and COUNT(*) as strings; every bigint here is cents or a count
  // far below 2^53, so numbers are safe and keep both engines' results the same shape.
  pgModule.types.setTypeParser(pgModule.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  return pgModule;
}

/** Kysely's query log, only when someone listens: a failed statement was run too. */
function statementLog(onStatement: DatabaseOptions['onStatement']): Pick<KyselyConfig, 'log'> {
  return onStatement ? { log: (event) => onStatement(event.query.sql, event.queryDurationMillis) } : {};
}

export function connectDatabase(options: DatabaseOptions): DatabaseHandle {
  const log = statementLog(options.onStatement);
  if (options.databaseUrl) {
    const pg = loadPg();
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Fail fast when the database is unreachable, or every connection is busy for that long,
      // instead of queueing requests forever.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 3000,
      idleTimeoutMillis: 30_000,
    });
    // A client losing its connection must never crash the process: the pool reports idle ones
    // here, and a client checked out between two queries (Kysely holds one for a transaction)
    // would otherwise emit an unhandled 'error'. The query in flight still fails (503), and the
    // next one gets a fresh connection (server/src/reliability/database-down.test.ts).
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...log }),
      kind: 'postgres',
      native: { pool },
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = openSqlite(path.join(options.dataDir, 'store.sqlite'), options.sqliteSynchronous);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqliteDatabase(sqlite) }), ...log });
  return { db, kind: 'sqlite', native: { sqlite } };
}
