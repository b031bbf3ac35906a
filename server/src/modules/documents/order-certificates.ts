import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * Every mill certificate of a purchase order's lines, without their bytes: the name each was
 * uploaded with and its SHA-256, which is the certificate's version in the ZIP of the order's
 * documents (PRODUCT.md §19). Oldest first, so the entries keep their places as more come.
 */
export function orderCertificateFiles(db: Kysely<Database>, purchaseOrderId: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'line_id', 'file_name', 'sha256'])
    .where('kind', '=', 'certificate')
    .where('purchase_order_id', '=', purchaseOrderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
