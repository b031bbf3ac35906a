/**
 * Grows a migrated, demo-seeded store to `count` extra products, straight through node:sqlite in
 * one transaction with one prepared INSERT (about a second for 100,000). The new products are lots
 * of the demo ones, so metals, forms, specifications and words (e.g. "grade") keep the demo's
 * proportions; the search index follows through its triggers.
 */
import path from 'node:path';
import { openSqlite } from '../server/src/db/node-sqlite.ts';
import type { ProductRow } from '../server/src/modules/catalog/catalog.table.ts';

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
