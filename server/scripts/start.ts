/**
 * `npm start`: builds the web app when the build is missing or older than its sources, then
 * starts the server (which applies migrations and seeds an empty store). One command, no setup.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = path.join(root, 'client/dist/.vite/manifest.json');
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

const builtAt = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (builtAt < changedAt) {
  console.log(builtAt ? 'The web app changed since the last build; rebuilding…' : 'Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../src/server.ts');
