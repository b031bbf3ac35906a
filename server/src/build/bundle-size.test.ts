import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { gzipBytes, initialChunkKeys, type Manifest } from './initial-chunks.ts';
import { distDir, ensureWebBuild, manifestPath } from './web-build.ts';

/** Issue 6: the home page's first load is at most 100 KB of gzip-compressed JavaScript. */
const budgetBytes = 100 * 1024;
// Pages of the signed-in dashboard and of the admin: a visitor's first load must carry none.
const dashboardPage = /dashboard|admin|manage|my-orders|my-profile|payment|add-review/i;

let manifest: Manifest;

beforeAll(() => {
  // A size is a fact of the build: measure the build of the sources as they are now (Vitest's
  // global setup builds them when stale; this covers running the file alone, e.g. in an editor).
  ensureWebBuild();
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}, 300_000);

describe('the home page initial JavaScript', () => {
  it(`is at most ${budgetBytes / 1024} KB gzip (entry chunk plus its static imports)`, () => {
    const chunks = initialChunkKeys(manifest).map((key) => ({ key, bytes: gzipBytes(distDir, manifest[key]!.file) }));
    const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
    const breakdown = chunks.map((c) => `${manifest[c.key]!.file}: ${(c.bytes / 1024).toFixed(1)} KB`).join(', ');
    expect(total, `initial JS is ${(total / 1024).toFixed(1)} KB gzip (${breakdown})`).toBeLessThanOrEqual(budgetBytes);
  });

  it('carries no dashboard or admin page: those load only when their route is visited', () => {
    const lazyDashboardPages = Object.values(manifest).filter(
      (c) => c.isDynamicEntry && dashboardPage.test(c.src ?? ''),
    );
    // Without separate dashboard chunks the check below could not fail: they were merged away.
    expect(lazyDashboardPages.length, 'the dashboard pages should be lazy chunks of their own').toBeGreaterThan(0);

    const initialSources = initialChunkKeys(manifest).map((key) => manifest[key]!.src ?? key);
    expect(initialSources.filter((src) => dashboardPage.test(src))).toEqual([]);
  });
});
