import { randomUUID } from 'node:crypto';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  PostgresAdapter,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { PurchaseOrderEventType, PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';
import type { DatabaseKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { allocationsOf, type LineAllocationInfo } from '../catalog/index.ts';
import { type CertificateInfo, certificatesOf } from '../documents/index.ts';
import type { OrderRow } from './orders.table.ts';
import type { PurchaseOrderEventRow, PurchaseOrderRow } from './purchase-orders.table.ts';
import { type ShipmentDetail, shipmentsOf } from './shipments.repository.ts';

/** A purchase order line as stored (a row of `orders`). */
export type LineRow = OrderRow;

export interface PurchaseOrderDetail {
  head: PurchaseOrderRow;
  lines: LineRow[];
  events: PurchaseOrderEventRow[];
  /** The lines' mill certificates, without their bytes (docs/product/quotes.md#certificates). */
  certificates: CertificateInfo[];
  /** Its shipments, first first (PRODUCT.md §22). */
  shipments: ShipmentDetail[];
  /** What each line took from which heat lot (PRODUCT.md §20), oldest lot first. */
  allocations: LineAllocationInfo[];
}

/**
 * The next order number. PostgreSQL's sequence never blocks concurrent checkouts (a rolled-back
 * one leaves a gap, as invoices numbered by a database do); SQLite runs one write transaction at
 * a time, so max + 1 read inside the checkout's transaction cannot be taken twice.
 */
export async function nextOrderNumber(trx: Kysely<Database>, kind: DatabaseKind): Promise<number> {
  if (kind === 'postgres') {
    const { rows } = await sql<{ number: string }>`select nextval('purchase_order_number') as number`.execute(trx);
    return Number(rows[0]!.number);
  }
  const { last } = await trx
    .selectFrom('purchase_orders')
    .select((eb) => eb.fn.max('number').as('last'))
    .executeTakeFirstOrThrow();
  return Number(last ?? 0) + 1;
}

/**
 * Event ids sort in the order they were recorded within one process, so events of the same
 * moment (cancelled, then refunded) keep their order on the timeline, which sorts by (at, id).
 */
const eventId = () => `${process.hrtime.bigint().toString().padStart(20, '0')}-${randomUUID().slice(0, 8)}`;

export async function recordEvent(
  trx: Kysely<Database>,
  purchaseOrderId: string,
  event: { type: PurchaseOrderEventType; at: string; note?: string | null; actorId?: string | null },
): Promise<void> {
  await trx
    .insertInto('purchase_order_events')
    .values({
      id: eventId(),
      purchase_order_id: purchaseOrderId,
      at: event.at,
      type: event.type,
      note: event.note ?? null,
      actor_id: event.actorId ?? null,
    })
    .execute();
}

/** Several events of one order in one INSERT, in the order given (their ids sort so); the rows written. */
export function recordEvents(
  trx: Kysely<Database>,
  purchaseOrderId: string,
  events: readonly { type: PurchaseOrderEventType; at: string; note?: string | null; actorId?: string | null }[],
): Promise<PurchaseOrderEventRow[]> {
  return trx
    .insertInto('purchase_order_events')
    .values(
      events.map((event) => ({
        id: eventId(),
        purchase_order_id: purchaseOrderId,
        at: event.at,
        type: event.type,
        note: event.note ?? null,
        actor_id: event.actorId ?? null,
      })),
    )
    .returningAll()
    .execute();
}

export async function findPurchaseOrder(db: Kysely<Database>, id: string): Promise<PurchaseOrderRow | undefined> {
  return (await headById(db, id))[0];
}

/** One line of a purchase order (an order of the original API). */
export function findLine(db: Kysely<Database>, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPurchaseOrderByKey(db: Kysely<Database>, buyerId: string, key: string) {
  return db
    .selectFrom('purchase_orders')
    .selectAll()
    .where('buyer_id', '=', buyerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

const linesQuery = (db: Kysely<Database>, purchaseOrderIds: readonly string[]) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('purchase_order_id', 'in', purchaseOrderIds)
    .orderBy('purchase_order_id')
    .orderBy('line_no');
const eventsQuery = (db: Kysely<Database>, purchaseOrderIds: readonly string[]) =>
  db
    .selectFrom('purchase_order_events')
    .selectAll()
    .where('purchase_order_id', 'in', purchaseOrderIds)
    .orderBy('at')
    .orderBy('id');
// One order's head, lines and events, read by its page and each of its mails: compiled once (prepared-query.ts).
const headById = preparedQuery((db: Kysely<Database>, id: string) =>
  db.selectFrom('purchase_orders').selectAll().where('id', '=', id),
);
const linesOfOne = preparedQuery((db: Kysely<Database>, id: string) => linesQuery(db, [id]));
const eventsOfOne = preparedQuery((db: Kysely<Database>, id: string) => eventsQuery(db, [id]));

export async function linesOf(db: Kysely<Database>, purchaseOrderIds: readonly string[]): Promise<LineRow[]> {
  if (purchaseOrderIds.length === 0) return [];
  if (purchaseOrderIds.length === 1) return linesOfOne(db, purchaseOrderIds[0]!);
  return linesQuery(db, purchaseOrderIds).execute();
}

export async function eventsOf(
  db: Kysely<Database>,
  purchaseOrderIds: readonly string[],
): Promise<PurchaseOrderEventRow[]> {
  if (purchaseOrderIds.length === 0) return [];
  if (purchaseOrderIds.length === 1) return eventsOfOne(db, purchaseOrderIds[0]!);
  return eventsQuery(db, purchaseOrderIds).execute();
}

export async function findPurchaseOrderDetail(
  db: Kysely<Database>,
  id: string,
): Promise<PurchaseOrderDetail | undefined> {
  const head = await findPurchaseOrder(db, id);
  if (!head) return undefined;
  const [lines, events, certificates, shipments, allocations] = await Promise.all([
    linesOf(db, [id]),
    eventsOf(db, [id]),
    certificatesOf(db, [id]),
    shipmentsOf(db, [id]),
    allocationsOf(db, [id]),
  ]);
  return { head, lines, events, certificates, shipments, allocations };
}

/** Heads with their lines, events, certificates and shipments, in the heads' order: a few queries, not a few per order. */
export async function withDetails(db: Kysely<Database>, heads: PurchaseOrderRow[]): Promise<PurchaseOrderDetail[]> {
  const ids = heads.map((head) => head.id);
  const [lines, events, certificates, shipments, allocations] = await Promise.all([
    linesOf(db, ids),
    eventsOf(db, ids),
    certificatesOf(db, ids),
    shipmentsOf(db, ids),
    allocationsOf(db, ids),
  ]);
  const headOfLine = new Map(lines.map((line) => [line.id, line.purchase_order_id]));
  return heads.map((head) => ({
    head,
    lines: lines.filter((line) => line.purchase_order_id === head.id),
    events: events.filter((event) => event.purchase_order_id === head.id),
    certificates: certificates.filter((certificate) => certificate.purchase_order_id === head.id),
    shipments: shipments.filter((shipment) => shipment.purchase_order_id === head.id),
    allocations: allocations.filter((allocation) => headOfLine.get(allocation.line_id) === head.id),
  }));
}

export interface PurchaseOrderFilter {
  buyerId?: string;
  /** Who may see which orders (`visiblePurchaseOrders`, companies/order-visibility.ts); absent: all. */
  visible?: (eb: ExpressionBuilder<Database, 'purchase_orders'>) => Expression<SqlBool>;
  status?: PurchaseOrderStatus;
  /**
   * Order number (RM-000123 or 123), buyer name or email, or PO number; in a list scoped to a
   * buyer or a company (`buyerId`, `visible`) also a line's product name or SKU (issue 32).
   */
  q?: string;
  /** Placed on or after this day (YYYY-MM-DD, UTC). */
  from?: string;
  /** Placed on or before this day (YYYY-MM-DD, UTC), the whole day included. */
  to?: string;
  page: number;
  pageSize: number;
  /** A keyset page: the orders after this one (`nextCursor` of the page before), instead of `page`. */
  after?: PurchaseOrderCursor;
}

/** Where a page ended in the list's order (created_at, number), both descending. */
export interface PurchaseOrderCursor {
  createdAt: string;
  number: number;
}

/** The cursor as the API carries it (`after`, X-Next-Cursor): opaque, URL-safe. */
export function encodeCursor(cursor: PurchaseOrderCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.number])).toString('base64url');
}

/** Undefined for anything that is not a cursor this store made. */
export function decodeCursor(text: string): PurchaseOrderCursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [createdAt, number] = value as unknown[];
    if (typeof createdAt !== 'string' || createdAt.length > 40 || !Number.isSafeInteger(number)) return undefined;
    return { createdAt, number: number as number };
  } catch {
    return undefined;
  }
}

