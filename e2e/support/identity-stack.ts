import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The second store the identity specs run against (e2e/identity*.spec.ts): real mail through a
 * loopback SMTP server and Google sign-in against a local OpenID Connect provider, both run by
 * e2e/support/identity-services.ts. Ports and the data directory are picked once, in
 * Playwright's main process, and passed to the workers through the environment.
 */
export interface IdentityStack {
  /** The store under test. */
  appUrl: string;
  appPort: number;
  dataDir: string;
  /** The SMTP catcher the store sends its mail to. */
  smtpPort: number;
  /** The OpenID Connect provider standing in for Google; also serves the caught mail. */
  servicesPort: number;
  issuer: string;
  google: { clientId: string; clientSecret: string };
}

const vars = {
  appPort: 'E2E_IDENTITY_PORT',
  smtpPort: 'E2E_IDENTITY_SMTP_PORT',
  servicesPort: 'E2E_IDENTITY_SERVICES_PORT',
  dataDir: 'E2E_IDENTITY_DATA_DIR',
} as const;

// Away from test-server.ts's range (5100+): neither server listens yet when the ports are picked.
const firstPort = 5400;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = firstPort; port < firstPort + 400 && ports.length < count; port += 1) {
    if (await isFree(port)) ports.push(port);
  }
  if (ports.length < count) throw new Error(`no ${count} free ports from ${firstPort}`);
  return ports;
}

export const googleClient = { clientId: 'rare-metals-e2e', clientSecret: 'e2e-google-client-secret-0123456789' };

export async function identityStack(): Promise<IdentityStack> {
  if (!process.env[vars.appPort]) {
    const [app, smtp, services] = await freePorts(3);
    process.env[vars.appPort] = String(app);
    process.env[vars.smtpPort] = String(smtp);
    process.env[vars.servicesPort] = String(services);
  }
  let dataDir = process.env[vars.dataDir];
  if (!dataDir) {
    const created = mkdtempSync(path.join(os.tmpdir(), 'rare-metals-e2e-identity-'));
    process.env[vars.dataDir] = created;
    process.on('exit', () => rmSync(created, { recursive: true, force: true }));
    dataDir = created;
  }
  const appPort = Number(process.env[vars.appPort]);
  const servicesPort = Number(process.env[vars.servicesPort]);
  return {
    appUrl: `http://127.0.0.1:${appPort}`,
    appPort,
    dataDir,
    smtpPort: Number(process.env[vars.smtpPort]),
    servicesPort,
    issuer: `http://127.0.0.1:${servicesPort}`,
    google: googleClient,
  };
}

/** The stand-in's Google account for an email: the name is what the store's navbar then shows. */
export function googleProfileFor(email: string): { email: string; name: string } {
  const local = email.split('@')[0] ?? email;
  return { email, name: `Gina ${local}` };
}

/** The variables that make a child process (the services) agree on the same ports. */
export function identityStackEnv(): Record<string, string> {
  return Object.fromEntries(Object.values(vars).map((name) => [name, process.env[name] ?? '']));
}
