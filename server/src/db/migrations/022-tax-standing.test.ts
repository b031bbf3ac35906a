import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migratingDatabase } from '../../testing/migrating-database.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const at = '2025-01-01T00:00:00.000Z';

describe.each(testDatabaseKinds)('migration 022 (VAT IDs, tax exemptions) on %s', (kind) => {
  const openDatabase = migratingDatabase(kind);

  it('keeps every stored file and company, gives companies no VAT ID, and takes tax exemption files', async () => {
    const database = await openDatabase();
    const { db } = database;
    await database.migrateTo('019-shipments');
    const bytes = Buffer.from('%PDF-1.7\n% a drawing\n%%EOF\n');
    await sql`insert into documents (id, kind, file_name, content_type, size_bytes, sha256, content, uploaded_by, created_at)
      values ('doc-1', 'drawing', 'drawing.pdf', 'application/pdf', ${bytes.length}, 'abc', ${bytes}, 'someone', ${at})`.execute(
      db,
    );
    await sql`insert into companies (id, name, tax_id, billing_address, approval_threshold_cents, payment_terms,
      credit_limit_cents, discount_bp, created_at, updated_at)
      values ('co-1', 'Old Alloys', '', '1 Old Road', null, null, 0, 0, ${at}, ${at})`.execute(db);

    await database.migrateToLatest();

    const document = await db.selectFrom('documents').selectAll().where('id', '=', 'doc-1').executeTakeFirstOrThrow();
    expect(document).toMatchObject({
      kind: 'drawing',
      file_name: 'drawing.pdf',
      uploaded_by: 'someone',
      size_bytes: bytes.length,
    });
    expect(Buffer.from(document.content).equals(bytes)).toBe(true);
    expect(
      await db
        .selectFrom('companies')
        .select(['vat_id', 'vat_id_status', 'vat_check_due_at', 'vat_check_attempts'])
        .executeTakeFirstOrThrow(),
    ).toEqual({ vat_id: null, vat_id_status: 'unverified', vat_check_due_at: null, vat_check_attempts: 0 });

    await sql`insert into documents (id, kind, file_name, content_type, size_bytes, sha256, content, created_at)
      values ('doc-2', 'tax_exemption', 'exemption.pdf', 'application/pdf', 1, 'def', ${bytes}, ${at})`.execute(db);
    await expect(
      sql`insert into documents (id, kind, file_name, content_type, size_bytes, sha256, content, created_at)
        values ('doc-3', 'brochure', 'x.pdf', 'application/pdf', 1, 'ghi', ${bytes}, ${at})`.execute(db),
    ).rejects.toThrow();
    await expect(sql`update companies set vat_id_status = 'maybe'`.execute(db)).rejects.toThrow();
  });
});
