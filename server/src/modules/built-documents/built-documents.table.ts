/**
 * The kept documents of orders (migration 016, ADR 025): one row per order and kind, the bytes of
 * its current version. `version` is the digest of everything the document shows, so it is also
 * its ETag.
 */
export interface BuiltDocumentsTable {
  purchase_order_id: string;
  /** A kind of `documentKinds` (document-kinds.ts): 'invoice', … */
  kind: string;
  version: string;
  content_type: string;
  size_bytes: number;
  content: Uint8Array;
  built_at: string;
}