/** The day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The lists' order: newest first, the higher number first among orders of the same moment. */
function newestFirst<O>(from: SelectQueryBuilder<Database, 'purchase_orders', O>) {
  return from.orderBy('created_at', 'desc').orderBy('number', 'desc');
}

/** Trigram indexes need three characters; a shorter search reads every order (still correct). */
const trigramMinLength = 3;

/**
 * A page of purchase orders, newest first (created_at, then number), how many match in all, and
 * where the next page starts when there is one. The page is read off the (created_at, number)
 * indexes of migration 014: by offset, from whichever end of the list is nearer (the last page of
 * a million lines costs what the first does), or after a cursor (keyset), which costs the same on
 * any page. A search narrows through the trigram index of migration 014 and still checks each
 * column, so it finds exactly what a scan would.
 */
export async function listPurchaseOrders(
  db: Kysely<Database>,
  filter: PurchaseOrderFilter,
): Promise<{ rows: PurchaseOrderRow[]; total: number; nextCursor: PurchaseOrderCursor | undefined }> {
  let query = db.selectFrom('purchase_orders');
  if (filter.buyerId !== undefined) query = query.where('buyer_id', '=', filter.buyerId);
  if (filter.visible !== undefined) query = query.where(filter.visible);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  // created_at is an ISO time in UTC on both engines: a day's range compares as text.
  if (filter.from !== undefined) query = query.where('created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to !== undefined) query = query.where('created_at', '<', `${nextDay(filter.to)}T00:00:00.000Z`);
  const scoped = filter.buyerId !== undefined || filter.visible !== undefined;
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const digits = /^(?:rm-?)?0*(\d{1,12})$/.exec(q)?.[1];
    // Order numbers are PostgreSQL integers: a larger number names no order (comparing it would be a 500).
    const number = digits !== undefined && Number(digits) <= 2_147_483_647 ? digits : undefined;
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    query = query.where((eb) => {
      const columns = eb.or([
        eb(sql`lower(buyer_email)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(buyer_name)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(buyer_company)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(po_number)`, 'like', sql`${like} escape '\\'`),
      ]);
      const indexed =
        [...q].length < trigramMinLength
          ? columns
          : postgres
            ? eb.and([eb(sql`search_text`, 'like', sql`${like} escape '\\'`), columns])
            : eb.and([
                eb(
                  'number',
                  'in',
                  sql<number>`(select rowid from purchase_orders_search where purchase_orders_search match ${`"${q.replaceAll('"', '""')}"`})`,
                ),
                columns,
              ]);
      // A buyer's or a company's orders are few: their lines are read through orders_purchase_order.
      // The store-wide list keeps to the indexed columns (a million lines have no product index).
      const product = scoped
        ? [
            eb.exists(
              eb
                .selectFrom('orders')
                .select(sql<number>`1`.as('one'))
                .whereRef('orders.purchase_order_id', '=', 'purchase_orders.id')
                .where((line) =>
                  line.or([
                    line(sql`lower(orders.product_name)`, 'like', sql`${like} escape '\\'`),
                    line(sql`lower(coalesce(orders.sku, ''))`, 'like', sql`${like} escape '\\'`),
                  ]),
                ),
            ),
          ]
        : [];
      return eb.or([...(number !== undefined ? [eb('number', '=', Number(number))] : []), indexed, ...product]);
    });
  }
  const size = filter.pageSize;
  const countAll = async () => {
    // Every order, or every one in a status: the counts the triggers keep (migration 014), not a count of rows.
    const kept = !scoped && !q && filter.from === undefined && filter.to === undefined;
    let keptCounts = db.selectFrom('purchase_order_counts').select((eb) => eb.fn.sum<number>('n').as('count'));
    if (filter.status !== undefined) keptCounts = keptCounts.where('status', '=', filter.status);
    const counting = kept ? keptCounts : query.select((eb) => eb.fn.countAll<number>().as('count'));
    return Number((await counting.executeTakeFirstOrThrow()).count ?? 0);
  };
  let rows: PurchaseOrderRow[];
  let total: number;
  let more: boolean;
  if (filter.after !== undefined) {
    const { createdAt, number } = filter.after;
    total = await countAll();
    rows = await newestFirst(
      query.selectAll().where((eb) => eb(eb.refTuple('created_at', 'number'), '<', eb.tuple(createdAt, number))),
    )
      .limit(size + 1)
      .execute();
    more = rows.length > size;
    rows = rows.slice(0, size);
  } else if (q) {
    // A search: its page and its count in one statement, so the index is searched once, not twice.
    const offset = (filter.page - 1) * size;
    const found = await newestFirst(query.selectAll().select(sql<number>`count(*) over ()`.as('matches')))
      .limit(size)
      .offset(offset)
      .execute();
    total = found.length > 0 ? Number(found[0]!.matches) : offset > 0 ? await countAll() : 0;
    rows = found.map(({ matches: _matches, ...row }) => row);
    more = offset + rows.length < total;
  } else {
    total = await countAll();
    const offset = (filter.page - 1) * size;
    const fromEnd = total - offset - size;
    if (offset > 0 && fromEnd < offset && offset < total) {
      // Nearer the end: read the page oldest first from there and turn it round.
      rows = await query
        .selectAll()
        .orderBy('created_at', 'asc')
        .orderBy('number', 'asc')
        .limit(Math.min(size, total - offset))
        .offset(Math.max(0, fromEnd))
        .execute();
      rows.reverse();
    } else {
      rows = await newestFirst(query.selectAll()).limit(size).offset(offset).execute();
    }
    more = offset + rows.length < total;
  }
  const last = rows.at(-1);
  const nextCursor = more && last ? { createdAt: last.created_at, number: Number(last.number) } : undefined;
  return { rows, total, nextCursor };
}

