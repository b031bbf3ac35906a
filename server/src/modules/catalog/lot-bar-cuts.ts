import { randomUUID } from 'node:crypto';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Allocation, LineWant } from './lot-allocation.ts';
import type { RemnantsTable } from './lots.table.ts';

/*
 * What placing a cut order does to its lots' bars (PRODUCT.md §20), in statements that do not grow
 * with the order (issue 31): one UPDATE for every bar cut, one INSERT of the remnants, one UPDATE
 * of the products they leave. The lots they leave are taken with the lines' own UPDATE
 * (lots.repository.ts, `allocateLots`).
 */

/** A bar a cut line cuts: from the length the plan read to what it leaves (0 when the rest becomes a remnant). */
export interface BarCut {
  id: string;
  was: number;
  now: number;
  /** The line (its key) that cuts it. */
  key: number;
}

/**
 * The bars the allocations cut, each to what the plan left of it; a rest at least the product's
 * minimum cut length (and shorter than the bar: only a cut bar leaves a rest) becomes a remnant.
 */
export function planBarCuts(
  allocations: readonly Allocation[],
  wants: readonly LineWant[],
  bars: ReadonlyMap<string, readonly { id: string; lengthMm: number }[]>,
  productOf: ReadonlyMap<string, number>,
  at: string,
): { cuts: BarCut[]; remnants: Insertable<RemnantsTable>[] } {
  const cuts: BarCut[] = [];
  const remnants: Insertable<RemnantsTable>[] = [];
  for (const allocation of allocations) {
    const minMm = wants.find((want) => want.key === allocation.key)?.cut?.remnantMinMm;
    for (const rest of allocation.barRests ?? []) {
      const bar = bars.get(allocation.lotId)!.find((candidate) => candidate.id === rest.id)!;
      const remnant = minMm != null && rest.lengthMm > 0 && rest.lengthMm >= minMm;
      cuts.push({ id: rest.id, was: bar.lengthMm, now: remnant ? 0 : rest.lengthMm, key: allocation.key });
      if (remnant)
        remnants.push({
          id: randomUUID(),
          product_id: productOf.get(allocation.lotId)!,
          lot_id: allocation.lotId,
          heat_number: allocation.heatNumber,
          length_mm: rest.lengthMm,
          status: 'available',
          created_at: at,
        });
    }
  }
  return { cuts, remnants };
}

/**
 * Cuts the bars, each only if it still holds the length the plan read, in one conditional UPDATE.
 * Answers the key of the first line whose bar did not (changed since, or cut by an earlier line of
 * the same order, refused as when each bar had its own UPDATE), else undefined.
 */
export async function cutBars(trx: Kysely<Database>, cuts: readonly BarCut[]): Promise<number | undefined> {
  if (cuts.length === 0) return undefined;
  const once = new Set<string>();
  for (const cut of cuts) {
    if (once.has(cut.id)) return cut.key;
    once.add(cut.id);
  }
  const values = sql.join(cuts.map((cut) => sql`(${cut.id}, cast(${cut.was} as bigint), cast(${cut.now} as bigint))`));
  const { rows } = await sql<{ id: string }>`
    with cut (id, was, now) as (values ${values})
    update lot_bars set length_mm = cut.now
    from cut
    where lot_bars.id = cut.id and lot_bars.length_mm = cut.was
    returning lot_bars.id`.execute(trx);
  const done = new Set(rows.map((row) => row.id));
  return cuts.find((cut) => !done.has(cut.id))?.key;
}

/**
 * The rests that became remnants are sold on their own from now on: written, and taken from their
 * products' totals (read and locked above) in one UPDATE, as their lots' quantities were with the
 * lines', so the sum of the lots stays the product's total.
 */
export async function leaveAsRemnants(
  trx: Kysely<Database>,
  remnants: readonly Insertable<RemnantsTable>[],
  at: string,
): Promise<void> {
  if (remnants.length === 0) return;
  await trx
    .insertInto('remnants')
    .values([...remnants])
    .execute();
  const byProduct = new Map<number, number>();
  for (const remnant of remnants) {
    const productId = Number(remnant.product_id);
    byProduct.set(productId, (byProduct.get(productId) ?? 0) + remnant.length_mm);
  }
  const values = sql.join([...byProduct].map(([id, mm]) => sql`(cast(${id} as bigint), cast(${mm} as bigint))`));
  const { rows } = await sql<{ id: number }>`
    with gone (id, mm) as (values ${values})
    update products set total = products.total - gone.mm, updated_at = ${at}
    from gone
    where products.id = gone.id and products.total >= gone.mm
    returning products.id`.execute(trx);
  if (rows.length !== byProduct.size) throw new Error('a remnant beyond its product total');
}
