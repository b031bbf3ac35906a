import type { Selectable } from 'kysely';

/**
 * Uploaded files, in the database so that every process serves them (docs/product/quotes.md): a
 * quote's drawing, or the mill certificate of one line of a purchase order.
 */
export interface DocumentsTable {
  id: string;
  /** A tax exemption certificate (migration 022) belongs to its `tax_exemptions` row, not to an order or quote. */
  kind: 'drawing' | 'certificate' | 'tax_exemption';
  quote_id: string | null;
  purchase_order_id: string | null;
  line_id: string | null;
  /** EN 10204 2.1 … 3.2, or Certificate of conformity (certificates only). */
  certificate_type: string | null;
  file_name: string;
  /** Judged from the file's bytes when it was uploaded, never from its name. */
  content_type: string;
  size_bytes: number;
  sha256: string;
  content: Uint8Array;
  uploaded_by: string | null;
  created_at: string;
}

export type DocumentRow = Selectable<DocumentsTable>;
