import { defineConfig, devices } from '@playwright/test';
import { identityStack, identityStackEnv } from './e2e/support/identity-stack.ts';
import { e2eAdminEmail, testServer } from './e2e/support/test-server.ts';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium.ts';

const server = await testServer();
const identity = await identityStack();

/** The identity specs run against their own store (see the 'identity' project). */
const identitySpecs = /identity[^/]*\.spec\.ts$/;

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
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL: server.url,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: identitySpecs,
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium },
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
    store(server.port, server.dataDir, { SEED_DEMO: 'true' }),
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
