/**
 * The kept documents of orders (migrations 016 and 037, ADR 025): one row per order, kind and
 * language, the bytes of its current version. `version` is the digest of everything the document shows, so it is also
 * its ETag.
 */
export interface BuiltDocumentsTable {
  purchase_order_id: string;
  /** A kind of `documentKinds` (document-kinds.ts): 'invoice', … */
  kind: string;
  /** The language it is written in (PRODUCT.md §18): its reader's. */
  language: string;
  version: string;
  content_type: string;
  size_bytes: number;
  content: Uint8Array;
  built_at: string;
}
