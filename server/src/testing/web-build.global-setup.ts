import { ensureWebBuild } from '../build/web-build.ts';

/**
 * Vitest's global setup: the web app and its server renderer built once, before any test file,
 * when missing or older than their sources. Tests that read the build (the first-load budget, the
 * server-rendered pages) then never race two builds into the same folder.
 */
export default function setup(): void {
  ensureWebBuild();
}
