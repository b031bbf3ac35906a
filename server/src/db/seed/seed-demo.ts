import type { Kysely } from 'kysely';
import { mainDimension } from '#shared/catalog/product.schema.ts';
import { priceBreaksColumn } from '../../modules/catalog/product.mapper.ts';
import type { Database } from '../database.ts';
import { type DemoProduct, demoProducts, demoReviews } from './demo-catalog.ts';

/** The columns a demo product's `spec` writes (main dimension from the given form, as stored). */
function specColumns(product: DemoProduct, form: string | null) {
  const spec = product.spec ?? {};
  const dimensions = spec.dimensions ?? {};
  const blank = (value: string | null | undefined) => value || null;
  return {
    grade: blank(spec.grade),
    standard: blank(spec.standard),
    condition: blank(spec.condition),
    certificate: blank(spec.certificate),
    dimensions: JSON.stringify(dimensions),
    main_dimension_mm: mainDimension({ form, dimensions }),
    increment: spec.increment ?? 1,
    maximum: spec.maximum ?? null,
    price_breaks: priceBreaksColumn(spec.priceBreaks ?? []),
    lead_time_days: spec.leadTimeDays ?? null,
  };
}

/**
 * Fills an empty store with the demo catalog and a handful of reviews (docs/product/rules.md#data-money-and-stock).
 * Idempotent: products are keyed by SKU, and reviews are only added by the run that added the
 * products, so restarts (or several processes starting at once) never duplicate anything, and a
 * demo product an admin deleted does not come back. A store seeded before the catalog had
 * specifications gains them (fillDemoSpecs).
 */
export async function seedDemo(db: Kysely<Database>): Promise<{ products: number; reviews: number }> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('products').select('id').limit(1).executeTakeFirst();
    if (existing) {
      await fillDemoSpecs(trx);
      return { products: 0, reviews: 0 };
    }

    const start = Date.now();
    const rows = demoProducts.map((product, index) => {
      // One millisecond apart, so the catalog's order (oldest first) is the demo list's order.
      const at = new Date(start + index).toISOString();
      return {
        sku: product.sku,
        name: product.name,
        picture: product.picture,
        about: product.about,
        total: product.total,
        minimum: product.minimum,
        price_cents: product.priceCents,
        origin: product.origin,
        metal: product.metal,
        form: product.form,
        ...specColumns(product, product.form),
        created_at: at,
        updated_at: at,
      };
    });
    const inserted = await trx
      .insertInto('products')
      .values(rows)
      .onConflict((oc) => oc.column('sku').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { products: 0, reviews: 0 };

    await trx
      .insertInto('reviews')
      .values(
        demoReviews.map((review, index) => ({
          user_id: null,
          user_name: review.userName,
          user_image: review.userImage,
          user_review: review.userReview,
          user_ratings: review.userRatings,
          created_at: new Date(start - (demoReviews.length - index) * 86_400_000).toISOString(),
        })),
      )
      .execute();
    return { products: rows.length, reviews: demoReviews.length };
  });
}

/**
 * Writes the demo specification into demo products (matched by SKU) whose specification is still
 * empty, so an embedded store seeded before it existed gains it; a product an admin has given
 * any specification is left as it is. Answers how many products it filled.
 */
export async function fillDemoSpecs(
  db: Kysely<Database>,
  products: readonly DemoProduct[] = demoProducts,
): Promise<number> {
  const withSpec = new Map(products.filter((p) => p.spec).map((p) => [p.sku, p]));
  if (withSpec.size === 0) return 0;
  const empty = await db
    .selectFrom('products')
    .select(['id', 'sku', 'form'])
    .where('sku', 'in', [...withSpec.keys()])
    .where('grade', 'is', null)
    .where('standard', 'is', null)
    .where('condition', 'is', null)
    .where('certificate', 'is', null)
    .where('dimensions', '=', '{}')
    .where('price_breaks', '=', '[]')
    .where('lead_time_days', 'is', null)
    .where('maximum', 'is', null)
    .where('increment', '=', 1)
    .execute();
  for (const row of empty) {
    const product = withSpec.get(row.sku!)!;
    // The stored form decides the main dimension, in case an admin changed it.
    await db.updateTable('products').set(specColumns(product, row.form)).where('id', '=', row.id).execute();
  }
  return empty.length;
}
