import { describe, expect, it } from 'vitest';
import { storedUploadBytes } from '../../modules/documents/upload-quota.ts';
import { migratingDatabase } from '../../testing/migrating-database.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const at = '2025-01-01T00:00:00.000Z';

describe.each(testDatabaseKinds)('migration 017 (upload owners) on %s', (kind) => {
  const openDatabase = migratingDatabase(kind);

  it("gives a drawing stored without its uploader to its quote's buyer, so it counts against the quota", async () => {
    const database = await openDatabase();
    const { db } = database;
    await database.migrateTo('014-list-indexes');
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

    await database.migrateToLatest();

    const owners = await db.selectFrom('documents').select(['id', 'uploaded_by']).orderBy('id').execute();
    expect(owners).toEqual([
      // A certificate's uploader (an admin) was never known: it stays unowned, counted for nobody.
      { id: 'certificate-1', uploaded_by: null },
      { id: 'drawing-1', uploaded_by: 'buyer-1' },
    ]);
    expect(await storedUploadBytes(db, 'buyer-1')).toBe(5000);
  });
});
