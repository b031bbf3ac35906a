import type { Kysely } from 'kysely';
import { lotReceiveFieldsSchema } from '#shared/catalog/lot.schema.ts';
import { lots as m } from '#shared/messages/lots.ts';
import type { Database } from '../../db/database.ts';
import { parseInSlices } from '../../csv/parse-in-slices.ts';
import { badRequest } from '../../http-errors.ts';
import { generatedSku, listLotsOf, type ProductRow, receiveLot } from '../catalog/index.ts';
import { lotToReceive } from './lot-to-receive.ts';

/** The columns of a lots CSV (README "Stock by heat"); `sku` names the product. */
export const lotCsvColumns = [
  'sku',
  'heat_number',
  'quantity',
  'bar_length_mm',
  'bar_count',
  'received_on',
  'mill',
  'public',
  'notes',
] as const;
const required = ['sku', 'heat_number', 'received_on'] as const;
export const maxLotRows = 5000;

/**
 * POST /lots/import (PRODUCT.md §20): a CSV of lots received at once, without certificates (a
 * certificate is a PDF: the Lots section of Edit product takes it). Every row is checked first,
 * by the multipart form's own rules (`lotReceiveFieldsSchema`, `lotToReceive`), and against the
 * products and their heats: the first problem, with its row, refuses the file and nothing is
 * received; else every lot is received in one transaction.
 */
export async function importLotsCsv(db: Kysely<Database>, text: string, at: string) {
  const records = await parseInSlices(text, {
    bom: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
  });
  const [header, ...rows] = records;
  const columns = (header ?? []).map((name) => name.toLowerCase());
  for (const column of required) if (!columns.includes(column)) throw badRequest(m.csv.missingColumn(column));
  if (rows.length === 0) throw badRequest(m.csv.empty);
  if (rows.length > maxLotRows) throw badRequest(m.csv.tooManyRows(maxLotRows));
  const cell = (row: string[], column: (typeof lotCsvColumns)[number]) => {
    const index = columns.indexOf(column);
    const value = index < 0 ? '' : (row[index] ?? '');
    return value === '' ? undefined : value;
  };

  const products = await productsBySku(db, [...new Set(rows.flatMap((row) => cell(row, 'sku') ?? []))]);
  const heats = await listLotsOf(
    db,
    [...products.values()].map((product) => product.id),
  );
  const taken = new Map(heats.map((lot) => [`${lot.product_id}\u0000${lot.heat_number}`, 0]));
  const lots = rows.map((row, index) => {
    const rowNo = index + 2; // the header is row 1
    const refuse = (problem: string) => badRequest(m.csv.row(rowNo, problem));
    const sku = cell(row, 'sku') ?? '';
    const product = products.get(sku.toUpperCase());
    if (!product) throw refuse(m.csv.unknownSku(sku));
    const parsed = lotReceiveFieldsSchema.safeParse({
      heatNumber: cell(row, 'heat_number') ?? '',
      quantity: cell(row, 'quantity'),
      barLengthMm: cell(row, 'bar_length_mm'),
      barCount: cell(row, 'bar_count'),
      receivedOn: cell(row, 'received_on') ?? '',
      mill: cell(row, 'mill'),
      notes: cell(row, 'notes'),
      public: cell(row, 'public')?.toLowerCase(),
    });
    if (!parsed.success) throw refuse(parsed.error.issues[0]!.message);
    const planned = lotToReceive(product, parsed.data);
    if ('problem' in planned) throw refuse(planned.problem);
    const key = `${product.id}\u0000${parsed.data.heatNumber}`;
    const seen = taken.get(key);
    if (seen === 0) throw refuse(m.heatTaken(parsed.data.heatNumber));
    if (seen !== undefined) throw refuse(m.csv.repeatedHeat(parsed.data.heatNumber, seen));
    taken.set(key, rowNo);
    return { product, input: parsed.data, planned };
  });

  await db.transaction().execute(async (trx) => {
    for (const { product, input, planned } of lots)
      await receiveLot(
        trx,
        {
          product_id: product.id,
          heat_number: input.heatNumber,
          quantity: planned.quantityBase,
          received_on: input.receivedOn,
          mill: input.mill,
          notes: input.notes,
          public: input.public ? 1 : 0,
          certificate_document_id: null,
          certificate_type: null,
        },
        at,
        planned.bars,
      );
  });
  return { received: lots.length, message: m.csv.imported(lots.length) };
}

/** Products by SKU, case-insensitively; a product saved without one answers to its generated `RM-<id>`. */
async function productsBySku(db: Kysely<Database>, skus: readonly string[]): Promise<Map<string, ProductRow>> {
  const upper = skus.map((sku) => sku.toUpperCase());
  const ids = upper.flatMap((sku) => /^RM-(\d{1,15})$/.exec(sku)?.[1] ?? []).map(Number);
  if (upper.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where((eb) => eb.or([eb(eb.fn('upper', ['sku']), 'in', upper), ...(ids.length > 0 ? [eb('id', 'in', ids)] : [])]))
    .execute();
  return new Map(rows.map((row) => [(row.sku ?? generatedSku(row.id)).toUpperCase(), row]));
}
