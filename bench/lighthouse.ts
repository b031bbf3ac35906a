/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling: its defaults) with the system
 * Chromium against the built app served by the production store on a fresh database: home,
 * products, a product page, and a purchase page as a signed-in buyer. Writes bench/lighthouse.json. A report:
 * misses are printed, never thrown. LIGHTHOUSE_RUNS (default 3) runs per page; the median counts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuildForReport, repoRoot } from '../server/src/build/web-build.ts';
import { type ApiProduct, signUp } from './accounts.ts';
import { medianRun, summarize, type PageReport, printLighthouse } from './lighthouse-report.ts';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { startStore } from './store-server.ts';

const chromePath = chromiumPath;
const chromeFlags = ['--headless', ...chromiumArgs];

async function audit(url: string, extraHeaders?: Record<string, string>) {
  // A fresh browser (and profile) per page: every page is measured on a cold cache.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

// Lighthouse's own advice: one run is noise (more so on 2 shared cores); report the median run.
const runCount = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

ensureWebBuildForReport();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'store-lighthouse-'));
const store = await startStore({ dataDir: workDir });
try {
  const [first] = (await (await fetch(`${store.url}/products/?limit=1`)).json()) as ApiProduct[];
  // The purchase page is for signed-in buyers: the session cookie goes with every request, and
  // the app fetches its access token itself, as after a Google sign-in (auth-provider.tsx).
  const buyer = await signUp(store.url, 'lighthouse-buyer@bench.example');
  const pages = [
    { page: 'home', path: '/' },
    { page: 'products', path: '/ProductsCart' },
    { page: 'product', path: `/product/${first!._id}` },
    { page: 'purchase (signed in)', path: `/purchase/${first!._id}`, headers: { Cookie: buyer.cookie } },
  ];
  const reports: PageReport[] = [];
  for (const page of pages) {
    const runs: PageReport[] = [];
    for (let run = 1; run <= runCount; run++) {
      console.log(`Lighthouse: ${page.page} (${page.path}), run ${run} of ${runCount}…`);
      runs.push(summarize(page.page, page.path, await audit(`${store.url}${page.path}`, page.headers)));
    }
    reports.push(medianRun(runs));
  }
  printLighthouse(reports);
  const report = { at: new Date().toISOString(), chromium: chromePath, node: process.version, pages: reports };
  writeFileSync(path.join(repoRoot, 'bench/lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('written: bench/lighthouse.json');
} finally {
  await store.stop();
  rmSync(workDir, { recursive: true, force: true });
}
