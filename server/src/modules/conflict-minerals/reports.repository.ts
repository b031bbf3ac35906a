import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ConflictMineralsReport } from '#shared/compliance/conflict-minerals.schema.ts';
import type { Database } from '../../db/database.ts';

/** A report's file as uploaded, after readUpload judged its type from its bytes. */
export interface ReportFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** Stores a metal's report, replacing the one it had (one a metal: the table's key). */
export async function saveReport(
  db: Kysely<Database>,
  metal: string,
  file: ReportFile,
  uploadedBy: string,
  at: string,
): Promise<void> {
  const row = {
    file_name: file.name,
    content_type: file.contentType,
    size_bytes: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    content: file.bytes,
    uploaded_by: uploadedBy,
    created_at: at,
  };
  await db
    .insertInto('conflict_minerals_reports')
    .values({ metal, ...row })
    .onConflict((oc) => oc.column('metal').doUpdateSet(row))
    .execute();
}

const described = ['metal', 'file_name', 'content_type', 'size_bytes', 'sha256', 'created_at'] as const;

/** Every metal's report, without the bytes, by metal. */
export async function listReports(db: Kysely<Database>): Promise<ConflictMineralsReport[]> {
  const rows = await db.selectFrom('conflict_minerals_reports').select(described).orderBy('metal').execute();
  return rows.map((row) => ({
    metal: row.metal,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: Number(row.size_bytes),
    uploadedAt: row.created_at,
  }));
}

/** A metal's report without the bytes (to answer a 304 without reading them); undefined: none. */
export function findReport(db: Kysely<Database>, metal: string) {
  return db.selectFrom('conflict_minerals_reports').select(described).where('metal', '=', metal).executeTakeFirst();
}

/** The bytes of a metal's report; undefined when it has none (any more). */
export async function reportContent(db: Kysely<Database>, metal: string): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('conflict_minerals_reports')
    .select('content')
    .where('metal', '=', metal)
    .executeTakeFirst();
  return row ? Buffer.from(row.content) : undefined;
}
