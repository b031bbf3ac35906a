import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DocumentRow, DocumentsTable } from './documents.table.ts';

export type NewDocument = Pick<
  DocumentsTable,
  | 'kind'
  | 'quote_id'
  | 'purchase_order_id'
  | 'line_id'
  | 'certificate_type'
  | 'file_name'
  | 'content_type'
  | 'uploaded_by'
> & { content: Buffer };

/** Stores a file (its bytes in the database, with their size and SHA-256); answers it without the bytes. */
export async function storeDocument(db: Kysely<Database>, document: NewDocument, at: string) {
  return db
    .insertInto('documents')
    .values({
      id: randomUUID(),
      ...document,
      size_bytes: document.content.length,
      sha256: createHash('sha256').update(document.content).digest('hex'),
      created_at: at,
    })
    .returning(['id', 'kind', 'file_name', 'content_type', 'size_bytes', 'certificate_type', 'line_id', 'quote_id'])
    .executeTakeFirstOrThrow();
}

/** A document without its bytes, to decide who may read it. */
export function findDocumentInfo(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('documents')
    .select([
      'id',
      'kind',
      'quote_id',
      'purchase_order_id',
      'line_id',
      'certificate_type',
      'file_name',
      'content_type',
      'size_bytes',
      'sha256',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function documentContent(db: Kysely<Database>, id: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('documents').select('content').where('id', '=', id).executeTakeFirst();
  return row ? Buffer.from(row.content) : undefined;
}

export type DocumentInfo = NonNullable<Awaited<ReturnType<typeof findDocumentInfo>>>;
export type { DocumentRow };
