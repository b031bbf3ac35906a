/**
 * `npx node --max-semi-space-size=2 --heap-growing-percent=20 bench/checkout-cpu.ts [root]` (issue 31): the CPU one
 * three-line checkout cycle costs (three PUT /cart/lines, POST /checkout/quote, POST /purchase-orders and its mails),
 * one cycle at a time in one process, and the time of each statement of the checkout (STATEMENTS=1). A machine shared
 * with other work moves latencies far more than CPU time, so runs of two stores taken in turn (`root`: another checkout
 * of the store, e.g. the code before a change; this one by default) compare better by it than by the bench's p99.
 * CYCLES (default 400) after 20 of warm-up; the client's own CPU, the same for both stores, is in the figure.
 */
import path from 'node:path';
import { repoRoot } from '../server/src/build/web-build.ts';
import type * as Accounts from '../server/src/testing/accounts.ts';
import type * as TestApps from '../server/src/testing/test-app.ts';

const root = path.resolve(process.argv[2] ?? repoRoot);
const cycles = Number(process.env.CYCLES ?? 400);
const warmUp = 20;
const { startTestApp, costTestEnv } = (await import(
  path.join(root, 'server/src/testing/test-app.ts')
)) as typeof TestApps;
const { signUp, signUpAdmin, call } = (await import(
  path.join(root, 'server/src/testing/accounts.ts')
)) as typeof Accounts;

const statements: { sql: string; ms: number }[] = [];
let counting = false;
const t = await startTestApp(
  'sqlite',
  {
    ...costTestEnv,
    ADMIN_EMAILS: 'admin@bench.example',
    MAX_UNPAID_ORDERS: '100000',
    WRITE_BUDGET_PER_MINUTE: '1000000',
    OUTBOX_POLL_MS: '600000',
  },
  // A store before statement times were passed gives none: its statements are counted only.
  { onStatement: (sql: string, ms?: number) => counting && statements.push({ sql, ms: ms ?? Number.NaN }) },
);
try {
  const admin = await signUpAdmin(t, 'admin@bench.example');
  const buyers = [];
  for (let i = 0; i < 4; i++) buyers.push(await signUp(t, `buyer${i}@bench.example`));
  const catalog = (await call(t, 'GET', '/products/')).body as {
    _id: string;
    unit?: string;
    minimum: number;
    price: number;
  }[];
  const products = catalog.filter((p) => (p.unit ?? 'pcs') === 'pcs').slice(0, 3);
  for (const p of products)
    await call(t, 'PUT', `/products/${p._id}`, {
      as: admin,
      body: { total: 10_000_000, minimum: p.minimum, price: p.price },
    });
  const shipTo = {
    line1: '1 Bench Street',
    city: 'Pittsburgh',
    region: 'US-PA',
    postalCode: '15222',
    country: 'US',
    phone: '+1 412 555 0100',
  };
  const byStatement = new Map<string, { count: number; ms: number }>();
  let cpu = process.cpuUsage();
  for (let i = 0; i < warmUp + cycles; i++) {
    if (i === warmUp) cpu = process.cpuUsage();
    const buyer = buyers[i % buyers.length]!;
    for (const p of products)
      await call(t, 'PUT', `/cart/lines/${p._id}`, { as: buyer, body: { quantity: p.minimum } });
    await call(t, 'POST', '/checkout/quote', { as: buyer, body: { shipTo } });
    statements.length = 0;
    counting = true;
    const placed = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo } });
    counting = false;
    if (placed.status !== 201) throw new Error(`checkout answered ${placed.status}: ${JSON.stringify(placed.body)}`);
    if (i < warmUp) continue;
    for (const { sql, ms } of statements) {
      const key = sql.replace(/\s+/g, ' ').slice(0, 120);
      const sum = byStatement.get(key) ?? { count: 0, ms: 0 };
      sum.count++;
      sum.ms += ms;
      byStatement.set(key, sum);
    }
  }
  const used = process.cpuUsage(cpu);
  console.log(
    `${root}: ${((used.user + used.system) / 1000 / cycles).toFixed(2)} ms of CPU a checkout cycle (${cycles} cycles)`,
  );
  if (process.env.STATEMENTS === '1')
    for (const [sql, { count, ms }] of byStatement)
      console.log(`${(count / cycles).toFixed(1)} × ${(ms / count).toFixed(3)} ms  ${sql}`);
} finally {
  await t.close();
}
