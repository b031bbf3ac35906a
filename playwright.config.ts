import { defineConfig, devices } from '@playwright/test';
import { identityStack, identityStackEnv } from './e2e/support/identity-stack.ts';
import { e2eAdminEmail, testServer } from './e2e/support/test-server.ts';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium.ts';

const server = await testServer();
const identity = await identityStack();

/**
 * Debian's Chromium, never a downloaded browser. The machine has no network: these switches
 * stop Chromium from calling home (and flooding the log with refused connections).
 */
/** The identity specs run against their own store (see the 'identity' project). */
const identitySpecs = /identity[^/]*\.spec\.ts$/;

const chromium = { executablePath: chromiumPath, args: chromiumArgs };

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
    {
      // The built web app (client/dist) is served by the store itself: `npm run test:e2e` builds first.
      command: `"${server.node}" server/src/server.ts`,
      cwd: server.root,
      url: `${server.url}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(server.port),
        DATA_DIR: server.dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_EMAILS: e2eAdminEmail,
        // Every test signs up its own users; the per-client limit would stop the suite, not an attacker.
        AUTH_RATE_LIMIT: '1000',
        SEED_DEMO: 'true',
      },
    },
    {
      // The SMTP catcher and the OpenID Connect provider standing in for Google.
      command: `"${server.node}" e2e/support/identity-services.ts`,
      cwd: server.root,
      url: `${identity.issuer}/test-mail/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: identityStackEnv(),
    },
    {
      command: `"${server.node}" server/src/server.ts`,
      cwd: server.root,
      url: `${identity.appUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(identity.appPort),
        DATA_DIR: identity.dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_EMAILS: e2eAdminEmail,
        AUTH_RATE_LIMIT: '1000',
        SEED_DEMO: 'false',
        SMTP_URL: `smtp://127.0.0.1:${identity.smtpPort}`,
        GOOGLE_CLIENT_ID: identity.google.clientId,
        GOOGLE_CLIENT_SECRET: identity.google.clientSecret,
        GOOGLE_ISSUER: identity.issuer,
      },
    },
  ],
});
