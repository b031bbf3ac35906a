import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { TestApp } from '../testing/test-app.ts';
import type { TestDatabase } from '../testing/test-database.ts';

const root = path.resolve(import.meta.dirname, '../../..');
export const adminEmail = 'admin@example.com';

export interface RealServer {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  /** Everything the process wrote, for a failing test's message. */
  output: () => string;
  /** The shape the account helpers of server/src/testing take. */
  asTestApp: () => TestApp;
}

/**
 * Starts `node server/src/server.ts` (the command `npm run serve` runs) in its own process on the
 * given database, as production would, and waits until it listens. Tests kill it and start it again.
 */
export async function startRealServer(database: TestDatabase, env: Record<string, string> = {}): Promise<RealServer> {
  const child = spawn(process.execPath, ['server/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: database.dataDir,
      STATIC_DIR: path.join(database.dataDir, 'no-web-app'),
      SEED_DEMO: 'false',
      ADMIN_EMAILS: adminEmail,
      AUTH_RATE_LIMIT: '10000',
      // Load tests place hundreds of orders from one account without paying them.
      MAX_UNPAID_ORDERS: '100000',
      // … and well past the write budget a person never meets (its own tests: write-budget.api.test.ts).
      WRITE_BUDGET_PER_MINUTE: '1000000',
      ADMIN_WRITE_BUDGET_PER_MINUTE: '1000000',
      AUTH_SECRET: 'reliability-tests-secret-0123456789abcdef',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start:\n${output}`));
    }, 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
  // Keep only the tail: a burst logs every request.
  child.stdout!.on('data', () => {
    if (output.length > 200_000) output = output.slice(-100_000);
  });
  return {
    url,
    child,
    exited,
    output: () => output,
    asTestApp: () => ({ url, database }) as TestApp,
  };
}
