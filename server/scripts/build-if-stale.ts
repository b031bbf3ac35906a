/**
 * `npm run test:e2e`'s first step: the web app built only when missing or older than its sources.
 * In `npm test` Vitest's global setup has just built it, so the browser tests do not build again.
 */
import { ensureWebBuild, webBuildIsStale } from '../src/build/web-build.ts';

if (webBuildIsStale()) {
  console.log('building the web app…');
  ensureWebBuild();
} else {
  console.log('the web app build is up to date');
}
