import type { Kysely } from 'kysely';
import type { Language } from '#shared/i18n/languages.ts';
import type { Database } from '../../db/database.ts';
import type { DocumentKind } from './document-kinds.ts';

export interface KeptDocument {
  purchaseOrderId: string;
  kind: DocumentKind;
  language: Language;
  version: string;
  contentType: string;
}

/** The kept bytes of this version of an order's document; undefined when none or another version is kept. */
export async function keptDocumentContent(db: Kysely<Database>, document: KeptDocument): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('built_documents')
    .select('content')
    .where('purchase_order_id', '=', document.purchaseOrderId)
    .where('kind', '=', document.kind)
    .where('language', '=', document.language)
    .where('version', '=', document.version)
    .executeTakeFirst();
  return row ? asBuffer(row.content) : undefined;
}

/**
 * Keeps a built version, replacing the order's previous version of that kind in that language (one
 * row per order, kind and language: a German and an English reader do not displace each other).
 */
export async function keepDocument(db: Kysely<Database>, document: KeptDocument, content: Uint8Array, at: string) {
  const values = {
    version: document.version,
    content_type: document.contentType,
    size_bytes: content.byteLength,
    content,
    built_at: at,
  };
  await db
    .insertInto('built_documents')
    .values({ purchase_order_id: document.purchaseOrderId, kind: document.kind, language: document.language, ...values })
    .onConflict((conflict) => conflict.columns(['purchase_order_id', 'kind', 'language']).doUpdateSet(values))
    .execute();
}

/** node:sqlite answers a Uint8Array, pg a Buffer: a view of the same memory, not a copy. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
