import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';
import { demoProducts, demoReviews } from './demo-catalog.ts';

/**
 * Fills an empty store with the demo catalog and a handful of reviews (PRODUCT.md §3).
 * Idempotent: products are keyed by SKU, and reviews are only added by the run that added the
 * products, so restarts (or several processes starting at once) never duplicate anything, and a
 * demo product an admin deleted does not come back.
 */
export async function seedDemo(db: Kysely<Database>): Promise<{ products: number; reviews: number }> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('products').select('id').limit(1).executeTakeFirst();
    if (existing) return { products: 0, reviews: 0 };

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
