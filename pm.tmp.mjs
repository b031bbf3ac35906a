// node perf-metrics.mjs URL runs : CDP Performance metrics after load, CPU throttled 4x
import { chromium } from 'playwright';
const [url, runs = '3'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const rows = [];
for (let i = 0; i < Number(runs); i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  rows.push({ script: Math.round(m.ScriptDuration * 1000), layout: Math.round(m.LayoutDuration * 1000), style: Math.round(m.RecalcStyleDuration * 1000), task: Math.round(m.TaskDuration * 1000), nodes: m.Nodes });
  await context.close();
}
console.table(rows);
await browser.close();
