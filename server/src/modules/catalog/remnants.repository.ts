import { type Kysely, sql } from 'kysely';
import type { RemnantQuery } from '#shared/remnants/remnant.schema.ts';
import { remnants as t } from '#shared/messages/remnants.ts';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { conflict, notFound } from '../../http-errors.ts';
import type { ProductRow } from './catalog.table.ts';

/*
 * Remnants (PRODUCT.md §20, migrations 029 and 030): the rests of bars that cuts left. Placing a
 * cut order makes them (lot-bar-cuts.ts, `leaveAsRemnants`); here they are listed, held in one
 * buyer's cart, sold with an order line and given back when that line is cancelled. Each writer
 * is one conditional UPDATE, so of two buyers at once one has it and the other is told.
 */

/** How long a remnant stays in a cart before another buyer may take it. */
export const remnantHoldMinutes = 60;

/** A remnant with its product and its lot's certificate, as listings and carts read it. */
export interface RemnantWithProduct {
  id: string;
  heatNumber: string;
  lengthMm: number;
  lotId: string | null;
  heldBy: string | null;
  certificate: { documentId: string; type: string | null } | null;
  product: ProductRow;
}

function remnantsWithProducts(db: Kysely<Database>) {
  return db
    .selectFrom('remnants')
    .innerJoin('products', 'products.id', 'remnants.product_id')
    .leftJoin('lots', 'lots.id', 'remnants.lot_id')
    .selectAll('products')
    .select([
      'remnants.id as remnant_id',
      'remnants.heat_number as remnant_heat',
      'remnants.length_mm as remnant_length_mm',
      'remnants.lot_id as remnant_lot_id',
      'remnants.held_by as remnant_held_by',
      'lots.certificate_document_id as remnant_certificate_id',
      'lots.certificate_type as remnant_certificate_type',
    ])
    .where('remnants.status', '=', 'available');
}

type JoinedRow = ProductRow & {
  remnant_id: string;
  remnant_heat: string;
  remnant_length_mm: number;
  remnant_lot_id: string | null;
  remnant_held_by: string | null;
  remnant_certificate_id: string | null;
  remnant_certificate_type: string | null;
};

function toRemnant(row: JoinedRow): RemnantWithProduct {
  const {
    remnant_id,
    remnant_heat,
    remnant_length_mm,
    remnant_lot_id,
    remnant_held_by,
    remnant_certificate_id,
    remnant_certificate_type,
    ...product
  } = row;
  return {
    id: remnant_id,
    heatNumber: remnant_heat,
    lengthMm: Number(remnant_length_mm),
    lotId: remnant_lot_id,
    heldBy: remnant_held_by,
    certificate: remnant_certificate_id ? { documentId: remnant_certificate_id, type: remnant_certificate_type } : null,
    product: product as ProductRow,
  };
}

/**
 * GET /remnants: the remnants on sale, those in no other buyer's cart (a hold past its time is
 * anyone's), filtered, by product name then longest first. At most 500: a rack, not a catalog.
 */
export async function listRemnants(
  db: Kysely<Database>,
  query: RemnantQuery,
  callerId: string | null,
  now: string,
): Promise<RemnantWithProduct[]> {
  const rows = await remnantsWithProducts(db)
    .where((eb) =>
      eb.or([
        eb('remnants.held_by', 'is', null),
        eb('remnants.held_until', '<', now),
        ...(callerId ? [eb('remnants.held_by', '=', callerId)] : []),
      ]),
    )
    .$if(query.metal !== undefined, (q) => q.where('products.metal', '=', query.metal!))
    .$if(query.form !== undefined, (q) => q.where('products.form', '=', query.form!))
    .$if(query.grade !== undefined, (q) => q.where(sql`lower(products.grade)`, '=', query.grade!.toLowerCase()))
    .$if(query.productId !== undefined, (q) => q.where('products.id', '=', Number(query.productId)))
    .$if(query.sizeMin !== undefined, (q) => q.where('products.main_dimension_mm', '>=', query.sizeMin!))
    .$if(query.sizeMax !== undefined, (q) => q.where('products.main_dimension_mm', '<=', query.sizeMax!))
    .$if(query.lengthMin !== undefined, (q) => q.where('remnants.length_mm', '>=', query.lengthMin!))
    .$if(query.lengthMax !== undefined, (q) => q.where('remnants.length_mm', '<=', query.lengthMax!))
    .orderBy('products.name')
    .orderBy('remnants.length_mm', 'desc')
    .orderBy('remnants.id')
    .limit(500)
    .execute();
  return rows.map((row) => toRemnant(row as JoinedRow));
}

