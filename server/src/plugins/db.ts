import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { connectDatabase, type DatabaseHandle, type DatabaseKind } from '../db/connect.ts';
import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    dbHandle: DatabaseHandle;
  }
}

/** Connects the configured database, applies migrations and, on an empty store, the demo catalog. */
export const dbPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const handle = connectDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      sqliteSynchronous: config.sqliteSynchronous,
      poolSize: config.databasePoolSize,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      onStatement: config.onStatement,
    });
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('dbHandle', handle);
    app.addHook('onClose', async () => handle.db.destroy());

    await migrateToLatest(handle.db as Kysely<unknown>, handle.kind);
    if (config.seedDemo) {
      const seeded = await seedDemo(handle.db, { settings: config.seedDemoSettings });
      if (seeded.products > 0) app.log.info(seeded, 'seeded the demo catalog');
    }
  },
  { name: 'db' },
);
