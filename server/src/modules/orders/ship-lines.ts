import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { baseToDecimalText, formatQuantity, fromBase, toBase, unitQuantityProblem } from '#shared/catalog/units.ts';
import { echo } from '#shared/echo.ts';
import { shipments as sm } from '#shared/messages/shipments.ts';
import type { OrderStatus } from '#shared/orders/order.schema.ts';
import type { PurchaseOrderStatus, ShipLine } from '#shared/orders/purchase-order.schema.ts';
import {
  lineMayShip,
  remainingBase,
  type ShippableLine,
  shippableStatuses,
  shipQuantityProblem,
} from '#shared/orders/shipping.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, HttpError } from '../../http-errors.ts';
import { unitOf } from '../catalog/index.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';
import { noticeToBuyer } from './purchase-order-notices.ts';
import {
  findPurchaseOrderDetail,
  type LineRow,
  linesOf,
  type PurchaseOrderDetail,
  recordEvent,
} from './purchase-orders.repository.ts';
import type { PurchaseOrderRow } from './purchase-orders.table.ts';
import { certifiedLines, missingCertificate } from './required-certificate.ts';
import { statusWords } from './status-words.ts';
import { certificatesOf } from '../documents/index.ts';

/**
 * What to ship: some lines with a quantity each in the line's unit, or (no `lines`) all that
 * remains. Carrier and tracking are required by POST /purchase-orders/{id}/ship; null here for the
 * original API's per-line ship, which has neither.
 */
export interface ShipRequest {
  lines?: readonly ShipLine[] | undefined;
  carrier: string | null;
  trackingNumber: string | null;
}

const shippable = (line: LineRow): ShippableLine & { lineNo: number } => ({
  status: line.status,
  unit: unitOf(line),
  quantity: Number(line.quantity),
  shippedQuantity: Number(line.shipped_quantity),
  lengthMm: line.pieces !== null && line.length_mm !== null ? Number(line.length_mm) : null,
  lineNo: Number(line.line_no),
});

const refuse = ({ status, message }: { status: 400 | 409; message: string }) => new HttpError(status, message);

/**
 * The lines and base quantities this shipment takes, checked against the lines as they stand
 * inside the transaction (under the head's row lock): every refusal of docs/product/ordering.md#shipping,
 * then a line that requires a certificate and has none (PRODUCT.md §20, 409 naming it).
 */
function plan(
  head: PurchaseOrderRow,
  lines: LineRow[],
  asked: ShipRequest['lines'],
  certified: ReadonlySet<string>,
): [LineRow, number][] {
  const taken = quantitiesOf(head, lines, asked);
  for (const [line] of taken) {
    const missing = missingCertificate(line, certified);
    if (missing) throw missing;
  }
  return taken;
}

function quantitiesOf(head: PurchaseOrderRow, lines: LineRow[], asked: ShipRequest['lines']): [LineRow, number][] {
  if (asked === undefined) {
    const all = lines
      .filter((line) => lineMayShip(shippable(line), head.payment_method))
      .map((line): [LineRow, number] => [line, remainingBase(shippable(line))])
      .filter(([, base]) => base > 0);
    if (all.length === 0) throw conflict(sm.nothingToShip);
    return all;
  }
  if (asked.length === 0) throw badRequest(sm.emptyShipment);
  const byId = new Map(lines.map((line) => [line.id, line]));
  const seen = new Set<string>();
  return asked.map(({ lineId, quantity }): [LineRow, number] => {
    const line = byId.get(lineId);
    if (!line) throw badRequest(sm.unknownLine(echo(lineId)));
    if (seen.has(lineId)) throw badRequest(sm.lineTwice(Number(line.line_no)));
    seen.add(lineId);
    const unitProblem = unitQuantityProblem(unitOf(line), quantity);
    if (unitProblem) throw badRequest(unitProblem);
    const base = toBase(unitOf(line), quantity);
    const problem = shipQuantityProblem(shippable(line), head.payment_method, base);
    if (problem) throw refuse(problem);
    return [line, base];
  });
}

/** "TI-T-1 × 5 pcs, NB-W-2 × 2.5 m": what a shipment held, for its timeline event. */
function describe(taken: [LineRow, number][]): string {
  return taken
    .map(([line, base]) =>
      sm.lineShipped(line.sku ?? line.product_name, formatQuantity(unitOf(line), fromBase(unitOf(line), base))),
    )
    .join(', ');
}

/**
 * Ships part or all of a purchase order (PRODUCT.md §22, docs/product/ordering.md#shipping): one
 * transaction, all or nothing. The head is claimed first by a conditional UPDATE on a shippable
 * status, whose row lock makes a second ship (or a cancel) of the same order wait and then read
 * what the first left; each line's shipped quantity then grows only by a conditional UPDATE
 * (`shipped_quantity + q <= quantity`), and the CHECK of migration 019 stands behind both, so no
 * interleaving ever over-ships. A line whose whole quantity has shipped is `shipped`; the order is
 * `shipped` once every live line is, else `partially_shipped`. The shipment is numbered, is one
 * event on the timeline, and the buyer's mail for it is recorded in the outbox in the same
 * transaction. Answers undefined for an order that does not exist.
 */
