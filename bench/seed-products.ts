/**
 * Grows a migrated, demo-seeded store to `count` extra products, straight through node:sqlite in
 * one transaction with one prepared INSERT (about a second for 100,000). The new products are lots
 * of the demo ones, so metals, forms, specifications and words (e.g. "grade") keep the demo's
 * proportions; the search index follows through its triggers.
 */
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../server/src/db/database.ts';
import { openSqlite } from '../server/src/db/node-sqlite.ts';
import type { ProductRow } from '../server/src/modules/catalog/index.ts';

type Template = ProductRow & { sku: string };

export function seedProducts(dataDir: string, count: number): void {
  const db = openSqlite(path.join(dataDir, 'store.sqlite'), 'OFF');
  const templates = db.prepare('select * from products order by created_at, id').all() as unknown as Template[];
  const insert = db.prepare(
    `insert into products (sku, name, picture, about, total, minimum, price_cents, origin, metal, form,
       grade, standard, condition, certificate, dimensions, main_dimension_mm, increment, maximum, price_breaks,
       lead_time_days, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Newer than every demo product, one millisecond apart, like products added later by an admin.
  const start = Date.parse(templates.at(-1)!.created_at) + 1000;
  db.exec('begin');
  for (let i = 0; i < count; i++) {
    const t = templates[i % templates.length]!;
    const lot = Math.floor(i / templates.length) + 1;
    const at = new Date(start + i).toISOString();
    insert.run(
      `${t.sku}-LOT${lot}`,
      `${t.name}, lot ${lot}`,
      t.picture,
      t.about,
      t.total,
      t.minimum,
      t.price_cents,
      t.origin,
      t.metal,
      t.form,
      t.grade,
      t.standard,
      t.condition,
      t.certificate,
      t.dimensions,
      t.main_dimension_mm,
      t.increment,
      t.maximum,
      t.price_breaks,
      t.lead_time_days,
      at,
      at,
    );
  }
  db.exec('commit');
  db.close();
}

/** The same growth on PostgreSQL, in one INSERT … SELECT: `count` lots of the products already there. */
export async function seedProductsPostgres(db: Kysely<Database>, count: number): Promise<void> {
  if (count <= 0) return;
  const { n } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const demo = Number(n);
  await sql`
    insert into products (sku, name, picture, about, total, minimum, price_cents, origin, metal, form,
      grade, standard, condition, certificate, dimensions, main_dimension_mm, increment, maximum,
      price_breaks, lead_time_days, created_at, updated_at)
    select p.sku || '-LOT' || (n / ${demo} + 1), p.name || ', lot ' || (n / ${demo} + 1), p.picture, p.about,
      p.total, p.minimum, p.price_cents, p.origin, p.metal, p.form, p.grade, p.standard, p.condition,
      p.certificate, p.dimensions, p.main_dimension_mm, p.increment, p.maximum, p.price_breaks, p.lead_time_days,
      to_char(now() + n * interval '1 millisecond', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      to_char(now() + n * interval '1 millisecond', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from generate_series(0, ${count - 1}) as n
    join (select *, row_number() over (order by id) - 1 as k from products) p on p.k = n % ${demo}`.execute(db);
}
