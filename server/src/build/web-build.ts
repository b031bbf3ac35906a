/**
 * Where the built web app lives, and a build that is redone only when it is missing or older
 * than its sources (the rule of `npm start`), so that the bundle-size test and the benches
 * always measure the code as it is, without paying for a build when nothing changed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const distDir = path.join(repoRoot, 'client/dist');
export const manifestPath = path.join(distDir, '.vite/manifest.json');

const sources = [
  'client/src',
  'client/public',
  'client/index.html',
  'client/vite.config.ts',
  'shared',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** The server renderer, built with the web app (docs/decisions/020-server-rendered-first-screen.md). */
export const serverRendererPath = path.join(repoRoot, 'client/dist-server/entry-server.js');

export function webBuildIsStale(): boolean {
  if (!existsSync(manifestPath) || !existsSync(serverRendererPath)) return true;
  const builtAt = statSync(manifestPath).mtimeMs;
  return sources.some((source) => newestMtime(path.join(repoRoot, source)) > builtAt);
}

/** Runs `npm run build` when needed; throws with the build's own output when it fails. */
export function ensureWebBuild(): void {
  if (!webBuildIsStale()) return;
  // NODE_ENV=production whatever the caller runs under: under Vitest it is `test`, and Vite would
  // then bundle React's development runtime.
  const env = { ...process.env, NODE_ENV: 'production' };
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, env, encoding: 'utf8' });
  if (build.status !== 0) {
    throw new Error(`npm run build failed (exit ${build.status}):\n${build.stdout}\n${build.stderr}`.slice(-6000));
  }
}

/**
 * For reports (bench, Lighthouse): a failed rebuild of a stale build falls back to the build that
 * is there, with a warning, so that a half-edited page elsewhere does not stop a measurement.
 */
export function ensureWebBuildForReport(): void {
  try {
    ensureWebBuild();
  } catch (error) {
    if (!existsSync(manifestPath)) throw error;
    console.warn(
      `WARNING: the web app did not rebuild; measuring the previous build in client/dist.\n${String(error).slice(-1500)}`,
    );
  }
}
