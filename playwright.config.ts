import { defineConfig, devices } from '@playwright/test';
import { e2eAdminEmail, testServer } from './e2e/support/test-server.ts';

const server = await testServer();

/**
 * Debian's Chromium, never a downloaded browser. The machine has no network: these switches
 * stop Chromium from calling home (and flooding the log with refused connections).
 */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Two cores: one server and two browsers keep them busy without thrashing.
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
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium },
    },
  ],
  webServer: {
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
});
