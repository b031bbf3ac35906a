import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { mainDimension } from '#shared/catalog/product.schema.ts';
import { toBase } from '#shared/catalog/units.ts';
import { densityToColumn } from '#shared/catalog/weight.ts';
import { dollarsToCents } from '#shared/money.ts';
import { priceBreaksColumn, reconcileUnassigned } from '../../modules/catalog/index.ts';
import { seedDemoScreeningList } from '../../modules/compliance/index.ts';
import { fillUnsetSettings } from '../../modules/settings/index.ts';
import { seedDemoRemnants } from './demo-remnants.ts';
import type { Database } from '../database.ts';
import { type DemoProduct, demoProducts, demoReviews } from './demo-catalog.ts';
import { demoTranslations, fillDemoTranslations } from './demo-translations.ts';
import { demoExportFacts } from './demo-export-facts.ts';
import { demoSettings } from './demo-settings.ts';

/** The columns a demo product's `spec` writes (main dimension from the given form, as stored). */
function specColumns(product: DemoProduct, form: string | null) {
  const spec = product.spec ?? {};
  const dimensions = spec.dimensions ?? {};
  const blank = (value: string | null | undefined) => value || null;
  const unit = spec.unit ?? 'pcs';
  const cut = spec.cutToLength;
  return {
    // Quantities in whole base units (pieces, mm, g): ADR 017.
    unit,
    density_kg_m3: densityToColumn(spec.density ?? null),
    cut_min_mm: cut?.minLengthMm ?? null,
    cut_max_mm: cut?.maxLengthMm ?? null,
    cut_fee_cents: cut ? dollarsToCents(cut.cutFee) : null,
    grade: blank(spec.grade),
    standard: blank(spec.standard),
    condition: blank(spec.condition),
    certificate: blank(spec.certificate),
    dimensions: JSON.stringify(dimensions),
    main_dimension_mm: mainDimension({ form, dimensions }),
    increment: spec.increment === undefined ? 1 : toBase(unit, spec.increment),
    maximum: spec.maximum == null ? null : toBase(unit, spec.maximum),
    price_breaks: priceBreaksColumn(spec.priceBreaks ?? [], unit),
    lead_time_days: spec.leadTimeDays ?? null,
  };
}

/** db/seed/screening-list.csv: 25 fictitious entries with the US Consolidated Screening List's columns. */
async function demoScreeningListFile() {
  const name = 'screening-list.csv';
  return { name, bytes: await readFile(path.join(import.meta.dirname, name)) };
}

/**
 * Fills an empty store with the demo catalog and a handful of reviews (docs/product/rules.md#data-money-and-stock).
 * Idempotent: products are keyed by SKU, and reviews are only added by the run that added the
 * products, so restarts (or several processes starting at once) never duplicate anything, and a
 * demo product an admin deleted does not come back. A store seeded before the catalog had
 * specifications gains them (fillDemoSpecs), and one seeded before store settings gains the demo's
 * sections (docs/product/settings.md); a section an admin has saved is kept. With the settings, a
 * store that never had a screening list gets the demo's (db/seed/screening-list.csv).
 */
export async function seedDemo(
  db: Kysely<Database>,
  options: { settings: boolean } = { settings: true },
): Promise<{ products: number; reviews: number }> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (options.settings) {
      await fillUnsetSettings(trx, demoSettings(now.slice(0, 10)), now);
      // A fictitious denied-party list (PRODUCT.md §19), once: an admin's upload or removal stays.
      await seedDemoScreeningList(trx, await demoScreeningListFile(), now);
    }
    const existing = await trx.selectFrom('products').select('id').limit(1).executeTakeFirst();
    if (existing) {
      await fillDemoSpecs(trx);
      await fillDemoExportFacts(trx);
      await fillDemoTranslations(
        trx,
        demoProducts.map((product) => product.sku),
      );
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
        total: toBase(product.spec?.unit ?? 'pcs', product.total),
        minimum: toBase(product.spec?.unit ?? 'pcs', product.minimum),
        price_cents: product.priceCents,
        origin: product.origin,
        metal: product.metal,
        form: product.form,
        ...specColumns(product, product.form),
        ...demoExportFacts(product),
        translations: JSON.stringify(demoTranslations(product.sku)),
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
    // PRODUCT.md §20: the demo stock is each product's lot UNASSIGNED, so total = the sum of its lots.
    await reconcileUnassigned(trx, 'all', { reason: 'Demo catalog', actorId: null, at: now });
    await seedDemoRemnants(trx, now);

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
  // A store seeded before units (migration 013) gains its demo products' densities, nothing else.
  for (const product of withSpec.values()) {
    if (product.spec?.density == null) continue;
    await db
      .updateTable('products')
      .set({ density_kg_m3: densityToColumn(product.spec.density) })
      .where('sku', '=', product.sku)
      .where('density_kg_m3', 'is', null)
      .execute();
  }
  return empty.length;
}

/**
 * Writes the demo's export facts (PRODUCT.md §19) into demo products (matched by SKU) that have
 * none at all, so a store seeded before migration 025 gains them on its next start; a product an
 * admin has given any export fact is left as it is. Answers how many products it filled.
 */
export async function fillDemoExportFacts(
  db: Kysely<Database>,
  products: readonly DemoProduct[] = demoProducts,
): Promise<number> {
  const bySku = new Map(products.map((product) => [product.sku, product]));
  if (bySku.size === 0) return 0;
  const empty = await db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where('sku', 'in', [...bySku.keys()])
    .where('hs_code', 'is', null)
    .where('country_of_origin', 'is', null)
    .where('export_classification', 'is', null)
    .where('conflict_minerals', '=', 0)
    .execute();
  for (const row of empty)
    await db
      .updateTable('products')
      .set(demoExportFacts(bySku.get(row.sku!)!))
      .where('id', '=', row.id)
      .execute();
  return empty.length;
}
