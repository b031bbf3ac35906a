import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run mutation` (stryker.config.json) runs against each mutant of shared/: the unit
 * tests that import shared/ without a server or a database, so one mutant costs a second, not a
 * server start. The API tests still cover shared/ in `npm test`; a mutant only they would kill is
 * reported here as survived, which is what the score is for.
 */
export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    maxWorkers: 1,
  },
});
