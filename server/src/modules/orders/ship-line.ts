import { fromBase } from '#shared/catalog/units.ts';
import { messages } from '#shared/messages.ts';
import { conflict, HttpError, notFound } from '../../http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { unitOf } from '../catalog/index.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';
import { findLine } from './purchase-orders.repository.ts';
import { shipPurchaseOrder } from './ship-lines.ts';
import type { OrderRow } from './orders.table.ts';
import { certifiedLines, missingCertificate } from './required-certificate.ts';
import { certificatesOf } from '../documents/index.ts';

/**
 * Ships one paid line of a purchase order (the original API's POST /order/{id}/ship, admins):
 * a shipment of all that remains of that line, without carrier or tracking (the original API has
 * neither), through the one ship command. The order is partially shipped until its last line
 * ships, and its buyer is mailed for each shipment, as for any other.
 */
export async function shipLine(context: PurchaseOrdersContext, lineId: string, actor: Viewer): Promise<OrderRow> {
  const line = await findLine(context.db, lineId);
  if (!line) throw notFound(messages.orders.notFound);
  if (line.status !== 'paid') throw conflict(messages.orders.onlyPaidShip);
  // PRODUCT.md §20: said as such, not as the original API's one answer below (the ship command checks again).
  const missing = missingCertificate(line, certifiedLines(await certificatesOf(context.db, [line.purchase_order_id!])));
  if (missing) throw missing;
  const unit = unitOf(line);
  const remaining = fromBase(unit, Number(line.quantity) - Number(line.shipped_quantity));
  try {
    await shipPurchaseOrder(
      context,
      line.purchase_order_id!,
      { lines: [{ lineId, quantity: remaining }], carrier: null, trackingNumber: null },
      actor,
    );
  } catch (error) {
    // Not shippable now (its order waits for approval, or was cancelled meanwhile): the original
    // API's one answer for that.
    if (error instanceof HttpError && error.statusCode === 409) throw conflict(messages.orders.onlyPaidShip);
    throw error;
  }
  return (await findLine(context.db, lineId))!;
}
