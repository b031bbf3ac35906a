import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run mutation` (stryker.config.json) runs against each mutant of shared/ and of
 * the orders module's document rules: the unit tests that need no server or database,
 * so one mutant costs a second, not a server start. The API tests still cover shared/ in `npm test`; a mutant only they would kill is
 * reported here as survived, which is what the score is for.
 */
export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}', 'server/src/modules/orders/documents/*.test.ts'],
    // Needs a mail server; its rules are the ones purchase-order-mail.test.ts reads without one.
    exclude: ['**/*.smtp.test.ts', '**/node_modules/**'],
    testTimeout: 30_000,
    maxWorkers: 1,
  },
});
