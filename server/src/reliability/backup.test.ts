import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { call, signUp, signUpAdmin } from '../testing/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { adminEmail, type RealServer, startRealServer } from './real-server.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const startingStock = 1_000_000;

/** Runs `npm run backup`'s command (node server/scripts/backup.ts) with the given environment. */
function runBackup(env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['server/scripts/backup.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Issue 7, "Backup": `npm run backup` copies the embedded database while the store serves a
 * steady stream of orders. The copy passes SQLite's integrity check, holds every order committed
 * before the backup started, is consistent (stock plus ordered quantities is the starting stock),
 * and a server started on it serves those orders (the restore of README "Backups").
 */
describe('npm run backup (SQLite online backup)', () => {
  let database: TestDatabase;
  let restored: TestDatabase | undefined;
  const servers: RealServer[] = [];
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await database?.drop();
    await restored?.drop();
  });

  it('writes a consistent copy under DATA_DIR/backups while orders keep coming, and a server restored from it serves them', async () => {
    database = await createTestDatabase('sqlite');
    const server = await startRealServer(database, { SEED_DEMO: 'true' });
    servers.push(server);
    const t = server.asTestApp();
    const admin = await signUpAdmin(t, adminEmail);
    const buyer = await signUp(t, 'buyer@example.com');
    const created = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: 'Mo plate',
        picture: '/x.svg',
        about: 'Backup',
        origin: 'USA',
        total: startingStock,
        minimum: 1,
        price: 2,
      },
    });
    const productId = created.body._id as string;

    const acknowledged: string[] = [];
    let loading = true;
    const load = Promise.all(
      Array.from({ length: 6 }, async () => {
        while (loading) {
          const order = await call(t, 'POST', '/orders', {
            as: buyer,
            body: { productId, productQuantity: 3, buyerAddress: 'Dock 4', phone: '+1 412 555 0100' },
          });
          expect(order.status).toBe(201);
          acknowledged.push(order.body._id);
        }
      }),
    );
    while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 5));

    const committedBefore = [...acknowledged];
    const result = await runBackup({ DATA_DIR: database.dataDir });
    const duringBackup = acknowledged.length - committedBefore.length;
    loading = false;
    await load;
    expect(result.code, result.stderr).toBe(0);

    const summary = JSON.parse(result.stdout) as { backup: string; orders: number; integrity: string };
    expect(path.dirname(summary.backup)).toBe(path.join(database.dataDir, 'backups'));
    expect(path.basename(summary.backup)).toMatch(/^store-\d{4}-\d{2}-\d{2}T[\d-]+Z\.sqlite$/);
    expect(readdirSync(path.join(database.dataDir, 'backups'))).toEqual([path.basename(summary.backup)]);

    const copy = new DatabaseSync(summary.backup, { readOnly: true });
    try {
      expect(copy.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
      expect(copy.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
      const orders = copy.prepare('select id, quantity from orders').all() as { id: string; quantity: number }[];
      const ids = new Set(orders.map((order) => order.id));
      expect(committedBefore.filter((id) => !ids.has(id))).toEqual([]);
      const { total } = copy.prepare('select total from products where id = ?').get(Number(productId)) as {
        total: number;
      };
      expect(total + orders.reduce((sum, order) => sum + order.quantity, 0)).toBe(startingStock);
      console.log(
        `backup under load: ${committedBefore.length} orders committed before it started, ${duringBackup} more during it; ` +
          `the copy holds ${orders.length}, integrity ok`,
      );
    } finally {
      copy.close();
    }

    // Restore (README "Backups"): the copy becomes DATA_DIR/store.sqlite of a stopped store.
    restored = await createTestDatabase('sqlite');
    mkdirSync(restored.dataDir, { recursive: true });
    copyFileSync(summary.backup, path.join(restored.dataDir, 'store.sqlite'));
    const again = await startRealServer(restored);
    servers.push(again);
    // Sessions are in the database too; the same AUTH_SECRET keeps the tokens valid.
    const served = await call(again.asTestApp(), 'GET', '/order', { as: admin });
    expect(served.status).toBe(200);
    expect(served.body.length).toBe(summary.orders);
  }, 60_000);

  it('refuses a PostgreSQL store with the advice to use pg_dump or pg_basebackup', async () => {
    const result = await runBackup({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'store-test-')),
      DATABASE_URL: 'postgres://x@127.0.0.1/x',
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('pg_dump');
    expect(result.stderr).toContain('pg_basebackup');
  });
});
