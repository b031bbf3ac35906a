import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';

/**
 * The demo's remnants (PRODUCT.md §20), so `/remnants` shows what the store sells from the rests of
 * its bars before anyone has cut one: a few rests of the first products cut to length, each longer
 * than its product's minimum cut length, from heats of their own (demo heats, no certificate).
 */
const rests = [
  { lengthMm: 1180, heatNumber: 'DEMO-H24117' },
  { lengthMm: 740, heatNumber: 'DEMO-H24117' },
  { lengthMm: 415, heatNumber: 'DEMO-H24302' },
  { lengthMm: 960, heatNumber: 'DEMO-H25008' },
];

export async function seedDemoRemnants(trx: Kysely<Database>, at: string): Promise<void> {
  const products = await trx
    .selectFrom('products')
    .select(['id', 'cut_min_mm'])
    .where('cut_min_mm', 'is not', null)
    .orderBy('id')
    .limit(rests.length)
    .execute();
  const values = products.flatMap((product, index) => {
    const rest = rests[index]!;
    if (rest.lengthMm < Number(product.cut_min_mm)) return [];
    return [
      {
        id: randomUUID(),
        product_id: Number(product.id),
        lot_id: null,
        heat_number: rest.heatNumber,
        length_mm: rest.lengthMm,
        status: 'available' as const,
        created_at: at,
      },
    ];
  });
  if (values.length > 0) await trx.insertInto('remnants').values(values).execute();
}
