/**
 * The limit for order placement: the same writes as server/src/modules/orders/place-order.ts
 * (conditional UPDATE of stock, INSERT of the order, one transaction), as a raw node:sqlite
 * loop with prepared statements, on the store's own database file after the store has stopped,
 * opened by the store's own openSqlite (WAL, same `synchronous`).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { openSqlite, type SqliteSynchronous } from '../server/src/db/node-sqlite.ts';

export interface LoopResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failures: number;
}

export interface LoopOptions {
  dataDir: string;
  synchronous: SqliteSynchronous;
  productId: number;
  quantity: number;
  /** The bench's buyers, whose emails start with this. */
  buyerPrefix: string;
  seconds: number;
}

export function orderLoop(options: LoopOptions): LoopResult {
  const { productId, quantity, seconds } = options;
  const db = openSqlite(path.join(options.dataDir, 'store.sqlite'), options.synchronous);
  const buyers = db.prepare('select id, email, name from users where email like ?').all(`${options.buyerPrefix}%`) as {
    id: string;
    email: string;
    name: string;
  }[];
  const take = db.prepare(
    'update products set total = total - ?, updated_at = ? where id = ? and total >= ? and minimum <= ? returning id, name, price_cents',
  );
  const insert = db.prepare(
    `insert into orders (id, product_id, product_name, unit_price_cents, quantity, total_cents, buyer_id, buyer_email,
       buyer_name, buyer_address, phone, status, transaction_id, payment_intent_id, idempotency_key, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'unpaid', null, null, null, ?, ?) returning *`,
  );
  const times: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < end; i++) {
    const buyer = buyers[i % buyers.length]!;
    const started = performance.now();
    // Kysely's SqliteDriver opens its transactions with a plain BEGIN too.
    db.exec('begin');
    const now = new Date().toISOString();
    const product = take.get(quantity, now, productId, quantity, quantity) as
      { id: number; name: string; price_cents: number } | undefined;
    if (product) {
      insert.get(
        randomUUID(),
        product.id,
        product.name,
        product.price_cents,
        quantity,
        product.price_cents * quantity,
        buyer.id,
        buyer.email,
        buyer.name,
        '1 Bench Street, Test City',
        '+1 555 0100 200',
        now,
        now,
      );
    } else failures++;
    db.exec('commit');
    times.push(performance.now() - started);
  }
  db.close();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { rps: times.length / seconds, p50Ms: at(0.5), p99Ms: at(0.99), requests: times.length, failures };
}
