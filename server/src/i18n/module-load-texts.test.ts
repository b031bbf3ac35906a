import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { textState } from '#shared/i18n/text-state.ts';

/*
 * A text read while its module loads (a top-level constant, a zod message given as a string, a
 * columns array built at module level) is frozen in English for every later request or render
 * (PRODUCT.md §18, /work/notes/i18n.md). This test loads every module of the app with a tracker
 * on the catalogs (shared/i18n/localized.ts) and names each module that read a text while loading.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
// Not app code (build and benchmark scripts, test helpers), and the two entry points, which start
// a server or render into the page when loaded and only import what is checked here.
const skipped = ['server/scripts/', 'server/src/testing/', 'bench/', 'server/src/server.ts', 'client/src/main.tsx'];

function modulesUnder(folder: string): string[] {
  return readdirSync(root + folder, { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !skipped.some((prefix) => file.startsWith(prefix)))
    .sort();
}

/** The app's file that read the text: the nearest frame outside the catalog machinery. */
function readerOf(stack: string): string {
  const frames = stack.split('\n').slice(1);
  for (const frame of frames) {
    const file = /(?:file:\/\/)?(\/[^\s():]+\.tsx?):(\d+)/.exec(frame);
    if (!file?.[1]?.startsWith(root)) continue;
    const relative = file[1].slice(root.length);
    if (relative.startsWith('shared/i18n/') || relative.includes('module-load-texts.test')) continue;
    return `${relative}:${file[2]}`;
  }
  return 'unknown';
}

function englishAt(name: string, path: readonly string[]): unknown {
  const domain = textState.domains.find((candidate) => candidate.name === name);
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], domain?.english);
}

it('no module reads a text while it loads (such a text stays English in every language)', async () => {
  const reads = new Set<string>();
  textState.track = (name, path) => {
    // Probes of a key the catalog lacks (`then`, `toJSON`) are not texts.
    if (englishAt(name, path) === undefined) return;
    reads.add(`${readerOf(new Error().stack ?? '')} reads ${name}.${path.join('.')}`);
  };
  const failedToLoad: string[] = [];
  try {
    for (const module of [...modulesUnder('shared'), ...modulesUnder('server/src'), ...modulesUnder('client/src')]) {
      await import(/* @vite-ignore */ root + module).catch((error: unknown) => {
        failedToLoad.push(`${module}: ${String(error).split('\n')[0]}`);
      });
    }
  } finally {
    delete textState.track;
  }
  expect(failedToLoad, 'modules that could not be loaded (and so were not checked)').toEqual([]);
  expect([...reads].sort(), `${reads.size} texts read at module load`).toEqual([]);
}, 300_000);
