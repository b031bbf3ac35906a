/**
 * `npm start`: builds the web app when the build is missing or older than its sources, then
 * starts the server (which applies migrations and seeds an empty store). One command, no setup.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { manifestPath, repoRoot, webBuildIsStale } from '../src/build/web-build.ts';

if (webBuildIsStale()) {
  console.log(
    existsSync(manifestPath) ? 'The web app changed since the last build; rebuilding…' : 'Building the web app…',
  );
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../src/server.ts');
