/**
 * What a browser must download before the home page can run: the HTML entry's chunk and,
 * transitively, its static imports (a modulepreload each). Dynamic imports are left out: they
 * load only when their route is visited (the performance targets, route-level code splitting).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Manifest keys of the entry chunk and everything it imports statically, entry first. */
export function initialChunkKeys(manifest: Manifest, entryKey = 'index.html'): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...seen];
}

/** Gzip size at level 9, the level of the .gz files the server sends (compress-assets.ts). */
export function gzipBytes(distDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
}