export async function shipPurchaseOrder(
  context: PurchaseOrdersContext,
  id: string,
  request: ShipRequest,
  actor: { id: string } | null,
): Promise<PurchaseOrderDetail | undefined> {
  const at = context.config.now().toISOString();
  const shipped = await context.db.transaction().execute(async (trx) => {
    const head = await trx
      .updateTable('purchase_orders')
      .set({ updated_at: at })
      .where('id', '=', id)
      .where('status', 'in', shippableStatuses)
      .returningAll()
      .executeTakeFirst();
    if (!head) {
      const current = await trx.selectFrom('purchase_orders').select('status').where('id', '=', id).executeTakeFirst();
      if (!current) return false;
      throw conflict(sm.notShippable(statusWords[current.status]));
    }
    const [lines, certificates] = await Promise.all([linesOf(trx, [id]), certificatesOf(trx, [id])]);
    const taken = plan(head, lines, request.lines, certifiedLines(certificates));
    await takeQuantities(trx, head, taken, at);
    const number = await nextShipmentNumber(trx, id);
    const shipmentId = randomUUID();
    await trx
      .insertInto('shipments')
      .values({
        id: shipmentId,
        purchase_order_id: id,
        seq: number,
        carrier: request.carrier,
        tracking_number: request.trackingNumber,
        shipped_at: at,
        actor_id: actor?.id ?? null,
      })
      .execute();
    await trx
      .insertInto('shipment_lines')
      .values(taken.map(([line, base]) => ({ shipment_id: shipmentId, line_id: line.id, quantity: base })))
      .execute();
    const status = await statusAfter(trx, id);
    await trx
      .updateTable('purchase_orders')
      .set({
        status,
        // The head shows the latest parcel's carrier and tracking; a shipment without them keeps the last.
        ...(request.carrier !== null ? { carrier: request.carrier } : {}),
        ...(request.trackingNumber !== null ? { tracking_number: request.trackingNumber } : {}),
      })
      .where('id', '=', id)
      .execute();
    await recordEvent(trx, id, {
      type: status,
      at,
      note: sm.eventNote(number, request.carrier, request.trackingNumber, describe(taken)),
      actorId: actor?.id ?? null,
    });
    await noticeToBuyer(trx, context, 'shipped', id, shipmentId);
    return true;
  });
  if (!shipped) return undefined;
  context.outbox.kick();
  return findPurchaseOrderDetail(context.db, id);
}

/**
 * Adds each quantity to its line, only where it still fits and the line may still ship: a row
 * that does not match (changed since it was read) rolls the whole shipment back with 409.
 */
async function takeQuantities(trx: Kysely<Database>, head: PurchaseOrderRow, taken: [LineRow, number][], at: string) {
  const mayShip: OrderStatus[] = head.payment_method === 'account' ? ['paid', 'unpaid'] : ['paid'];
  for (const [line, base] of taken) {
    const moved = await trx
      .updateTable('orders')
      .set((eb) => ({
        shipped_quantity: eb('shipped_quantity', '+', base),
        status: sql<OrderStatus>`case when shipped_quantity + ${base} = quantity then 'shipped' else status end`,
        updated_at: at,
      }))
      .where('id', '=', line.id)
      .where('status', 'in', mayShip)
      .where(sql<boolean>`shipped_quantity + ${base} <= quantity`)
      .returning('id')
      .executeTakeFirst();
    if (!moved) {
      const left = `${baseToDecimalText(unitOf(line), remainingBase(shippable(line)))} ${unitOf(line)}`;
      throw conflict(sm.tooMuch(Number(line.line_no), left));
    }
  }
}

/** 1 for the first shipment; the head's row lock and the (order, seq) key keep numbers unique. */
async function nextShipmentNumber(trx: Kysely<Database>, purchaseOrderId: string): Promise<number> {
  const { last } = await trx
    .selectFrom('shipments')
    .select((eb) => eb.fn.max('seq').as('last'))
    .where('purchase_order_id', '=', purchaseOrderId)
    .executeTakeFirstOrThrow();
  return Number(last ?? 0) + 1;
}

/** Shipped once every live line has shipped in full; partially shipped until then. */
async function statusAfter(
  trx: Kysely<Database>,
  purchaseOrderId: string,
): Promise<Extract<PurchaseOrderStatus, 'shipped' | 'partially_shipped'>> {
  const live = (await linesOf(trx, [purchaseOrderId])).filter((line) => line.status !== 'cancelled');
  return live.every((line) => line.status === 'shipped') ? 'shipped' : 'partially_shipped';
}
