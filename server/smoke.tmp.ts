import { mkdtempSync } from 'node:fs';
import { type Kysely } from 'kysely';
import { connectDatabase } from './src/db/connect.ts';
import { migrateToLatest } from './src/db/migrate.ts';
import { seedDemo } from './src/db/seed/seed-demo.ts';
import { listProducts } from './src/modules/catalog/index.ts';
const kind = process.argv[2] ?? 'sqlite';
const dataDir = mkdtempSync('/tmp/srch/d-');
const { db } = kind === 'sqlite' ? connectDatabase({ dataDir, sqliteSynchronous: 'OFF' }) : connectDatabase({ databaseUrl: process.env.URL!, dataDir: '', sqliteSynchronous: 'OFF' });
await migrateToLatest(db as Kysely<unknown>, kind as 'sqlite');
await seedDemo(db);
for (const q of process.argv.slice(3)) {
  const r = await listProducts(db, { q });
  console.log(`${q} → ${r.count}${r.didYouMean ? ` (did you mean ${r.didYouMean})` : ''}:`, r.rows.slice(0, 6).map((p) => p.sku).join(', '));
}
await db.destroy();
