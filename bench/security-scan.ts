/**
 * `npm run scan`: runs two established third-party scanners, Debian's `wapiti` (web application
 * scanner: crawls the pages and attacks every parameter it finds) and `sqlmap` (SQL injection, on
 * the API's query, path and JSON body parameters), against the store started on loopback only, each
 * bounded in time. Reports go to `security-reports/` (gitignored). It is not part of `npm test`:
 * the scanners take minutes and are system packages (`apt-get install wapiti sqlmap`).
 *
 * SCAN_SECONDS bounds each scanner run (default 300).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../server/src/build/web-build.ts';
import { signUp } from './accounts.ts';
import { startStore } from './store-server.ts';

const budgetSeconds = Number(process.env.SCAN_SECONDS ?? 300);
const reportDir = path.join(repoRoot, 'security-reports');

for (const tool of ['wapiti', 'sqlmap']) {
  if (spawnSync('which', [tool]).status !== 0) {
    console.error(`${tool} is not installed: apt-get install -y wapiti sqlmap`);
    process.exit(1);
  }
}

/**
 * Loopback only: anything a scanner would fetch from elsewhere (wapiti's ssrf endpoint, its
 * Wappalyzer database) goes to a proxy that is not there, and fails at once.
 */
const loopbackOnly = {
  ...process.env,
  http_proxy: 'http://127.0.0.1:9',
  https_proxy: 'http://127.0.0.1:9',
  HTTP_PROXY: 'http://127.0.0.1:9',
  HTTPS_PROXY: 'http://127.0.0.1:9',
  no_proxy: '127.0.0.1,localhost',
  NO_PROXY: '127.0.0.1,localhost',
};

/** Runs a scanner with its output in `<name>.log`, killed when it outlives its time budget. */
function run(name: string, command: string, args: string[], seconds: number): Promise<string> {
  const logPath = path.join(reportDir, `${name}.log`);
  const log = createWriteStream(logPath);
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: loopbackOnly });
    child.stdout!.pipe(log, { end: false });
    child.stderr!.pipe(log, { end: false });
    const timer = setTimeout(() => {
      console.log(`  ${name}: time budget of ${seconds} s spent, stopping it`);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    }, seconds * 1000);
    child.once('exit', () => {
      clearTimeout(timer);
      log.end(() => resolve(readFileSync(logPath, 'utf8')));
    });
  });
}

/** sqlmap's verdict lines for one target: injectable parameters, or that none was found. */
function sqlmapVerdict(output: string): string {
  const lines = output
    .split('\n')
    .filter((line) => /injectable|is vulnerable|might be injectable|CRITICAL/i.test(line));
  return lines.length > 0 ? lines.map((line) => `    ${line.trim()}`).join('\n') : '    (no verdict: stopped early)';
}

rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'store-scan-'));
// The scan runs the store as production does; test payments are what a scan may exercise.
process.env.ALLOW_TEST_PAYMENTS = 'true';
const store = await startStore({ dataDir, logLevel: 'warn' });
console.log(`store on ${store.url} (data in ${dataDir})`);

try {
  const buyer = await signUp(store.url, 'scanner@scan.example');
  const products = (await (await fetch(`${store.url}/products/?limit=1`)).json()) as { _id: string; minimum: number }[];
  const product = products[0]!;
  const bearer = `Authorization: Bearer ${buyer.token}`;

  const wapitiOutput = await run(
    'wapiti',
    'wapiti',
    [
      '-u',
      `${store.url}/`,
      '--scope',
      'folder',
      '-s',
      `${store.url}/products/?q=titanium&limit=5`,
      '-s',
      `${store.url}/products/${product._id}`,
      '-s',
      `${store.url}/ProductsCart?q=tube`,
      '-s',
      `${store.url}/rating`,
      '-s',
      `${store.url}/orders?buyerEmail=${encodeURIComponent(buyer.email)}`,
      '-H',
      bearer,
      '--max-scan-time',
      String(budgetSeconds),
      '--max-attack-time',
      String(Math.max(20, Math.floor(budgetSeconds / 10))),
      // Wapiti's default modules, less ssrf (it asks an endpoint on the internet), plus the local
      // checks for CRLF injection, risky HTTP methods and backup or .htaccess files.
      '-m',
      'blindsql,cookieflags,csp,exec,file,http_headers,permanentxss,redirect,sql,xss,crlf,methods,backup,htaccess',
      '--flush-session',
      '--no-bugreport',
      '-f',
      'json',
      '-o',
      path.join(reportDir, 'wapiti.json'),
    ],
    budgetSeconds + 60,
  );

  const sqlmapCommon = [
    '--batch',
    '--level=2',
    '--risk=1',
    '--time-sec=2',
    '--threads=1',
    '--disable-coloring',
    '--flush-session',
    `--output-dir=${path.join(reportDir, 'sqlmap')}`,
    '--headers',
    bearer,
  ];
  const perTarget = Math.floor(budgetSeconds / 6);
  const sqlmapTargets: [string, string[]][] = [
    ['sqlmap-products-query', ['-u', `${store.url}/products/?q=titanium&metal=titanium&sort=price-asc&limit=5`]],
    ['sqlmap-orders-query', ['-u', `${store.url}/orders?buyerEmail=${encodeURIComponent(buyer.email)}`]],
    ['sqlmap-product-path', ['-u', `${store.url}/products/${product._id}*`]],
    [
      'sqlmap-orders-body',
      [
        '-u',
        `${store.url}/orders`,
        '--method=POST',
        `--data=${JSON.stringify({
          productId: product._id,
          productQuantity: product.minimum,
          buyerAddress: '1 Foundry Road, Sheffield',
          phone: '+44 114 496 0000',
        })}`,
      ],
    ],
    [
      'sqlmap-rating-body',
      [
        '-u',
        `${store.url}/rating`,
        '--method=POST',
        `--data=${JSON.stringify({ userImage: 'https://example.com/a.png', userReview: 'Clean cuts', userRatings: 5 })}`,
      ],
    ],
    [
      'sqlmap-profile-body',
      [
        '-u',
        `${store.url}/user/${encodeURIComponent(buyer.email)}`,
        '--method=PUT',
        `--data=${JSON.stringify({
          picture: 'https://example.com/a.png',
          education: 'Foundry Ltd',
          location: 'Sheffield',
          phone: '+44 114 496 0000',
        })}`,
      ],
    ],
  ];
  const sqlmapOutputs: [string, string][] = [];
  for (const [name, args] of sqlmapTargets) {
    sqlmapOutputs.push([name, await run(name, 'sqlmap', [...args, ...sqlmapCommon], perTarget)]);
  }

  console.log('\n=== summary');
  try {
    const report = JSON.parse(readFileSync(path.join(reportDir, 'wapiti.json'), 'utf8')) as {
      vulnerabilities: Record<string, unknown[]>;
      anomalies: Record<string, unknown[]>;
    };
    const found = Object.entries({ ...report.vulnerabilities, ...report.anomalies }).filter(([, hits]) => hits.length);
    console.log(
      `wapiti: ${found.length === 0 ? 'nothing flagged' : found.map(([kind, hits]) => `${kind}: ${hits.length}`).join('; ')}`,
    );
  } catch {
    console.log(`wapiti: no JSON report (see wapiti.log)\n${wapitiOutput.slice(-800)}`);
  }
  for (const [name, output] of sqlmapOutputs) console.log(`${name}:\n${sqlmapVerdict(output)}`);
  console.log(`\nreports in ${path.relative(process.cwd(), reportDir) || '.'}/`);
} finally {
  await store.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
