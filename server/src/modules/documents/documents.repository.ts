import { createHash, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
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

/**
 * A document without its bytes, with who may read it: the buyer of its purchase order (a
 * certificate) or of its quote (a drawing). GET /documents/{id} reads the bytes only once the
 * caller may have them and does not hold them already (ETag).
 */
export function findDocumentForDownload(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('documents')
    .leftJoin('purchase_orders', 'purchase_orders.id', 'documents.purchase_order_id')
    .leftJoin('quotes', 'quotes.id', 'documents.quote_id')
    .select([
      'documents.id',
      'documents.kind',
      'documents.file_name',
      'documents.content_type',
      'documents.size_bytes',
      'documents.sha256',
      'purchase_orders.buyer_id as order_buyer_id',
      'purchase_orders.company_id as order_company_id',
      'quotes.buyer_id as quote_buyer_id',
    ])
    .where('documents.id', '=', id)
    .executeTakeFirst();
}

export async function documentContent(db: Kysely<Database>, id: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('documents').select('content').where('id', '=', id).executeTakeFirst();
  return row ? asBuffer(row.content) : undefined;
}

/** node:sqlite answers a Uint8Array, pg a Buffer: a view of the same memory, not a copy of 10 MB. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The certificates of the lines of these purchase orders, without their bytes: one query for a page of orders. */
const certificatesQuery = (db: Kysely<Database>, purchaseOrderIds: readonly string[]) =>
  db
    .selectFrom('documents')
    .select(['id', 'purchase_order_id', 'line_id', 'certificate_type', 'file_name', 'created_at'])
    .where('kind', '=', 'certificate')
    .where('purchase_order_id', 'in', purchaseOrderIds)
    .orderBy('created_at')
    .orderBy('id');
/** One order's, read by its page and each of its mails: compiled once (prepared-query.ts). */
const certificatesOfOne = preparedQuery((db: Kysely<Database>, id: string) => certificatesQuery(db, [id]));

export async function certificatesOf(db: Kysely<Database>, purchaseOrderIds: readonly string[]) {
  if (purchaseOrderIds.length === 0) return [];
  if (purchaseOrderIds.length === 1) return certificatesOfOne(db, purchaseOrderIds[0]!);
  return certificatesQuery(db, purchaseOrderIds).execute();
}

export type CertificateInfo = Awaited<ReturnType<typeof certificatesOf>>[number];

export type DocumentInfo = NonNullable<Awaited<ReturnType<typeof findDocumentInfo>>>;
export type { DocumentRow };

/**
 * PRODUCT.md §20, certificates follow the metal: each line allocated from one certified lot gets its
 * own copy of the lot's certificate, so everything that reads a line's certificate (the answer, the
 * invoice, the ZIP, the buyer's download rights) reads it as if an admin had attached it. One
 * INSERT … SELECT for all the lines.
 */
export async function copyCertificatesToLines(
  trx: Kysely<Database>,
  purchaseOrderId: string,
  copies: readonly { lineId: string; documentId: string }[],
  at: string,
): Promise<CertificateInfo[]> {
  if (copies.length === 0) return [];
  const values = sql.join(copies.map((copy) => sql`(${randomUUID()}, ${copy.lineId}, ${copy.documentId})`));
  const { rows } = await sql<CertificateInfo>`
    with copies (id, line_id, document_id) as (values ${values})
    insert into documents (id, kind, quote_id, purchase_order_id, line_id, certificate_type, file_name,
      content_type, size_bytes, sha256, content, uploaded_by, created_at)
    select copies.id, 'certificate', null, ${purchaseOrderId}, copies.line_id, d.certificate_type, d.file_name,
      d.content_type, d.size_bytes, d.sha256, d.content, d.uploaded_by, ${at}
    from copies join documents d on d.id = copies.document_id
    returning id, purchase_order_id, line_id, certificate_type, file_name, created_at`.execute(trx);
  return rows;
}
