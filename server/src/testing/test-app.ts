import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { DatabaseKind } from '../db/connect.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  database: TestDatabase;
  config: Config;
  close: () => Promise<void>;
}

/** The env of a test app whose store has the demo's settings: freight zones, PA sales tax, EU VAT, remittance. */
export const costTestEnv = { SEED_DEMO_SETTINGS: 'true' } as const;

/**
 * Builds the real app on its own database and listens on a random loopback port, so API tests
 * speak real HTTP to the same server that production runs.
 */
export async function startTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  build: BuildOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: database.dataDir,
      SEED_DEMO: 'true',
      // The demo's freight and tax change every total: tests of costs ask for them (costTestEnv).
      SEED_DEMO_SETTINGS: 'false',
      STATIC_DIR: 'client/dist',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...env,
    }),
    ...overrides,
  };
  const app = await buildApp(config, build);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    database,
    config,
    close: async () => {
      // The test is done with its requests: drop kept-alive client sockets at once rather than
      // waiting on them (graceful shutdown itself is tested on the real server, shutdown.test.ts).
      app.server.closeAllConnections();
      await app.close();
      await database.drop();
    },
  };
}
