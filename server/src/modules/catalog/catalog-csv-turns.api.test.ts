import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { importCatalogCsv } from './catalog-csv-import.ts';
import { readCsvTable } from './catalog-csv-read.ts';

/** `count` new bars, each row with a long description, as a large price list or catalog is. */
function barRows(edition: number, count: number): Buffer {
  const rows = Array.from({ length: count }, (_, i) => [
    `TURNS-${String(i).padStart(5, '0')}`,
    `Titanium round bar ${i} (edition ${edition})`,
    'titanium',
    'bar',
    String(5 + (i % 40)),
    '1000',
    (20 + (i % 500) + edition).toFixed(2),
    '1',
    String(100 + edition),
    'USA',
    '/images/products/titanium-bar.svg',
    `Bar ${i}: annealed, centreless ground, cut to 1 m; "quoted" text, commas, and a second\nline.`,
  ]);
  return Buffer.from(
    stringify([
      [
        'sku',
        'name',
        'metal',
        'form',
        'diameterMm',
        'lengthMm',
        'price',
        'minimum',
        'total',
        'origin',
        'picture',
        'about',
      ],
      ...rows,
    ]),
  );
}

/**
 * Turns of the event loop while `work` runs: each is a moment the server could answer another
 * request. Work done in one go resolves with none (issue 26: a 10,000-row import held the server
 * for 1.5 to 6 s). Counted, not timed, so a slow machine cannot make it pass or fail.
 */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ turns: number; value: T }> {
  let turns = 0;
  let running = true;
  const spin = () => {
    if (!running) return;
    turns += 1;
    setImmediate(spin);
  };
  setImmediate(spin);
  const value = await work();
  running = false;
  return { turns, value };
}

describe('reading a large CSV', () => {
  it('parses 10,000 rows in slices, letting the server answer others between them', async () => {
    const { turns, value } = await turnsDuring(() => readCsvTable(barRows(1, 10_000)));
    expect(value.records).toHaveLength(10_000);
    expect(turns).toBeGreaterThanOrEqual(10);
  });
});

describe.each(testDatabaseKinds)('a 4,000-row import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  // Three imports of 4,000 rows: on a busy machine, more than the default 30 s.
  it('checks, writes and updates in slices, yielding the event loop throughout', { timeout: 120_000 }, async () => {
    const run = (edition: number, dryRun: boolean) =>
      turnsDuring(() => importCatalogCsv(t.app, barRows(edition, 4_000), { dryRun, at: new Date().toISOString() }));
    const preview = await run(1, true);
    expect(preview.value.answer.errors.slice(0, 1)).toEqual([]);
    expect(preview.value.answer).toMatchObject({ created: 4_000, dryRun: true });
    const created = await run(1, false);
    expect(created.value).toMatchObject({ ok: true, answer: { created: 4_000 } });
    const updated = await run(2, false);
    expect(updated.value).toMatchObject({ ok: true, answer: { updated: 4_000 } });
    // 4,000 rows at 200 a turn: at least 20 turns for the checks alone, as many again for SQLite's writes.
    for (const { turns } of [preview, created, updated]) expect(turns).toBeGreaterThanOrEqual(20);
  });
});
