import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '../server/src/db/connect.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { seedDemo } from '../server/src/db/seed/seed-demo.ts';
import { seedOrderLines } from './seed-order-lines.ts';
const name = 'ov_prof';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();
const { db } = connectDatabase({
  databaseUrl: `postgres://postgres@127.0.0.1:5432/${name}`,
  dataDir: '',
  sqliteSynchronous: 'OFF',
});
await migrateToLatest(db as Kysely<unknown>, 'postgres');
await seedDemo(db);
await sql`insert into products (sku, name, picture, about, total, minimum, price_cents, origin, metal, form, created_at, updated_at)
  select 'X' || n, 'P' || n, p.picture, p.about, p.total, p.minimum, p.price_cents, p.origin, p.metal, p.form, p.created_at, p.updated_at
  from generate_series(0, 99999) n join (select *, row_number() over (order by id) - 1 as k from products) p on p.k = n % 63`.execute(
  db,
);
await seedOrderLines(db, 'postgres', 1000000);
await sql`vacuum analyze`.execute(db);
await db.destroy();
console.log('ok');
