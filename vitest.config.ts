import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two workers keep the PostgreSQL and SQLite suites busy without thrashing.
    maxWorkers: 2,
  },
});
