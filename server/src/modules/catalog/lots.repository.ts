import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { lots as m } from '#shared/messages/lots.ts';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { unassignedHeat } from '../../db/migrations/026-heat-lots.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { type Allocation, allocate, type LineWant, type LotStock } from './lot-allocation.ts';
import { cutBars, leaveAsRemnants, planBarCuts } from './lot-bar-cuts.ts';
import type { LotRow } from './lots.table.ts';
import { returnRemnant } from './remnants.repository.ts';

/*
 * Every writer of a lot first changes its product's `total` with a conditional UPDATE: on
 * PostgreSQL that locks the product's row until commit, so writers of one product's lots queue
 * behind it and each reads the lots (a new snapshot per statement, READ COMMITTED) as the one
 * before left them; SQLite has one writer (`begin immediate`). The lots' own UPDATEs are
 * conditional too (`quantity + delta >= 0`) and the CHECK refuses any lot below zero, so
 * `products.total` = the sum of the product's lots after every commit.
 */

/** The UNASSIGNED lot's id, as migration 026 named the first ones: one per product, found without a read. */
export const unassignedLotId = (productId: number | string) => `unassigned-${String(productId)}`;

export function listLots(db: Kysely<Database>, productId: number, onlyPublic: boolean): Promise<LotRow[]> {
  return db
    .selectFrom('lots')
    .selectAll()
    .where('product_id', '=', productId)
    .$if(onlyPublic, (q) => q.where('public', '=', 1))
    .orderBy('received_on')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The heats the products have (every lot, public or not), for a CSV import's duplicate check. */
export async function listLotsOf(db: Kysely<Database>, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('lots')
    .select(['product_id', 'heat_number'])
    .where('product_id', 'in', [...productIds])
    .execute();
}

export function findLot(db: Kysely<Database>, id: string): Promise<LotRow | undefined> {
  return db.selectFrom('lots').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Adds `delta` to the product's total, never below zero; false when the product is gone or would go below. */
async function changeTotal(trx: Kysely<Database>, productId: number, delta: number, at: string): Promise<boolean> {
  const changed = await trx
    .updateTable('products')
    .set({ total: sql`total + ${delta}`, updated_at: at })
    .where('id', '=', productId)
    .where(sql<boolean>`total + ${delta} >= 0`)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}

/** Receives a lot: the product's total grows by its quantity in the same transaction. 404: no product. */
export async function receiveLot(
  trx: Kysely<Database>,
  lot: Omit<LotRow, 'id' | 'created_at'>,
  at: string,
  /** A lot of bars (PRODUCT.md §20): its quantity is then barLengthMm × barCount. */
  bars?: { lengthMm: number; count: number },
): Promise<LotRow> {
  if (!(await changeTotal(trx, lot.product_id, lot.quantity, at))) throw notFound(m.productNotFound);
  const row = await trx
    .insertInto('lots')
    .values({ ...lot, id: randomUUID(), created_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (bars)
    await trx
      .insertInto('lot_bars')
      .values(
        Array.from({ length: bars.count }, () => ({
          id: randomUUID(),
          lot_id: row.id,
          length_mm: bars.lengthMm,
          original_length_mm: bars.lengthMm,
        })),
      )
      .execute();
  return row;
}

/** Every bar of the lots (also those cut to 0: the lot is still one of bars), with its id. */
async function barsWithIds(trx: Kysely<Database>, lotIds: readonly string[]) {
  const bars = new Map<string, { id: string; lengthMm: number }[]>();
  if (lotIds.length === 0) return bars;
  const rows = await trx
    .selectFrom('lot_bars')
    .select(['id', 'lot_id', 'length_mm'])
    .where('lot_id', 'in', [...lotIds])
    .execute();
  for (const row of rows)
    bars.set(row.lot_id, [...(bars.get(row.lot_id) ?? []), { id: row.id, lengthMm: Number(row.length_mm) }]);
  return bars;
}

/** The bars left in the lots, longest first (a lot absent from the map has no bars). */
export async function barsOf(db: Kysely<Database>, lotIds: readonly string[]): Promise<Map<string, number[]>> {
  const bars = new Map<string, number[]>();
  if (lotIds.length === 0) return bars;
  const rows = await db
    .selectFrom('lot_bars')
    .select(['lot_id', 'length_mm'])
    .where('lot_id', 'in', [...lotIds])
    .where('length_mm', '>', 0)
    .orderBy('length_mm', 'desc')
    .orderBy('id')
    .execute();
  for (const row of rows) bars.set(row.lot_id, [...(bars.get(row.lot_id) ?? []), Number(row.length_mm)]);
  return bars;
}

/**
 * Corrects a lot by `delta` (signed, base units), audited: 404 when the lot is unknown, 409 when
 * it would go below zero. The product's total changes by the same delta.
 */
/**
 * True when the lot was received as bars (a cut-to-length product, migration 029), bars cut to 0
 * included: its quantity is the sum of its bars, so an adjustment of the lot alone would break it.
 */
export async function isBarLot(db: Kysely<Database>, lotId: string): Promise<boolean> {
  const bar = await db.selectFrom('lot_bars').select('id').where('lot_id', '=', lotId).limit(1).executeTakeFirst();
  return bar !== undefined;
}

export async function adjustLot(
  trx: Kysely<Database>,
  lot: Pick<LotRow, 'id' | 'product_id'>,
  change: { delta: number; reason: string; actorId: string | null; at: string },
): Promise<LotRow | undefined> {
  if (!(await changeTotal(trx, lot.product_id, change.delta, change.at))) return undefined;
  const changed = await trx
    .updateTable('lots')
    .set({ quantity: sql`quantity + ${change.delta}` })
    .where('id', '=', lot.id)
    .where(sql<boolean>`quantity + ${change.delta} >= 0`)
    .returningAll()
    .executeTakeFirst();
  if (!changed) return undefined;
  await trx
    .insertInto('lot_adjustments')
    .values({
      id: randomUUID(),
      lot_id: lot.id,
      delta: change.delta,
      reason: change.reason,
      actor_id: change.actorId,
      at: change.at,
    })
    .execute();
  return changed;
}

/**
 * After an admin wrote `total` itself (the product form's PUT/PATCH, Add product, the CSV import),
 * the difference between each product's total and its lots goes to its UNASSIGNED lot (created when
 * missing), audited with `reason`. Run in the writing transaction, after the write (which locked the
 * products). A decrease larger than the UNASSIGNED lot holds is a 409 naming the product: the rest
 * of its stock has a heat, and only an adjustment of that lot may say which.
 */
export async function reconcileUnassigned(
  trx: Kysely<Database>,
  productIds: readonly number[] | 'all',
  change: { reason: string; actorId: string | null; at: string },
): Promise<void> {
  if (productIds !== 'all' && productIds.length === 0) return;
  const held = sql<number>`coalesce((select sum(lots.quantity) from lots where lots.product_id = products.id), 0)`;
  const differences = await trx
    .selectFrom('products')
    .select(['products.id', 'products.name', 'products.total', held.as('held')])
    .$if(productIds !== 'all', (q) => q.where('products.id', 'in', [...(productIds as readonly number[])]))
    // The CSV import reconciles every product: only the ones whose total differs are read.
    .where(sql<boolean>`products.total <> ${held}`)
    .orderBy('products.id')
    .execute();
  const adjustments = [];
  for (const product of differences) {
    const delta = Number(product.total) - Number(product.held ?? 0);
    if (delta === 0) continue;
    const changed = await trx
      .updateTable('lots')
      .set({ quantity: sql`quantity + ${delta}` })
      .where('product_id', '=', product.id)
      .where('heat_number', '=', unassignedHeat)
      .where(sql<boolean>`quantity + ${delta} >= 0`)
      .returning('id')
      .executeTakeFirst();
    let lotId = changed?.id;
    if (!lotId) {
      if (delta < 0) throw conflict(m.unassignedShort(product.name));
      lotId = (
        await trx
          .insertInto('lots')
          .values({
            id: unassignedLotId(product.id),
            product_id: product.id,
            heat_number: unassignedHeat,
            quantity: delta,
            received_on: change.at.slice(0, 10),
            mill: '',
            notes: '',
            public: 0,
            certificate_document_id: null,
            certificate_type: null,
            created_at: change.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    adjustments.push({
      id: randomUUID(),
      lot_id: lotId,
      delta,
      reason: change.reason,
      actor_id: change.actorId,
      at: change.at,
    });
  }
  if (adjustments.length > 0) await trx.insertInto('lot_adjustments').values(adjustments).execute();
}

export interface LotAllocation extends Allocation {
  certificate: { documentId: string; type: string | null } | null;
}

/**
 * Takes the lines' stock from their products' lots (oldest received first; `oneHeat` lines from
 * one lot), after `takeStockOf` took it from the products' totals in this transaction (and so
 * locked them): one read of the lots, one conditional UPDATE of all the lots taken from, whatever
 * the number of lines. Answers the allocations, or the key of the first line the lots cannot serve
 * (the caller throws and its rollback returns everything).
 */
export async function allocateLots(
  trx: Kysely<Database>,
  wants: readonly LineWant[],
  totalsBefore: ReadonlyMap<number, number>,
  at: string,
): Promise<{ allocations: LotAllocation[] } | { refused: number; bars: boolean }> {
  if (wants.length === 0) return { allocations: [] };
  const productIds = [...new Set(wants.map((want) => want.productId))];
  const read = await trx
    .selectFrom('lots')
    .select([
      'id',
      'product_id',
      'heat_number',
      'quantity',
      'received_on',
      'created_at',
      'certificate_document_id',
      'certificate_type',
      // Whether the lot holds bars, in the same read: an order without bar lots costs no statement
      // more. exists stops at the first bar (count read all of a rack's bars, each order).
      sql<number | boolean>`exists (select 1 from lot_bars where lot_bars.lot_id = lots.id)`.as('has_bars'),
    ])
    .where('product_id', 'in', productIds)
    .where('quantity', '>', 0)
    .execute();
  const healed = await unrecordedStock(trx, read, productIds, totalsBefore, at);
  // An UNASSIGNED lot the upsert grew counts once, with what it holds now.
  const rows = [...read.filter((row) => !healed.some((lot) => lot.id === row.id)), ...healed];
  const barLots = new Set(read.filter((row) => Number(row.has_bars) === 1).map((row) => row.id));
  // Only a cut line is cut from bars; any other line passes a lot of bars over whatever its bars
  // hold, so only the cut products' bars are read (issue 31).
  const cutProducts = new Set(wants.filter((want) => want.cut).map((want) => want.productId));
  const bars = await barsWithIds(
    trx,
    read.filter((row) => barLots.has(row.id) && cutProducts.has(Number(row.product_id))).map((row) => row.id),
  );
  const stock: LotStock[] = rows.map((row) => ({
    id: row.id,
    productId: Number(row.product_id),
    heatNumber: row.heat_number,
    quantity: Number(row.quantity),
    receivedOn: row.received_on,
    createdAt: row.created_at,
    bars: bars.get(row.id) ?? (barLots.has(row.id) ? [] : undefined),
  }));
  const result = allocate(stock, wants);
  if ('refused' in result) return { ...result, bars: barLots.size > 0 };
  const certificateOf = new Map(rows.map((row) => [row.id, row]));
  const { cuts, remnants } = planBarCuts(
    result.allocations,
    wants,
    bars,
    new Map(rows.map((row) => [row.id, Number(row.product_id)])),
    at,
  );
  // What leaves each lot: what the lines took, and the rests that become remnants (PRODUCT.md §20).
  const byLot = new Map<string, number>();
  for (const allocation of result.allocations)
    byLot.set(allocation.lotId, (byLot.get(allocation.lotId) ?? 0) + allocation.quantity);
  for (const remnant of remnants) byLot.set(remnant.lot_id!, (byLot.get(remnant.lot_id!) ?? 0) + remnant.length_mm);
  const values = sql.join([...byLot].map(([id, quantity]) => sql`(${id}, cast(${quantity} as bigint))`));
  const { rows: taken } = await sql<{ id: string }>`
    with taken (id, quantity) as (values ${values})
    update lots set quantity = lots.quantity - taken.quantity
    from taken
    where lots.id = taken.id and lots.quantity >= taken.quantity
    returning lots.id`.execute(trx);
  // Cannot happen while every lot writer locks the product first; refused rather than oversold.
  if (taken.length !== byLot.size) return { refused: wants[0]!.key, bars: false };
  // The bars cut, each only if it still holds what the plan read.
  const refusedCut = await cutBars(trx, cuts);
  if (refusedCut !== undefined) return { refused: refusedCut, bars: true };
  await leaveAsRemnants(trx, remnants, at);
  return {
    allocations: result.allocations.map((allocation) => {
      const lot = certificateOf.get(allocation.lotId)!;
      return {
        ...allocation,
        certificate: lot.certificate_document_id
          ? { documentId: lot.certificate_document_id, type: lot.certificate_type }
          : null,
      };
    }),
  };
}

/**
 * A safety net, not a writer: stock a product's total had before this order (read and locked at
 * pricing) but no lot holds was written around the store (SQL by hand, a process older than lots).
 * It is added to the product's UNASSIGNED lot, so the order is served and total = the sum of lots
 * again. Costs a statement only when there is such stock (one upsert for all the products).
 */
async function unrecordedStock(
  trx: Kysely<Database>,
  rows: readonly { id: string; product_id: number; heat_number: string; quantity: number }[],
  productIds: readonly number[],
  totalsBefore: ReadonlyMap<number, number>,
  at: string,
) {
  const held = new Map<number, number>();
  for (const row of rows)
    held.set(Number(row.product_id), (held.get(Number(row.product_id)) ?? 0) + Number(row.quantity));
  const missing = productIds
    .map((id) => ({ id, quantity: (totalsBefore.get(id) ?? 0) - (held.get(id) ?? 0) }))
    .filter((product) => product.quantity > 0);
  if (missing.length === 0) return [];
  const values = sql.join(
    missing.map(
      (product) =>
        sql`(${unassignedLotId(product.id)}, cast(${product.id} as bigint), ${unassignedHeat}, cast(${product.quantity} as bigint), ${at.slice(0, 10)}, '', '', 0, ${at})`,
    ),
  );
  const { rows: healed } = await sql<LotRow>`
    insert into lots (id, product_id, heat_number, quantity, received_on, mill, notes, public, created_at)
    values ${values}
    on conflict (product_id, heat_number) do update set quantity = lots.quantity + excluded.quantity
    returning *`.execute(trx);
  return healed;
}

/** What the placed lines took from which lots: one INSERT for all of them. */
export async function recordAllocations(
  trx: Kysely<Database>,
  rows: readonly { line_id: string; lot_id: string; quantity: number }[],
): Promise<void> {
  if (rows.length > 0)
    await trx
      .insertInto('line_allocations')
      .values([...rows])
      .execute();
}

/**
 * Gives a cancelled, rejected, refused or expired line's stock back: to its product's total, and to
 * the lots it was taken from; what the line took before lots existed goes to the UNASSIGNED lot
 * (created when missing). A deleted product has nothing to return to.
 */
export async function giveBackStock(
  trx: Kysely<Database>,
  line: { id: string; product_id: number; quantity: number; kind?: string | null },
  at: string,
): Promise<void> {
  // A remnant took no stock (it left its lot when it was cut): it goes back on sale instead.
  if (line.kind === 'remnant') return returnRemnant(trx, line.id);
  if (!(await changeTotal(trx, line.product_id, line.quantity, at))) return;
  // A cut line taken from a lot of bars returns its pieces to that lot as bars of their length
  // (the metal is back in the rack as cut pieces, not as the bars it was cut from).
  const barLots = await trx
    .selectFrom('line_allocations')
    .innerJoin('orders', 'orders.id', 'line_allocations.line_id')
    .select(['line_allocations.lot_id', 'orders.pieces', 'orders.length_mm'])
    .where('line_allocations.line_id', '=', line.id)
    .where('orders.pieces', 'is not', null)
    .where((eb) =>
      eb.exists(eb.selectFrom('lot_bars').select('id').whereRef('lot_bars.lot_id', '=', 'line_allocations.lot_id')),
    )
    .execute();
  const values = barLots.flatMap((lot) =>
    Array.from({ length: Number(lot.pieces) }, () => ({
      id: randomUUID(),
      lot_id: lot.lot_id,
      length_mm: Number(lot.length_mm),
      original_length_mm: Number(lot.length_mm),
    })),
  );
  if (values.length > 0) await trx.insertInto('lot_bars').values(values).execute();
  const allocated = await trx
    .selectFrom('line_allocations')
    .innerJoin('lots', 'lots.id', 'line_allocations.lot_id')
    .select(sql<number>`coalesce(sum(line_allocations.quantity), 0)`.as('quantity'))
    .where('line_allocations.line_id', '=', line.id)
    .executeTakeFirst();
  if (Number(allocated?.quantity ?? 0) > 0)
    await sql`update lots set quantity = quantity + (
        select a.quantity from line_allocations a where a.line_id = ${line.id} and a.lot_id = lots.id)
      where id in (select lot_id from line_allocations where line_id = ${line.id})`.execute(trx);
  const rest = line.quantity - Number(allocated?.quantity ?? 0);
  if (rest > 0)
    await sql`insert into lots (id, product_id, heat_number, quantity, received_on, mill, notes, public, created_at)
      values (${unassignedLotId(line.product_id)}, ${line.product_id}, ${unassignedHeat}, ${rest}, ${at.slice(0, 10)}, '', '', 0, ${at})
      on conflict (product_id, heat_number) do update set quantity = lots.quantity + excluded.quantity`.execute(trx);
}

/** The allocations of the purchase orders' lines, with each lot's heat number, in base units. */
const allocationsQuery = (db: Kysely<Database>, purchaseOrderIds: readonly string[]) =>
  db
    .selectFrom('line_allocations')
    .innerJoin('lots', 'lots.id', 'line_allocations.lot_id')
    .innerJoin('orders', 'orders.id', 'line_allocations.line_id')
    .select(['line_allocations.line_id', 'line_allocations.lot_id', 'lots.heat_number', 'line_allocations.quantity'])
    .where('orders.purchase_order_id', 'in', purchaseOrderIds)
    .orderBy('lots.received_on')
    .orderBy('lots.created_at')
    .orderBy('lots.id');
/** One order's, read by its page and each of its mails: compiled once (prepared-query.ts). */
const allocationsOfOne = preparedQuery((db: Kysely<Database>, id: string) => allocationsQuery(db, [id]));

export async function allocationsOf(db: Kysely<Database>, purchaseOrderIds: readonly string[]) {
  if (purchaseOrderIds.length === 0) return [];
  if (purchaseOrderIds.length === 1) return allocationsOfOne(db, purchaseOrderIds[0]!);
  return allocationsQuery(db, purchaseOrderIds).execute();
}

export type LineAllocationInfo = Awaited<ReturnType<typeof allocationsOf>>[number];
