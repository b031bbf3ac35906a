import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { ShipmentRow } from './shipments.table.ts';

/** A shipment with what it held, each line's quantity in its base unit (pieces, mm, g). */
export interface ShipmentDetail extends ShipmentRow {
  lines: { line_id: string; quantity: number }[];
}

/** The shipments of these purchase orders, each order's first first: two queries for any number of orders. */
const shipmentsQuery = (db: Kysely<Database>, purchaseOrderIds: readonly string[]) =>
  db
    .selectFrom('shipments')
    .selectAll()
    .where('purchase_order_id', 'in', purchaseOrderIds)
    .orderBy('purchase_order_id')
    .orderBy('seq');
/** One order's, read by its page and each of its mails: compiled once (prepared-query.ts). */
const shipmentsOfOne = preparedQuery((db: Kysely<Database>, id: string) => shipmentsQuery(db, [id]));

export async function shipmentsOf(
  db: Kysely<Database>,
  purchaseOrderIds: readonly string[],
): Promise<ShipmentDetail[]> {
  if (purchaseOrderIds.length === 0) return [];
  const heads =
    purchaseOrderIds.length === 1
      ? await shipmentsOfOne(db, purchaseOrderIds[0]!)
      : await shipmentsQuery(db, purchaseOrderIds).execute();
  if (heads.length === 0) return [];
  const lines = await db
    .selectFrom('shipment_lines')
    .innerJoin('orders', 'orders.id', 'shipment_lines.line_id')
    .select(['shipment_lines.shipment_id', 'shipment_lines.line_id', 'shipment_lines.quantity'])
    .where(
      'shipment_lines.shipment_id',
      'in',
      heads.map((head) => head.id),
    )
    .orderBy('orders.line_no')
    .execute();
  return heads.map((head) => ({
    ...head,
    seq: Number(head.seq),
    lines: lines
      .filter((line) => line.shipment_id === head.id)
      .map((line) => ({ line_id: line.line_id, quantity: Number(line.quantity) })),
  }));
}
