/**
 * Starts the store as production runs it (its own process, NODE_ENV=production) on a free port,
 * timing spawn → first 200 of GET /healthz, and reads its peak RSS from /proc before stopping it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { repoRoot } from '../server/src/build/web-build.ts';
import { serverEnvironment, serverNodeFlags } from '../server/src/build/runtime-options.ts';

export interface StoreServer {
  url: string;
  pid: number;
  dataDir: string;
  /** The bearer token GET /metrics takes (production requires one). */
  metricsToken: string;
  /** Milliseconds from spawn to the first answered GET /healthz. */
  startToFirstAnswerMs: number;
  /** VmHWM: the most resident memory the process ever had, in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

export interface StoreOptions {
  dataDir: string;
  adminEmails?: string;
  synchronous?: string;
  /** Per-request logging is off by default: pino's two lines per request are not what we measure. */
  logLevel?: string;
  /** A PostgreSQL database of its own; SQLite in `dataDir` otherwise. */
  databaseUrl?: string;
  /** Another checkout of the store to run (a bench's figure before a change); this one by default. */
  root?: string;
  /** More environment, last (e.g. DATABASE_URL to run the store on PostgreSQL). */
  env?: Record<string, string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * The CPU time the process has used, user and system, in ms (/proc/<pid>/stat, clock ticks of
 * 10 ms): a figure of the work done that a loaded machine's waiting does not inflate.
 */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`the store did not answer /healthz within 60 s:\n${output()}`);
}

export async function startStore(options: StoreOptions): Promise<StoreServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const metricsToken = randomBytes(24).toString('base64url');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(36).toString('base64'),
    PUBLIC_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: options.logLevel ?? 'warn',
    ADMIN_EMAILS: options.adminEmails ?? '',
    // The bench signs up dozens of buyers from one address; the limit is not what it measures.
    AUTH_RATE_LIMIT: '10000',
    // Each bench buyer places thousands of unpaid orders; the per-account cap is not what it measures.
    MAX_UNPAID_ORDERS: '100000',
    SQLITE_SYNCHRONOUS: options.synchronous ?? 'NORMAL',
    // Production refuses both otherwise (README "Configuration"); the bench pays in test mode.
    METRICS_TOKEN: metricsToken,
    ALLOW_TEST_PAYMENTS: 'true',
    SELLER_EMAIL: 'sales@bench.example',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl, SEED_DEMO: 'true' } : {}),
    ...options.env,
  };
  // Load fetch's machinery before the clock starts, so the timing is the store's, not undici's.
  await fetch('http://127.0.0.1:9/').catch(() => undefined);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  const started = performance.now();
  // As `npm start` runs it (server/src/build/runtime-options.ts), so the figures are production's.
  const root = options.root ?? repoRoot;
  // BENCH_NODE_FLAGS adds flags to the store's node only (e.g. `--cpu-prof --cpu-prof-dir=…`, which NODE_OPTIONS refuses).
  const extraFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...serverNodeFlags, ...extraFlags, path.join(root, 'server/src/server.ts')], {
    cwd: root,
    env: { ...env, ...serverEnvironment },
  });
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  await waitForHealth(url, child, () => output);
  const startToFirstAnswerMs = performance.now() - started;
  const pid = child.pid!;
  return {
    url,
    pid,
    dataDir: options.dataDir,
    metricsToken,
    startToFirstAnswerMs,
    peakRssMb: () => peakRssMb(pid),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
