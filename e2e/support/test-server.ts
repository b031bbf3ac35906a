import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The one store the e2e suite runs against: its own port and a fresh, empty DATA_DIR. */
export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  /** Node 24 (the server runs TypeScript and node:sqlite), as an absolute path. */
  node: string;
  root: string;
}

/** The accounts ADMIN_EMAILS makes admins in the e2e store (docs/product/rules.md#identity). */
export const e2eAdminEmail = 'admin@example.com';

const root = fileURLToPath(new URL('../..', import.meta.url));
const portVar = 'E2E_PORT';
const dataDirVar = 'E2E_DATA_DIR';
const firstPort = 5100;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 200; port += 1) {
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${from}..${from + 199}`);
}

/**
 * npm scripts and npx put node_modules/.bin (Node 24) first on PATH; a runner started by the
 * machine's older node still gets a server on Node 24 through the local binary.
 */
function nodeBinary(): string {
  if (Number(process.versions.node.split('.')[0]) >= 24) return process.execPath;
  const local = path.join(root, 'node_modules', '.bin', 'node');
  return existsSync(local) ? local : 'node';
}

/**
 * Picks the port and data directory once, in Playwright's main process, and keeps them in the
 * environment: workers inherit it, so the config they load agrees on the same server.
 * The directory is removed when the main process exits, after Playwright has stopped the server.
 */
export async function testServer(store: 'main' | 'costs' = 'main'): Promise<TestServer> {
  // The costs store (the demo's freight and tax settings) looks for its port from further up, so
  // the two never pick the same free port before either listens.
  const [ports, dirs, from] =
    store === 'main' ? [portVar, dataDirVar, firstPort] : ['E2E_COSTS_PORT', 'E2E_COSTS_DATA_DIR', firstPort + 200];
  process.env[ports] ??= String(await freePort(from));
  let dataDir = process.env[dirs];
  if (!dataDir) {
    const created = mkdtempSync(path.join(os.tmpdir(), `rare-metals-e2e-${store}-`));
    process.env[dirs] = created;
    process.on('exit', () => rmSync(created, { recursive: true, force: true }));
    dataDir = created;
  }
  const port = Number(process.env[ports]);
  return { url: `http://127.0.0.1:${port}`, port, dataDir, node: nodeBinary(), root };
}
