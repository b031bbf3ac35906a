import { defineConfig, devices } from '@playwright/test';
import { identityStack, identityStackEnv } from './e2e/support/identity-stack.ts';
import { e2eAdminEmail, testServer } from './e2e/support/test-server.ts';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium.ts';

const server = await testServer();
const costs = await testServer('costs');
const identity = await identityStack();

/** The identity specs run against their own store (see the 'identity' project). */
const identitySpecs = /identity[^/]*\.spec\.ts$/;
/**
 * What an order costs (PRODUCT.md §16) is tried on a store with the demo's freight and tax
 * settings; every other journey runs on a store without them, so its totals are its goods. The
 * settings page's spec changes those settings, so it runs after the costs specs, not beside them.
 */
const costsSpecs = /-costs\.spec\.ts$/;
const settingsSpecs = /store-settings\.spec\.ts$/;

// Debian's Chromium, never a downloaded browser (see e2e/support/chromium.ts for the flags).
const chromium = { executablePath: chromiumPath, args: chromiumArgs };

/** A Node process of the suite, started by Playwright and stopped with SIGTERM after it. */
function nodeProcess(script: string, url: string, env: Record<string, string>) {
  return {
    command: `"${server.node}" ${script}`,
    cwd: server.root,
    url,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    env,
  };
}

/** A store for the browser tests: its own port and data, every test signing up its own users. */
function store(port: number, dataDir: string, env: Record<string, string>) {
  return nodeProcess('server/src/server.ts', `http://127.0.0.1:${port}/healthz`, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAILS: e2eAdminEmail,
    // The per-client sign-in limit would stop the suite, not an attacker.
    AUTH_RATE_LIMIT: '1000',
    ...env,
  });
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Two cores: two browsers and the stores (mostly idle) keep them busy without thrashing.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // CI's machines of this kind have run the suite at 2.4 times this machine's time (17.7 against
  // 7.3 minutes): the limits leave that room, and a test that passes waits for none of it.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL: server.url,
    // A trace records every action of every test and is thrown away when it passes: costly on two
    // cores, and CI keeps nothing but the printed report. Locally a failure keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [identitySpecs, costsSpecs, settingsSpecs],
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium },
    },
    {
      name: 'costs',
      testMatch: costsSpecs,
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium, baseURL: costs.url },
    },
    {
      name: 'settings',
      testMatch: settingsSpecs,
      dependencies: ['costs'],
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium, baseURL: costs.url },
    },
    {
      // Sign-in, sign-up, password reset by mail and Google, against the store wired to the
      // loopback SMTP server and the local OpenID Connect provider.
      name: 'identity',
      testMatch: identitySpecs,
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium, baseURL: identity.appUrl },
    },
  ],
  webServer: [
    // The built web app (client/dist) is served by the store itself: `npm run test:e2e` builds first.
    store(server.port, server.dataDir, { SEED_DEMO: 'true', SEED_DEMO_SETTINGS: 'false' }),
    // The demo store with its freight zones, sales tax, VAT and remittance, for the costs specs.
    store(costs.port, costs.dataDir, { SEED_DEMO: 'true', SEED_DEMO_SETTINGS: 'true' }),
    // The SMTP catcher and the OpenID Connect provider standing in for Google.
    nodeProcess('e2e/support/identity-services.ts', `${identity.issuer}/test-mail/health`, identityStackEnv()),
    // The store wired to them, for the identity specs.
    store(identity.appPort, identity.dataDir, {
      SEED_DEMO: 'false',
      SMTP_URL: `smtp://127.0.0.1:${identity.smtpPort}`,
      GOOGLE_CLIENT_ID: identity.google.clientId,
      GOOGLE_CLIENT_SECRET: identity.google.clientSecret,
      GOOGLE_ISSUER: identity.issuer,
    }),
  ],
});
