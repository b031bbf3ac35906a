import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

describe.each(testDatabaseKinds)('identity schema on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('has every table, column and index Better Auth expects, from our own migrations', async () => {
    const plan = await getMigrations(t.app.auth.options);
    expect(plan.toBeCreated.map((table) => table.table)).toEqual([]);
    expect(plan.toBeAdded.map((table) => [table.table, Object.keys(table.fields)])).toEqual([]);
    expect(plan.toBeAddedIndexes.map((index) => index.name)).toEqual([]);
  });
});
