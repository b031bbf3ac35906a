/**
 * `npm run bench -- --suite=documents` (issue 26, PRODUCT.md §21, ADR 025): one account downloads
 * the invoice of its 500-line order on account in 4 loops while autocannon measures an anonymous
 * GET /products/{id}; the target is that read's p99 under 100 ms. The store runs as in production
 * (its own process, SQLite). Also reported: the read alone, one invoice's first build, and how many
 * invoices the loops downloaded. BENCH_STORE_ROOT runs another checkout of the store (e.g. an
 * export of the code before the change: `git archive <commit> | tar -x -C dir`, with node_modules
 * and client/dist linked in) for the figure before.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqlite } from '../server/src/db/node-sqlite.ts';
import { signUp } from './accounts.ts';
import { measure } from './load.ts';
import { seedProducts } from './seed-products.ts';
import { startStore } from './store-server.ts';

export const documentsTargetP99Ms = 100;
const lines = 500;
const loops = 4;

export interface DocumentsResult {
  storeRoot: string;
  /** GET /products/{id} alone. */
  alone: { p50Ms: number; p99Ms: number; rps: number };
  /** The same while the loops download the invoice. */
  underInvoices: { p50Ms: number; p99Ms: number; rps: number; failures: number };
  /** The first download of the invoice (a build), ms. */
  firstInvoiceMs: number;
  invoiceBytes: number;
  /** Invoices the loops received while the read was measured, and the answers that were not 200. */
  invoicesDownloaded: number;
  invoicesRefused: number;
  /**
   * The read while the same loops GET the order itself as JSON (GET /purchase-orders/{id}): what
   * any signed-in download of that order costs the store, document or not.
   */
  underOrderReads: { p50Ms: number; p99Ms: number; rps: number; ordersRead: number };
  /** The store's peak resident memory over the run (the worker thread's included), MB. */
  peakRssMb: number;
}

/**
 * The buyer's company (net 30, credit enough), and a cart of `lines` products, written while the
 * store is stopped: a company admin places the order on account (docs/product/companies.md).
 */
