/**
 * Denied-party screening (PRODUCT.md §19): one checkout screens 4 names (company, buyer, ship-to
 * name, ship-to company) against the store's list. The list here is 20,000 generated entries with
 * 1 to 3 alternative names each (more than the real US Consolidated Screening List holds), stored
 * in SQLite as an upload stores it; each run is one
 * `screenParties` call as checkout makes it (the list row read, then the names matched in memory).
 * The first call, which reads the list and builds the index, is reported on its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ScreenedParty } from '../shared/compliance/compliance.schema.ts';
import { connectDatabase } from '../server/src/db/connect.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import type { Database } from '../server/src/db/database.ts';
import { screenParties } from '../server/src/modules/compliance/index.ts';

export const screeningEntries = 20_000;
export const screeningTargetP99Ms = 50;
const threshold = 0.85;

export interface ScreeningResult {
  entries: number;
  names: number;
  runs: number;
  /** The first screening after the upload's process: the list read back and indexed. */
  coldMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Checkouts (of 4 names) with a match: the generated names include near misses and hits. */
  matched: number;
}

/** A small deterministic generator: the same list every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const syllables =
  'al ber cor dan el fen gar hol in kar lo mar nor or pel bru chi dro fa gu ja ke mi nu po ri sa ti vo wa xe yu ze'.split(
    ' ',
  );
const more =
  'qua ros sen tor ul vel wes yar zan stra vik mund grad berg shan tek lin dor mat nik ov ski ing ton ham rud ser'.split(
    ' ',
  );
const trades = ['Metals', 'Trading', 'Industries', 'Engineering', 'Shipping', 'Aerospace', 'Electronics', 'Supply'];
const forms = ['Ltd.', 'LLC', 'GmbH', 'Co.', 'JSC', 'S.A.', '', '', ''];

function generator(seed: number) {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const word = () => {
    const parts = 2 + Math.floor(next() * 2);
    const text = Array.from({ length: parts }, () => pick(next() < 0.5 ? syllables : more)).join('');
    return text[0]!.toUpperCase() + text.slice(1);
  };
  const company = () => [word(), next() < 0.5 ? word() : '', pick(trades), pick(forms)].filter(Boolean).join(' ');
  const person = () => `${word()} ${word()} ${word()}`;
  return { next, pick, word, company, person };
}

export function generatedEntries(count = screeningEntries): Database['screening_entries'][] {
  const g = generator(42);
  return Array.from({ length: count }, (_, index) => {
    const name = g.next() < 0.3 ? g.person() : g.company();
    const alt = Array.from({ length: 1 + Math.floor(g.next() * 3) }, () => g.company());
    return {
      position: index + 1,
      name,
      alt_names: alt.join('; '),
      country: g.pick(['CN', 'RU', 'IR', 'KP', 'SY', 'BY', 'AE', 'TR']),
      source: 'Entity List (EL) - Bureau of Industry and Security',
    };
  });
}

/** One typo: a letter changed (a near name), so some checkouts match and some just miss. */
const typo = (name: string, at: number) => `${name.slice(0, at)}x${name.slice(at + 1)}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

export async function screeningSuite(options: { runs: number; workDir?: string }): Promise<ScreeningResult> {
  const workDir = options.workDir ?? mkdtempSync(path.join(os.tmpdir(), 'store-bench-screening-'));
  const handle = connectDatabase({ dataDir: workDir, sqliteSynchronous: 'NORMAL' });
  try {
    await migrateToLatest(handle.db as never, handle.kind);
    const entries = generatedEntries();
    // As an upload stores it (1,000 rows a statement); the first screening reads it back.
    for (let start = 0; start < entries.length; start += 1000) {
      await handle.db
        .insertInto('screening_entries')
        .values(entries.slice(start, start + 1000))
        .execute();
    }
    await handle.db
      .insertInto('screening_lists')
      .values({
        id: 1,
        file_name: 'bench.csv',
        entries: entries.length,
        uploaded_by: null,
        uploaded_at: new Date().toISOString(),
      })
      .execute();
    const g = generator(7);
    const checkout = (run: number): { party: ScreenedParty; name: string }[] => {
      const listed = entries[Math.floor(g.next() * entries.length)]!.name;
      return [
        // One checkout in ten names a listed party with a typo; the rest are new names.
        { party: 'company', name: run % 10 === 0 ? typo(listed, 3) : g.company() },
        { party: 'buyer', name: g.person() },
        { party: 'shipToName', name: g.person() },
        { party: 'shipToCompany', name: g.company() },
      ];
    };
    let started = performance.now();
    await screenParties(handle.db, checkout(1), threshold);
    const coldMs = performance.now() - started;
    const times: number[] = [];
    let matched = 0;
    for (let run = 0; run < options.runs; run++) {
      const parties = checkout(run);
      started = performance.now();
      const matches = await screenParties(handle.db, parties, threshold);
      times.push(performance.now() - started);
      if (matches.length > 0) matched++;
    }
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    const names = entries.reduce((sum, entry) => sum + 1 + entry.alt_names.split(';').length, 0);
    return {
      entries: entries.length,
      names,
      runs: options.runs,
      coldMs: round(coldMs),
      p50Ms: round(percentile(times, 0.5)),
      p99Ms: round(percentile(times, 0.99)),
      maxMs: round(times.at(-1)!),
      matched,
    };
  } finally {
    await handle.db.destroy();
    if (!options.workDir) rmSync(workDir, { recursive: true, force: true });
  }
}

export function printScreening(result: ScreeningResult): void {
  console.log(
    `\nscreening: ${result.entries.toLocaleString('en-US')} entries (${result.names.toLocaleString('en-US')} names), ` +
      `4 names per checkout, ${result.runs} checkouts (${result.matched} with a match)`,
  );
  console.table([
    {
      'first (list read, index built) ms': result.coldMs,
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
      'max ms': result.maxMs,
      'target p99 ms': screeningTargetP99Ms,
      '': result.p99Ms <= screeningTargetP99Ms ? 'ok' : 'MISS',
    },
  ]);
}

if (import.meta.main) printScreening(await screeningSuite({ runs: 200 }));
