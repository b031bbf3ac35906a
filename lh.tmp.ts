// usage: npx node /work/notes/lh-diag.ts URL  (from a repo dir)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox'] });
const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
chrome.kill();
const lhr = result!.lhr;
const a = lhr.audits;
console.log('perf', lhr.categories.performance!.score, 'LCP', a['largest-contentful-paint']!.numericValue, 'FCP', a['first-contentful-paint']!.numericValue, 'TBT', a['total-blocking-time']!.numericValue, 'SI', a['speed-index']!.numericValue, 'benchmarkIndex', lhr.environment.benchmarkIndex);
const lt = a['long-tasks']?.details as any;
for (const item of lt?.items ?? []) console.log('long task', Math.round(item.startTime), Math.round(item.duration), item.url);
const bt = a['bootup-time']?.details as any;
for (const item of bt?.items ?? []) console.log('bootup', item.url, Math.round(item.total), Math.round(item.scripting));
const lcpb = a['lcp-breakdown-insight']?.details as any;
console.log(JSON.stringify(lcpb?.items?.[0]?.items ?? lcpb, null, 0)?.slice(0, 800));
