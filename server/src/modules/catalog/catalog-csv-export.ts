import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import {
  fixedPriceCells,
  fixedPriceColumns,
  productCsvColumns,
  productToCsvCells,
} from '#shared/catalog/product-csv.ts';
import { type CurrencySettings, minorDigits } from '#shared/settings/currencies.schema.ts';
import type { Database } from '../../db/database.ts';
import { readFixedPrices, toApiProduct } from './product.mapper.ts';
import { readTranslations } from './product-content.ts';

/** Rows read per query: the export holds one page at a time, whatever the catalog's size. */
const pageSize = 500;

/** CRLF between records, as RFC 4180 and spreadsheets have it (the header chunk starts with a BOM, so Excel reads UTF-8: Ø, µ). */
const csvOptions = { record_delimiter: 'windows' } as const;

/**
 * The whole catalog as CSV (docs/product/back-office.md#csv-format), read a page at a time by id
 * (keyset pagination: every page is an index range, however deep, unlike OFFSET) and written as
 * it is read, so 100k products never sit in memory at once.
 */
/** The currencies that get `price_xxx` columns: every offered one but the base, with its decimals. */
export const fixedPriceCurrencies = (settings: Pick<CurrencySettings, 'base' | 'offered'>) =>
  settings.offered.filter((code) => code !== settings.base).map((code) => ({ code, digits: minorDigits(code) }));

export async function* catalogCsvChunks(
  db: Kysely<Database>,
  settings: Pick<CurrencySettings, 'base' | 'offered'>,
): AsyncGenerator<string> {
  const currencies = fixedPriceCurrencies(settings);
  const header = [...productCsvColumns, ...fixedPriceColumns(currencies.map((c) => c.code))];
  yield `\uFEFF${stringify([header], csvOptions)}`;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('products')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (rows.length === 0) return;
    yield stringify(
      rows.map((row) => {
        const product = toApiProduct(row);
        return [
          ...productToCsvCells({ ...product, translations: readTranslations(row.translations) }),
          ...fixedPriceCells(readFixedPrices(row.prices_json, product.unit), currencies),
        ];
      }),
      csvOptions,
    );
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.id;
  }
}

export const catalogCsvStream = (db: Kysely<Database>, settings: Pick<CurrencySettings, 'base' | 'offered'>) =>
  Readable.from(catalogCsvChunks(db, settings));

/** `catalog-2026-11-23.csv`: the day of the export, UTC. */
export const catalogCsvFileName = (now: Date) => `catalog-${now.toISOString().slice(0, 10)}.csv`;
