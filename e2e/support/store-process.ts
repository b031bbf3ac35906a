import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A store started by a spec for itself, when it needs settings the shared stores must not have. */
export interface StoreProcess {
  url: string;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

function nodeBinary(): string {
  if (Number(process.versions.node.split('.')[0]) >= 24) return process.execPath;
  const local = path.join(root, 'node_modules', '.bin', 'node');
  return existsSync(local) ? local : 'node';
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the store at ${url} did not become healthy:\n${log()}`);
}

/** Starts the built store on a free port with a fresh, empty DATA_DIR and the given settings. */
export async function startStore(env: Record<string, string>): Promise<StoreProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rare-metals-e2e-own-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(nodeBinary(), ['server/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(url, child, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