function seedAccountCart(dataDir: string, email: string): void {
  const db = openSqlite(path.join(dataDir, 'store.sqlite'), 'OFF');
  const now = new Date().toISOString();
  const { id: userId } = db.prepare('select id from users where email = ?').get(email) as { id: string };
  db.exec('begin');
  db.prepare(
    `insert into companies (id, name, tax_id, billing_address, approval_threshold_cents, payment_terms,
       credit_limit_cents, discount_bp, created_at, updated_at)
     values ('company_bench_documents', 'Bench Alloys', '', '1 Dock Road', null, 'net30', 100000000000, 0, ?, ?)`,
  ).run(now, now);
  db.prepare(
    `insert into company_members (company_id, user_id, role, monthly_limit_cents, joined_at)
     values ('company_bench_documents', ?, 'admin', null, ?)`,
  ).run(userId, now);
  const products = db
    .prepare(`select id, name, sku from products where unit = 'pcs' order by id limit ?`)
    .all(lines) as { id: number; name: string; sku: string | null }[];
  if (products.length < lines) throw new Error(`only ${products.length} products sold by the piece`);
  const simple = db.prepare(
    `update products set minimum = ?, increment = 1, maximum = null, price_breaks = '[]', total = 1000000,
       price_cents = ? where id = ?`,
  );
  const line = db.prepare(
    `insert into cart_lines (id, user_id, product_id, product_name, sku, quantity, unit_price_cents, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Under the store's order total ($999,999.99): 1 to 20 pieces at $10 to $106 each.
  products.forEach((product, index) => {
    const quantity = 1 + (index % 20);
    const priceCents = 1000 + (index % 97) * 100;
    simple.run(quantity, priceCents, product.id);
    const at = new Date(Date.now() + index).toISOString();
    line.run(randomUUID(), userId, product.id, product.name, product.sku, quantity, priceCents, at, at);
  });
  db.exec('commit');
  db.close();
}

export async function documentsSuite(options: { seconds: number; connections: number }): Promise<DocumentsResult> {
  const storeRoot = process.env.BENCH_STORE_ROOT ?? 'this checkout';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-bench-documents-'));
  const email = 'documents-buyer@bench.example';
  try {
    const store = await startStore({ dataDir, root: process.env.BENCH_STORE_ROOT });
    try {
      const buyer = await signUp(store.url, email);
      // Written beside the running store (SQLite's WAL lets another process write): the products
      // and the cart are read from the database at checkout.
      seedProducts(dataDir, lines);
      seedAccountCart(dataDir, email);
      const headers = { authorization: `Bearer ${buyer.token}` };
      const placed = await fetch(`${store.url}/purchase-orders`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', origin: store.url },
        body: JSON.stringify({
          shipTo: { address: '1 Dock Road, Pittsburgh PA 15201', phone: '+1 412 555 0100' },
          paymentMethod: 'account',
        }),
      });
      const order = (await placed.json()) as { _id: string; lines: unknown[]; status: string };
      if (placed.status !== 201 || order.lines.length !== lines)
        throw new Error(`the order on account: ${placed.status} ${JSON.stringify(order).slice(0, 300)}`);
      const invoiceUrl = `${store.url}/purchase-orders/${order._id}/invoice.pdf`;

      const started = performance.now();
      const firstInvoice = await fetch(invoiceUrl, { headers });
      const invoiceBytes = (await firstInvoice.arrayBuffer()).byteLength;
      const firstInvoiceMs = performance.now() - started;
      if (firstInvoice.status !== 200) throw new Error(`the invoice: ${firstInvoice.status}`);

      const read = { url: store.url, path: '/products/1', connections: options.connections, seconds: options.seconds };
      const alone = await measure(read);

      /** `loops` loops downloading `url` while the read is measured; how many 200s and others they had. */
      const whileLooping = async (url: string) => {
        let running = true;
        const counts = { ok: 0, other: 0 };
        const loop = async () => {
          while (running) {
            const answer = await fetch(url, { headers });
            await answer.arrayBuffer();
            if (answer.status === 200) counts.ok += 1;
            else counts.other += 1;
          }
        };
        const loopsDone = Promise.all(Array.from({ length: loops }, loop));
        const result = await measure(read);
        running = false;
        await loopsDone;
        return { result, counts };
      };
      const invoices = await whileLooping(invoiceUrl);
      const underInvoices = invoices.result;
      const orderReads = await whileLooping(`${store.url}/purchase-orders/${order._id}`);
      return {
        storeRoot,
        alone: { p50Ms: alone.p50Ms, p99Ms: alone.p99Ms, rps: alone.rps },
        underInvoices: {
          p50Ms: underInvoices.p50Ms,
          p99Ms: underInvoices.p99Ms,
          rps: underInvoices.rps,
          failures: underInvoices.failures,
        },
        firstInvoiceMs,
        invoiceBytes,
        invoicesDownloaded: invoices.counts.ok,
        invoicesRefused: invoices.counts.other,
        underOrderReads: {
          p50Ms: orderReads.result.p50Ms,
          p99Ms: orderReads.result.p99Ms,
          rps: orderReads.result.rps,
          ordersRead: orderReads.counts.ok,
        },
        peakRssMb: store.peakRssMb(),
      };
    } finally {
      await store.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printDocuments(result: DocumentsResult): void {
  console.log(`\ninvoice downloads vs an anonymous product read (${result.storeRoot})`);
  console.table({
    'GET /products/1 alone': { p50: result.alone.p50Ms, p99: result.alone.p99Ms, rps: Math.round(result.alone.rps) },
    [`GET /products/1, ${loops} invoice loops`]: {
      p50: result.underInvoices.p50Ms,
      p99: result.underInvoices.p99Ms,
      rps: Math.round(result.underInvoices.rps),
      verdict: result.underInvoices.p99Ms < documentsTargetP99Ms ? 'ok' : 'SLOW',
    },
    [`GET /products/1, ${loops} loops of the order as JSON`]: {
      p50: result.underOrderReads.p50Ms,
      p99: result.underOrderReads.p99Ms,
      rps: Math.round(result.underOrderReads.rps),
    },
  });
  console.log(
    `${lines}-line invoice: ${result.invoiceBytes} bytes, first download ${Math.round(result.firstInvoiceMs)} ms; ` +
      `${result.invoicesDownloaded} downloaded by the loops, ${result.invoicesRefused} refused; ` +
      `${result.underOrderReads.ordersRead} orders read as JSON by the same loops; peak RSS ${Math.round(result.peakRssMb)} MB`,
  );
}
