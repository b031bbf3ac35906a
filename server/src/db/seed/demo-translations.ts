import type { Kysely } from 'kysely';
import type { ProductTranslations, TranslatedLanguage } from '#shared/catalog/product-translations.schema.ts';
import type { Database } from '../database.ts';
import { demoCatalogDe } from './demo-catalog-de.ts';
import { demoCatalogFr } from './demo-catalog-fr.ts';

/** A demo product's name and about in one language. */
export interface DemoContent {
  name: string;
  about: string;
}

/** Each language's demo texts, by SKU (PRODUCT.md §18: the demo catalog is translated). */
export const demoCatalogTranslations: Readonly<Record<TranslatedLanguage, Readonly<Record<string, DemoContent>>>> = {
  de: demoCatalogDe,
  fr: demoCatalogFr,
};

/** A demo product's translations, as products.translations holds them (none for an unknown SKU). */
export function demoTranslations(sku: string): ProductTranslations {
  const translations: ProductTranslations = {};
  for (const [language, texts] of Object.entries(demoCatalogTranslations) as [
    TranslatedLanguage,
    Readonly<Record<string, DemoContent>>,
  ][]) {
    const content = texts[sku];
    if (content) translations[language] = { name: content.name, about: content.about };
  }
  return translations;
}

/**
 * Writes the translations into demo products (matched by SKU) that have none, so a store seeded
 * before migration 036 gains them on its next start; a product an admin has translated is left as
 * it is. Answers how many products it filled.
 */
export async function fillDemoTranslations(db: Kysely<Database>, skus: readonly string[]): Promise<number> {
  if (skus.length === 0) return 0;
  const empty = await db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where('sku', 'in', [...skus])
    .where('translations', '=', '{}')
    .execute();
  for (const row of empty)
    await db
      .updateTable('products')
      .set({ translations: JSON.stringify(demoTranslations(row.sku!)) })
      .where('id', '=', row.id)
      .execute();
  return empty.length;
}