/** The remnants in the buyer's cart: held by them and not sold (their hold may have run out; nobody took them). */
/** Read by every cart answer: compiled once (prepared-query.ts). */
const heldBy = preparedQuery((db: Kysely<Database>, buyerId: string) =>
  remnantsWithProducts(db)
    .where('remnants.held_by', '=', buyerId)
    .orderBy('remnants.held_until')
    .orderBy('remnants.id'),
);

export async function heldRemnants(db: Kysely<Database>, buyerId: string): Promise<RemnantWithProduct[]> {
  const rows = await heldBy(db, buyerId);
  return rows.map((row) => toRemnant(row as JoinedRow));
}

/**
 * POST /cart/remnants/{id}: the buyer's cart holds it for `remnantHoldMinutes`, if it is on sale
 * and in no other buyer's cart (one conditional UPDATE). 404 unknown, 409 sold or held by another.
 */
export async function holdRemnant(db: Kysely<Database>, id: string, buyerId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + remnantHoldMinutes * 60_000).toISOString();
  const held = await db
    .updateTable('remnants')
    .set({ held_by: buyerId, held_until: until })
    .where('id', '=', id)
    .where('status', '=', 'available')
    .where((eb) => eb.or([eb('held_by', 'is', null), eb('held_by', '=', buyerId), eb('held_until', '<', at)]))
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) === 1) return;
  const remnant = await db.selectFrom('remnants').select('status').where('id', '=', id).executeTakeFirst();
  if (!remnant) throw notFound(t.notFound);
  throw conflict(remnant.status === 'sold' ? t.sold : t.taken);
}

/** DELETE /cart/remnants/{id}: out of the buyer's cart, on sale to anyone again. Nothing when not theirs. */
export async function releaseRemnant(db: Kysely<Database>, id: string, buyerId: string): Promise<void> {
  await db
    .updateTable('remnants')
    .set({ held_by: null, held_until: null })
    .where('id', '=', id)
    .where('held_by', '=', buyerId)
    .where('status', '=', 'available')
    .execute();
}

/**
 * Sells the buyer's held remnants with their order lines, in the placing transaction: one
 * conditional UPDATE on their holds for all of them (issue 31: not one a line). Answers the ids
 * sold; a remnant another buyer took since (after this hold ran out) is not among them, and the
 * caller refuses the order naming its line.
 */
export async function sellRemnants(
  trx: Kysely<Database>,
  buyerId: string,
  sales: readonly { remnantId: string; lineId: string }[],
): Promise<ReadonlySet<string>> {
  if (sales.length === 0) return new Set();
  const values = sql.join(sales.map((sale) => sql`(${sale.remnantId}, ${sale.lineId})`));
  const { rows } = await sql<{ id: string }>`
    with sale (id, line_id) as (values ${values})
    update remnants set status = 'sold', sold_line_id = sale.line_id, held_until = null
    from sale
    where remnants.id = sale.id and remnants.status = 'available' and remnants.held_by = ${buyerId}
    returning remnants.id`.execute(trx);
  return new Set(rows.map((row) => row.id));
}

/** A cancelled, rejected or expired remnant line: the remnant is on sale again, in nobody's cart. */
export async function returnRemnant(trx: Kysely<Database>, lineId: string): Promise<void> {
  await trx
    .updateTable('remnants')
    .set({ status: 'available', sold_line_id: null, held_by: null, held_until: null })
    .where('sold_line_id', '=', lineId)
    .execute();
}
