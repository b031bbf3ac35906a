/**
 * Sales history for the overview's bench: `lines` order lines in purchase orders of four lines
 * each, placed evenly over the last 540 days (so about a third fall outside the overview's 12
 * months), on products spread over the whole catalog; plus a few thousand quotes. One INSERT …
 * SELECT per table inside one transaction, rows made by the database itself (a recursive CTE on
 * SQLite, generate_series on PostgreSQL), so a million lines take seconds, not minutes.
 *
 * The mix: 8 in 10 purchase orders paid (of those, statuses from paid to delivered), 1 in 10
 * unpaid, 1 in 10 refunded and cancelled; 1 paid line in 20 cancelled.
 *
 * With `spread` (the lists bench), the orders have real buyers and companies instead of none:
 * `spread.buyers` accounts (made here, no password) in `spread.companies` companies, and one known
 * buyer (an account already signed up) placing every `spread.heavyEvery`-th order, so their My
 * Orders holds lines / 4 / heavyEvery orders (about 5,300 of a million lines at 47).
 */
import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../server/src/db/connect.ts';
import type { Database } from '../server/src/db/database.ts';

const linesPerOrder = 4;
const spanDays = 540;

export interface OrderSpread {
  buyers: number;
  companies: number;
  heavyBuyer: { id: string; email: string };
  heavyEvery: number;
}

export async function seedOrderLines(
  db: Kysely<Database>,
  kind: DatabaseKind,
  lines: number,
  spread?: OrderSpread,
): Promise<void> {
  const orders = Math.ceil(lines / linesPerOrder);
  const { low, high } = await db
    .selectFrom('products')
    .select((eb) => [eb.fn.min('id').as('low'), eb.fn.max('id').as('high')])
    .executeTakeFirstOrThrow();
  const firstId = Number(low);
  const products = Number(high) - firstId + 1;
  // k: the purchase order's index, 0 the newest. An ISO-8601 UTC time k/orders of the span ago.
  const at = (k: string) =>
    kind === 'postgres'
      ? `to_char((now() at time zone 'utc') - (${k} * ${spanDays}.0 / ${orders}) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${k} * ${spanDays}.0 / ${orders}) || ' days')`;
  const series = (count: number) =>
    kind === 'postgres'
      ? `generate_series(0, ${count - 1}) as s(i)`
      : `(with recursive s(i) as (select 0 union all select i + 1 from s where i < ${count - 1}) select i from s) as s`;
  const div = (a: string, b: number) => (kind === 'postgres' ? `(${a}) / ${b}` : `cast((${a}) / ${b} as integer)`);
  // The purchase order k's buyer: the heavy one, or bench buyer 1 + k % buyers in company (that) % companies.
  const heavy = (k: string) => `(${k}) % ${spread?.heavyEvery ?? 1} = 0`;
  const buyerNo = (k: string) => `(1 + (${k}) % ${spread?.buyers ?? 1})`;
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const buyerId = (k: string) =>
    spread
      ? `case when ${heavy(k)} then ${quote(spread.heavyBuyer.id)} else 'user_bench_' || ${buyerNo(k)} end`
      : 'null';
  const buyerEmail = (k: string, fallback: string) =>
    spread
      ? `case when ${heavy(k)} then ${quote(spread.heavyBuyer.email)} else 'bench-buyer-' || ${buyerNo(k)} || '@bench.example' end`
      : fallback;
  const companyId = (k: string) =>
    spread
      ? `case when ${heavy(k)} then null else 'company_bench_' || (${buyerNo(k)} % ${spread.companies}) end`
      : 'null';
  const paidStatus = `case ${'i % 5'} when 0 then 'paid' when 1 then 'in_production' when 2 then 'shipped' else 'delivered' end`;

  await db.transaction().execute(async (trx) => {
    if (spread) await seedBuyers(trx, kind, spread, series);
    await sql
      .raw(
        `insert into purchase_orders (id, number, buyer_id, buyer_email, buyer_name, buyer_company, po_number,
           ship_to_address, phone, requested_date, notes, status, payment_method, payment_status, total_cents,
           created_at, updated_at, company_id)
         select 'po_bench_' || i, 1000000 + i, ${buyerId('i')}, ${buyerEmail('i', "'bench' || (i % 5000) || '@example.com'")},
           'Bench Buyer', 'Bench Co',
           null, '1 Dock Road', '+1 412 555 0100', null, '',
           case when i % 10 = 8 then 'unpaid' when i % 10 = 9 then 'cancelled' else ${paidStatus} end,
           'card',
           case when i % 10 = 8 then 'unpaid' when i % 10 = 9 then 'refunded' else 'paid' end,
           (i % 1000) * 100 + 500, ${at('i')}, ${at('i')}, ${companyId('i')}
         from ${series(orders)}`,
      )
      .execute(trx);
    const k = div('i', linesPerOrder);
    await sql
      .raw(
        `insert into orders (id, product_id, product_name, unit_price_cents, quantity, total_cents, buyer_id,
           buyer_email, buyer_name, buyer_address, phone, status, transaction_id, payment_intent_id, idempotency_key,
           refund_id, purchase_order_id, line_no, sku, heat_number, created_at, updated_at)
         select 'line_bench_' || i, ${firstId} + ((i % ${products}) * 7919) % ${products}, 'Bench product', 1000 + (i % 97) * 100,
           1 + i % 20, (1000 + (i % 97) * 100) * (1 + i % 20), ${buyerId(k)}, ${buyerEmail(k, "'bench@example.com'")},
           'Bench Buyer', '1 Dock Road',
           '+1 412 555 0100',
           case when ${k} % 10 = 8 then 'unpaid' when ${k} % 10 = 9 or i % 20 = 0 then 'cancelled' else 'paid' end,
           null, null, null, null, 'po_bench_' || ${k}, i % ${linesPerOrder} + 1, null, null, ${at(k)}, ${at(k)}
         from ${series(lines)}`,
      )
      .execute(trx);
    const quotes = 2000;
    await sql
      .raw(
        `insert into quotes (id, number, buyer_id, buyer_email, buyer_name, product_id, product_name, metal, form,
           grade, dimensions, quantity, target_date, notes, status, unit_price_cents, lead_time_days, valid_until,
           answer_note, purchase_order_id, created_at, updated_at)
         select 'quote_bench_' || i, 1000000 + i, null, 'bench@example.com', 'Bench Buyer', null, null, 'tantalum',
           'wire', '', 'Ø 0.5 mm', 1 + i % 50, null, '',
           case i % 4 when 0 then 'requested' when 1 then 'quoted' when 2 then 'accepted' else 'declined' end,
           1250, 14, substr(${at('i')}, 1, 10), null, null, ${at('i')}, ${at('i')}
         from ${series(quotes)}`,
      )
      .execute(trx);
  });
}

