/**
 * The limits for order placement: the same statements as the store's use cases
 * (server/src/modules/orders/place-purchase-order.ts and checkout.ts), as raw node:sqlite
 * loops with prepared statements, on the store's own database file after the store has stopped,
 * opened by the store's own openSqlite (WAL, same `synchronous`). Kysely's SqliteDriver opens its
 * transactions with a plain BEGIN too.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
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
  /** One line per product: a one-line order takes the first. */
  lines: { productId: number; quantity: number }[];
  /** The bench's buyers, whose emails start with this. */
  buyerPrefix: string;
  seconds: number;
}

interface Buyer {
  id: string;
  email: string;
  name: string;
}

/** The writes of one purchase order, prepared once. */
function purchaseOrderStatements(db: DatabaseSync) {
  return {
    unpaid: db.prepare("select count(*) as n from purchase_orders where buyer_id = ? and status = 'unpaid'"),
    profile: db.prepare('select education from profiles where user_id = ?'),
    take: db.prepare(
      'update products set total = total - ?, updated_at = ? where id = ? and total >= ? and minimum <= ? and ? % increment = 0 and (maximum is null or maximum >= ?) returning id, name, sku, price_cents, price_breaks',
    ),
    number: db.prepare('select max(number) as last from purchase_orders'),
    head: db.prepare(
      `insert into purchase_orders (id, number, buyer_id, buyer_email, buyer_name, buyer_company, po_number, ship_to_address,
         phone, requested_date, notes, status, payment_method, payment_status, total_cents, payment_intent_id, transaction_id,
         refund_id, carrier, tracking_number, idempotency_key, created_at, updated_at)
       values (?, ?, ?, ?, ?, '', null, ?, ?, null, '', 'unpaid', 'card', 'unpaid', ?, null, null, null, null, null, null, ?, ?)
       returning *`,
    ),
    line: db.prepare(
      `insert into orders (id, product_id, product_name, unit_price_cents, quantity, total_cents, buyer_id, buyer_email,
         buyer_name, buyer_address, phone, status, transaction_id, payment_intent_id, idempotency_key, refund_id,
         purchase_order_id, line_no, sku, heat_number, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'unpaid', null, null, null, null, ?, ?, ?, null, ?, ?)`,
    ),
    event: db.prepare(
      "insert into purchase_order_events (id, purchase_order_id, at, type, note, actor_id) values (?, ?, ?, 'placed', null, ?)",
    ),
  };
}

const address = '1 Bench Street, Test City';
const phone = '+1 555 0100 200';

/** One purchase order of `productIds.length` lines, in one transaction; false when stock ran out. */
function placeOne(
  db: DatabaseSync,
  s: ReturnType<typeof purchaseOrderStatements>,
  buyer: Buyer,
  lines: LoopOptions['lines'],
  beforeLines?: () => void,
): boolean {
  db.exec('begin');
  const now = new Date().toISOString();
  s.unpaid.get(buyer.id);
  beforeLines?.();
  const taken = [];
  for (const { productId, quantity } of lines) {
    const product = s.take.get(quantity, now, productId, quantity, quantity, quantity, quantity) as
      { id: number; name: string; sku: string; price_cents: number; price_breaks: string } | undefined;
    if (!product) {
      db.exec('rollback');
      return false;
    }
    JSON.parse(product.price_breaks);
    taken.push({ ...product, quantity });
  }
  s.profile.get(buyer.id);
  const { last } = s.number.get() as { last: number | null };
  const id = randomUUID();
  const total = taken.reduce((sum, p) => sum + p.price_cents * p.quantity, 0);
  s.head.get(id, (last ?? 0) + 1, buyer.id, buyer.email, buyer.name, address, phone, total, now, now);
  taken.forEach((p, i) => {
    s.line.run(
      randomUUID(),
      p.id,
      p.name,
      p.price_cents,
      p.quantity,
      p.price_cents * p.quantity,
      buyer.id,
      buyer.email,
      buyer.name,
      address,
      phone,
      id,
      i + 1,
      p.sku,
      now,
      now,
    );
  });
  s.event.run(randomUUID(), id, now, buyer.id);
  db.exec('commit');
  return true;
}

function timed(seconds: number, step: (i: number) => boolean): LoopResult {
  const times: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < end; i++) {
    const started = performance.now();
    if (!step(i)) failures++;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { rps: times.length / seconds, p50Ms: at(0.5), p99Ms: at(0.99), requests: times.length, failures };
}

function open(options: LoopOptions) {
  const db = openSqlite(path.join(options.dataDir, 'store.sqlite'), options.synchronous);
  const buyers = db
    .prepare('select id, email, name from users where email like ?')
    .all(`${options.buyerPrefix}%`) as unknown as Buyer[];
  return { db, buyers };
}

/** POST /orders: a one-line purchase order. */
export function orderLoop(options: LoopOptions): LoopResult {
  const { db, buyers } = open(options);
  const s = purchaseOrderStatements(db);
  const line = options.lines[0]!;
  try {
    return timed(options.seconds, (i) => placeOne(db, s, buyers[i % buyers.length]!, [line]));
  } finally {
    db.close();
  }
}

/**
 * A cart of `lines.length` lines checked out: each line put in the cart (one upsert each, as
 * PUT /cart/lines does), then one transaction that claims the lines and places the order.
 */
export function checkoutLoop(options: LoopOptions): LoopResult {
  const { db, buyers } = open(options);
  const s = purchaseOrderStatements(db);
  const put = db.prepare(
    `insert into cart_lines (id, user_id, product_id, product_name, sku, quantity, unit_price_cents, created_at, updated_at)
     select ?, ?, id, name, sku, ?, price_cents, ?, ? from products where id = ?
     on conflict (user_id, product_id) do update set quantity = excluded.quantity, unit_price_cents = excluded.unit_price_cents, updated_at = excluded.updated_at`,
  );
  const cart = db.prepare('select * from cart_lines where user_id = ? order by created_at, id');
  const claim = db.prepare('delete from cart_lines where id = ? and quantity = ? and updated_at = ?');
  try {
    return timed(options.seconds, (i) => {
      const buyer = buyers[i % buyers.length]!;
      for (const { productId, quantity } of options.lines) {
        const now = new Date().toISOString();
        put.run(randomUUID(), buyer.id, quantity, now, now, productId);
      }
      const lines = cart.all(buyer.id) as { id: string; quantity: number; updated_at: string }[];
      return placeOne(db, s, buyer, options.lines, () => {
        for (const line of lines) claim.run(line.id, line.quantity, line.updated_at);
      });
    });
  } finally {
    db.close();
  }
}
