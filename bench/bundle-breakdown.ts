/**
 * `node bench/bundle-breakdown.ts`: who weighs what in the home page's initial JavaScript.
 * Builds once more with source maps into a temporary folder (client/dist is left alone), then
 * charges every byte of the initial chunks to the module its source map names, grouped by npm
 * package (or app folder). Gzip per group is estimated as its share of the chunk's real gzip size.
 * BREAKDOWN_FILES=N also lists the N heaviest source files.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { gzipBytes, initialChunkKeys, type Manifest } from '../server/src/build/initial-chunks.ts';
import { repoRoot } from '../server/src/build/web-build.ts';

const vlq = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one source-map segment ("AAAA,CAAC") into its numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = vlq.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Bytes of generated code per source file, from a source map's mappings. */
function bytesPerSource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const totals = new Map<string, number>();
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const text = lines[index] ?? '';
    let column = 0;
    const segments = line ? line.split(',').map(decodeSegment) : [];
    segments.forEach((segment, i) => {
      column += segment[0]!;
      if (segment.length > 1) source += segment[1]!;
      const end = i + 1 < segments.length ? column + segments[i + 1]![0]! : text.length;
      const name = segment.length > 1 ? map.sources[source]! : '(unmapped)';
      totals.set(name, (totals.get(name) ?? 0) + Buffer.byteLength(text.slice(column, end)));
    });
  });
  return totals;
}

function groupOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  // App code by feature (client/src/features/home) or top folder; files of client/src itself as one.
  const app = /(client\/src(?:\/features\/[^/]+|\/[^/]+(?=\/))?|shared)\//.exec(source);
  return app ? app[1]! : source;
}

const outDir = mkdtempSync(path.join(os.tmpdir(), 'bundle-map-'));
try {
  await build({
    configFile: path.join(repoRoot, 'client/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: true },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const groups = new Map<string, { raw: number; gzip: number }>();
  const perFile = new Map<string, number>();
  let totalGzip = 0;
  for (const key of initialChunkKeys(manifest)) {
    const file = path.join(outDir, manifest[key]!.file);
    const code = readFileSync(file, 'utf8');
    // The bundler's own runtime chunk comes without a map: charge it to the bundler.
    const perSource = existsSync(`${file}.map`)
      ? bytesPerSource(code, JSON.parse(readFileSync(`${file}.map`, 'utf8')))
      : new Map([[`(bundler: ${manifest[key]!.file})`, Buffer.byteLength(code)]]);
    const chunkRaw = [...perSource.values()].reduce((a, b) => a + b, 0);
    const chunkGzip = gzipBytes(outDir, manifest[key]!.file);
    totalGzip += chunkGzip;
    for (const [source, raw] of perSource) {
      const group = groups.get(groupOf(source)) ?? { raw: 0, gzip: 0 };
      group.raw += raw;
      group.gzip += (raw / chunkRaw) * chunkGzip;
      groups.set(groupOf(source), group);
      perFile.set(source, (perFile.get(source) ?? 0) + (raw / chunkRaw) * chunkGzip);
    }
  }
  const rows = [...groups].sort((a, b) => b[1].gzip - a[1].gzip);
  console.table(
    rows.map(([group, size]) => ({
      'package or app folder': group,
      'minified KB': (size.raw / 1024).toFixed(1),
      'gzip KB (share)': (size.gzip / 1024).toFixed(1),
      '%': ((100 * size.gzip) / totalGzip).toFixed(1),
    })),
  );
  // BREAKDOWN_FILES=40: also the 40 heaviest source files, to see which imports pull a package in.
  const files = [...perFile].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BREAKDOWN_FILES ?? 0));
  for (const [name, gzip] of files) console.log(`${(gzip / 1024).toFixed(2).padStart(7)} KB  ${name}`);
  console.log(
    `initial JavaScript: ${(totalGzip / 1024).toFixed(1)} KB gzip (level 9) in ${initialChunkKeys(manifest).length} chunks`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
