import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import { productCsvColumns, productToCsvCells } from '#shared/catalog/product-csv.ts';
import type { Database } from '../../db/database.ts';
import { toApiProduct } from './product.mapper.ts';

/** Rows read per query: the export holds one page at a time, whatever the catalog's size. */
const pageSize = 500;

/** CRLF between records, as RFC 4180 and spreadsheets have it (the header chunk starts with a BOM, so Excel reads UTF-8: Ø, µ). */
const csvOptions = { record_delimiter: 'windows' } as const;

/**
 * The whole catalog as CSV (docs/product/back-office.md#csv-format), read a page at a time by id
 * (keyset pagination: every page is an index range, however deep, unlike OFFSET) and written as
 * it is read, so 100k products never sit in memory at once.
 */
export async function* catalogCsvChunks(db: Kysely<Database>): AsyncGenerator<string> {
  yield `\uFEFF${stringify([[...productCsvColumns]], csvOptions)}`;
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
      rows.map((row) => productToCsvCells(toApiProduct(row))),
      csvOptions,
    );
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.id;
  }
}

export const catalogCsvStream = (db: Kysely<Database>) => Readable.from(catalogCsvChunks(db));

/** `catalog-2026-11-23.csv`: the day of the export, UTC. */
export const catalogCsvFileName = (now: Date) => `catalog-${now.toISOString().slice(0, 10)}.csv`;