export async function countUnpaidPurchaseOrdersOf(db: Kysely<Database>, buyerId: string): Promise<number> {
  const { count } = await db
    .selectFrom('purchase_orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('buyer_id', '=', buyerId)
    // An order waiting for approval, or held for export compliance (which never times out), holds
    // stock like an unpaid one, so it counts against the cap.
    .where('status', 'in', ['unpaid', 'pending_approval', 'compliance_hold'])
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Unpaid purchase orders placed (or approved) before `before` (ISO time), oldest first, and the
 * ones still waiting for a company admin's approval: both hold stock, and both time out alike
 * (docs/product/companies.md#approvals).
 */
export function listUnpaidPurchaseOrdersBefore(db: Kysely<Database>, before: string, limit: number) {
  return (
    db
      .selectFrom('purchase_orders')
      .selectAll()
      .where('status', 'in', ['unpaid', 'pending_approval'])
      // An approved order's time to pay runs from its approval: the buyer could not pay before.
      .where((eb) => eb.fn.coalesce('approved_at', 'created_at'), '<', before)
      .orderBy('created_at')
      .limit(limit)
      .execute()
  );
}

/**
 * The one lock of a purchase order's writes: its head row, taken before any of its lines is
 * changed (PostgreSQL `FOR UPDATE`; SQLite runs one write transaction at a time). Every command
 * that changes lines (pay, cancel, ship, expire, refund) locks the head first, so two of them on
 * the same order run one after the other and never wait on each other's rows in opposite order.
 */
export async function lockPurchaseOrder(
  trx: Kysely<Database>,
  kind: DatabaseKind,
  id: string,
): Promise<PurchaseOrderRow | undefined> {
  return trx
    .selectFrom('purchase_orders')
    .selectAll()
    .where('id', '=', id)
    .$if(kind === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
}

/**
 * Brings a locked head (lockPurchaseOrder) in line with its lines after some of them changed
 * (paid, shipped or cancelled alone, or by the expiry): the total counts the lines not cancelled;
 * an unpaid order whose live lines are all paid is paid; one whose lines are all cancelled is
 * cancelled; a paid or in-production order whose live lines have all shipped is shipped. Answers
 * the status it moved to, if it moved, so the caller records the event.
 */
export async function settleLockedPurchaseOrder(
  trx: Kysely<Database>,
  head: PurchaseOrderRow,
  at: string,
): Promise<{ head: PurchaseOrderRow; movedTo?: PurchaseOrderStatus }> {
  const purchaseOrderId = head.id;
  const lines = await linesOf(trx, [purchaseOrderId]);
  const live = lines.filter((line) => line.status !== 'cancelled');
  const goods = live.reduce((sum, line) => sum + Number(line.total_cents), 0);
  // The total follows its lines (migration 023): their goods and tax, and the freight with its tax
  // while any line is live; a cancelled line takes its own tax with it.
  const total =
    live.length === 0
      ? 0
      : goods +
        live.reduce((sum, line) => sum + Number(line.tax_cents), 0) +
        Number(head.freight_cents ?? 0) +
        Number(head.freight_tax_cents);
  let status = head.status;
  if (live.length === 0) status = 'cancelled';
  else if (head.status === 'unpaid' && live.every((line) => line.status !== 'unpaid')) status = 'paid';
  // A partly shipped order whose last unshipped line is cancelled has shipped.
  const shipping: PurchaseOrderStatus[] = ['paid', 'in_production', 'partially_shipped'];
  if (shipping.includes(status) && live.every((line) => line.status === 'shipped')) status = 'shipped';
  const paid = live.length > 0 && live.every((line) => line.status !== 'unpaid');
  const refunded = live.length === 0 && lines.some((line) => line.refund_id !== null);
  // A paid order whose last line was cancelled stays paid until the outbox has made its refund
  // (refunds.ts settles it again then): the money has not gone back yet.
  const refundPending = live.length === 0 && head.payment_status === 'paid';
  const paymentStatus = refunded
    ? 'refunded'
    : paid || refundPending
      ? 'paid'
      : head.payment_status === 'refunded'
        ? 'refunded'
        : 'unpaid';
  const transactionId =
    head.transaction_id ?? live.find((line) => line.transaction_id !== null)?.transaction_id ?? null;
  const refundId = head.refund_id ?? lines.find((line) => line.refund_id !== null)?.refund_id ?? null;
  if (
    status === head.status &&
    total === Number(head.total_cents) &&
    goods === Number(head.goods_cents) &&
    paymentStatus === head.payment_status &&
    transactionId === head.transaction_id &&
    refundId === head.refund_id
  ) {
    return { head };
  }
  const updated = await trx
    .updateTable('purchase_orders')
    .set({
      status,
      total_cents: total,
      goods_cents: goods,
      payment_status: paymentStatus,
      transaction_id: transactionId,
      refund_id: refundId,
      updated_at: at,
    })
    .where('id', '=', purchaseOrderId)
    .returningAll()
    .executeTakeFirstOrThrow();
  // Settling only ever moves an order to paid, shipped or cancelled, each an event of its own name.
  if (status === 'paid' || status === 'shipped' || status === 'cancelled') {
    if (status !== head.status) await recordEvent(trx, purchaseOrderId, { type: status, at });
  }
  return { head: updated, movedTo: status === head.status ? undefined : status };
}
