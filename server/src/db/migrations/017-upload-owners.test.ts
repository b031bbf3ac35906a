import { type Kysely, Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { storedUploadBytes } from '../../modules/documents/upload-quota.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database.ts';
import { connectDatabase, type DatabaseHandle } from '../connect.ts';
import type { Database } from '../database.ts';
import { migrateToLatest, migrations } from '../migrate.ts';

const at = '2025-01-01T00:00:00.000Z';

describe.each(testDatabaseKinds)('migration 017 (upload owners) on %s', (kind) => {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.db.destroy();
    await database?.drop();
    handle = undefined;
    database = undefined;
  });

  it("gives a drawing stored without its uploader to its quote's buyer, so it counts against the quota", async () => {
    database = await createTestDatabase(kind);
    handle = connectDatabase({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      sqliteSynchronous: 'NORMAL',
    });
    const db: Kysely<Database> = handle.db;
    const migrator = new Migrator({
      db: db as Kysely<unknown>,
      provider: { getMigrations: async () => migrations(kind) },
    });
    expect((await migrator.migrateTo('014-list-indexes')).error).toBeUndefined();
    await db
      .insertInto('users')
      .values({
        id: 'buyer-1',
        name: 'Bea',
        email: 'bea@example.com',
        emailVerified: (kind === 'postgres' ? true : 1) as never,
        image: null,
        role: 'user',
        createdAt: at as never,
        updatedAt: at as never,
      })
      .execute();
    await db
      .insertInto('quotes')
      .values({
        id: 'quote-1',
        number: 1,
        buyer_id: 'buyer-1',
        buyer_email: 'bea@example.com',
        buyer_name: 'Bea',
        metal: 'titanium',
        form: 'tube',
        quantity: 1,
        status: 'requested',
        created_at: at,
        updated_at: at,
      } as never)
      .execute();
    const file = (id: string, kind: 'drawing' | 'certificate', quoteId: string | null, size: number) => ({
      id,
      kind,
      quote_id: quoteId,
      purchase_order_id: null,
      line_id: null,
      certificate_type: null,
      file_name: `${id}.pdf`,
      content_type: 'application/pdf',
      size_bytes: size,
      sha256: id,
      content: new Uint8Array(Buffer.from('%PDF-1.7')),
      uploaded_by: null,
      created_at: at,
    });
    await db
      .insertInto('documents')
      .values([file('drawing-1', 'drawing', 'quote-1', 5000), file('certificate-1', 'certificate', null, 7000)])
      .execute();
    expect(await storedUploadBytes(db, 'buyer-1')).toBe(0);

    await migrateToLatest(db as Kysely<unknown>, kind);

    const owners = await db.selectFrom('documents').select(['id', 'uploaded_by']).orderBy('id').execute();
    expect(owners).toEqual([
      // A certificate's uploader (an admin) was never known: it stays unowned, counted for nobody.
      { id: 'certificate-1', uploaded_by: null },
      { id: 'drawing-1', uploaded_by: 'buyer-1' },
    ]);
    expect(await storedUploadBytes(db, 'buyer-1')).toBe(5000);
  });
});