/** The spread's accounts (no password: nobody signs in as them) and companies, each account a member. */
async function seedBuyers(
  trx: Kysely<Database>,
  kind: DatabaseKind,
  spread: OrderSpread,
  series: (count: number) => string,
): Promise<void> {
  const now = kind === 'postgres' ? 'now()' : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  const verified = kind === 'postgres' ? 'true' : '1';
  await sql
    .raw(
      `insert into users (id, name, email, "emailVerified", image, role, "createdAt", "updatedAt")
       select 'user_bench_' || (i + 1), 'Bench Buyer ' || (i + 1), 'bench-buyer-' || (i + 1) || '@bench.example',
         ${verified}, null, 'user', ${now}, ${now}
       from ${series(spread.buyers)}`,
    )
    .execute(trx);
  await sql
    .raw(
      `insert into companies (id, name, tax_id, billing_address, approval_threshold_cents, payment_terms,
         credit_limit_cents, discount_bp, created_at, updated_at)
       select 'company_bench_' || i, 'Bench Alloys ' || i, '', '1 Dock Road', null, null, 0, 0, ${now}, ${now}
       from ${series(spread.companies)}`,
    )
    .execute(trx);
  await sql
    .raw(
      `insert into company_members (company_id, user_id, role, monthly_limit_cents, joined_at)
       select 'company_bench_' || ((i + 1) % ${spread.companies}), 'user_bench_' || (i + 1),
         case when i < ${spread.companies} then 'admin' else 'buyer' end, null, ${now}
       from ${series(spread.buyers)}`,
    )
    .execute(trx);
}
