import { connect } from 'node:net';
import { defineConfig } from 'vitest/config';

/** True when something accepts TCP connections at host:port within a short time. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 300 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

// `npm test` runs every data test on PostgreSQL too whenever the local server is there (as on
// these machines), not only when CI says so; TEST_DATABASE_URL / TEST_REDIS_URL still win.
export default defineConfig(async () => {
  if (!process.env.TEST_DATABASE_URL && (await listening(5432))) {
    process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  }
  if (!process.env.TEST_REDIS_URL && (await listening(6379))) {
    process.env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
  }
  console.log(
    `data tests on SQLite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ' only (no PostgreSQL found)'}` +
      `${process.env.TEST_REDIS_URL ? ', with Redis' : ''}`,
  );
  return {
    test: {
      include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}'],
      globalSetup: ['server/src/testing/web-build.global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Two cores: two workers keep the PostgreSQL and SQLite suites busy without thrashing.
      maxWorkers: 2,
    },
  };
});
