import { currentLanguage } from '#shared/i18n/current-language.ts';
import { defaultLanguage, type Language } from '#shared/i18n/languages.ts';
import {
  contentIn,
  type ProductTranslations,
  productTranslationsSchema,
} from '#shared/catalog/product-translations.schema.ts';
import type { ProductRow } from './catalog.table.ts';

/*
 * A product's name and about in the reader's language (PRODUCT.md §18). The columns `name` and
 * `about` stay the English, the text of record: the admin's writes, the CSV's `name`, the names
 * orders and carts copy at placement (an order keeps the name it was placed with). Only the
 * reads a buyer sees (the catalog, the product page, cart lines, remnants) go through here.
 */

/** The stored translations; a text no writer makes (hand-edited, say) reads as none rather than a 500. */
export function readTranslations(text: string | null | undefined): ProductTranslations {
  try {
    const parsed = productTranslationsSchema.safeParse(text ? JSON.parse(text) : {});
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The column for translations already validated by productTranslationsSchema. */
export const translationsColumn = (translations: ProductTranslations) => JSON.stringify(translations);

/** Name and about in `language` (the request's by default), the English where it has no translation. */
export function contentOf(
  row: Pick<ProductRow, 'name' | 'about' | 'translations'>,
  language: Language = currentLanguage(),
): { name: string; about: string } {
  // The common reads cost nothing: English, or a product without translations (no parse per row
  // when the cache builds a page of a 100k catalog).
  if (language === defaultLanguage || !row.translations || row.translations === '{}')
    return { name: row.name, about: row.about };
  return contentIn(row, readTranslations(row.translations), language);
}
