import type { Kysely } from 'kysely';
import { messages } from '#shared/messages.ts';
import { certificates } from '#shared/messages/certificates.ts';
import type { CertificateType } from '#shared/quotes/quote.schema.ts';
import type { Database } from '../../db/database.ts';
import { conflict, notFound } from '../../http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { storeDocument } from '../documents/index.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';
import { findPurchaseOrder, recordEvent } from './purchase-orders.repository.ts';

export interface LineCertificate {
  type: CertificateType;
  heatNumber: string;
  /** A PDF, already judged by its bytes (readUpload). */
  file: { name: string; contentType: string; bytes: Buffer };
}

/**
 * Refuses a line that cannot take a certificate: 404 when the purchase order is unknown or the line
 * is not one of its lines, 409 when the line is cancelled (it ships nothing to certify).
 */
export async function assertCertifiableLine(
  db: Kysely<Database>,
  purchaseOrderId: string,
  lineId: string,
): Promise<void> {
  const line = await db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', lineId)
    .where('purchase_order_id', '=', purchaseOrderId)
    .executeTakeFirst();
  if (line?.status === 'cancelled') throw conflict(certificates.lineCancelled);
  if (line) return;
  const head = await findPurchaseOrder(db, purchaseOrderId);
  throw notFound(head ? certificates.lineNotFound : messages.purchaseOrders.notFound);
}

/**
 * Attaches a mill certificate to a line of a purchase order (docs/product/quotes.md#certificates),
 * all in one transaction: the line takes the heat number, the file replaces the line's earlier
 * certificate, and the timeline says so ("EN 10204 3.1, heat H-1234, line 2"). The conditional
 * UPDATE of the line comes first: it refuses a line cancelled meanwhile, and on PostgreSQL it
 * locks the line, so two uploads to one line cannot both keep their file.
 */
export async function attachLineCertificate(
  context: Pick<PurchaseOrdersContext, 'db' | 'config'>,
  purchaseOrderId: string,
  lineId: string,
  certificate: LineCertificate,
  admin: Viewer,
): Promise<void> {
  const at = context.config.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const line = await trx
      .updateTable('orders')
      .set({ heat_number: certificate.heatNumber, updated_at: at })
      .where('id', '=', lineId)
      .where('purchase_order_id', '=', purchaseOrderId)
      .where('status', '<>', 'cancelled')
      .returning('line_no')
      .executeTakeFirst();
    if (!line) {
      await assertCertifiableLine(trx, purchaseOrderId, lineId);
      throw conflict(certificates.lineCancelled);
    }
    await trx.deleteFrom('documents').where('kind', '=', 'certificate').where('line_id', '=', lineId).execute();
    await storeDocument(
      trx,
      {
        kind: 'certificate',
        quote_id: null,
        purchase_order_id: purchaseOrderId,
        line_id: lineId,
        certificate_type: certificate.type,
        file_name: certificate.file.name,
        content_type: certificate.file.contentType,
        uploaded_by: admin.id,
        content: certificate.file.bytes,
      },
      at,
    );
    await trx.updateTable('purchase_orders').set({ updated_at: at }).where('id', '=', purchaseOrderId).execute();
    await recordEvent(trx, purchaseOrderId, {
      type: 'certificate_added',
      at,
      note: certificates.note(certificate.type, certificate.heatNumber, line.line_no),
      actorId: admin.id,
    });
  });
}
