import {
  csvImportLimits,
  type FixedPriceColumn,
  fixedPriceColumnOf,
  type ProductCsvColumn,
  productCsvColumns,
  requiredCsvColumns,
} from '#shared/catalog/product-csv.ts';
import { catalogImport as m } from '#shared/messages/catalog-import.ts';
import type { CurrencySettings } from '#shared/settings/currencies.schema.ts';
import { badRequest } from '../../http-errors.ts';
import { parseInSlices } from '../../csv/parse-in-slices.ts';

/** One row of an import: its row number as a spreadsheet shows it (the header is row 1) and its cells. */
export interface CsvRecord {
  row: number;
  cells: string[];
}

export type CsvColumn = ProductCsvColumn | FixedPriceColumn;

export interface CsvTable {
  /** The header's columns in the file's order (fixed price columns in lower case: `price_eur`). */
  columns: CsvColumn[];
  records: CsvRecord[];
}

/** Longer than any valid row (an about of 2,000 characters and the rest): a huge line stops early. */
const maxRecordChars = 64 * 1024;

/** The body as text: anything but UTF-8 (random bytes, a spreadsheet's binary file) is refused at once. */
function decode(body: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(body);
  } catch {
    throw badRequest(m.notText);
  }
  // A NUL never appears in text a spreadsheet writes; it marks a binary file that happens to decode.
  if (text.includes('\u0000')) throw badRequest(m.notText);
  return text;
}

/**
 * The header row's names as known columns (matched regardless of case); 400 naming any unknown,
 * missing or repeated. A fixed price column (`price_chf`) for a currency the store does not sell
 * in, or for its base, is a 400 for the whole file: every row would be wrong the same way.
 */
function readHeader(cells: string[], settings: Pick<CurrencySettings, 'base' | 'offered'>): CsvColumn[] {
  const known = new Map(productCsvColumns.map((column) => [column.toLowerCase(), column]));
  const columns: CsvColumn[] = [];
  const unknown: string[] = [];
  for (const cell of cells) {
    const column = known.get(cell.trim().toLowerCase());
    const fixed = fixedPriceColumnOf(cell);
    if (column) columns.push(column);
    else if (fixed) {
      if (fixed.currency === settings.base || !settings.offered.includes(fixed.currency))
        throw badRequest(m.fixedPriceColumn(cell.trim(), fixed.currency, fixed.currency === settings.base));
      columns.push(cell.trim().toLowerCase() as FixedPriceColumn);
    } else unknown.push(cell.trim() === '' ? '(empty)' : cell.trim());
  }
  if (unknown.length) throw badRequest(m.unknownColumns(unknown));
  const missing = requiredCsvColumns.filter((column) => !columns.includes(column));
  if (missing.length) throw badRequest(m.missingColumns(missing));
  const repeated = columns.filter((column, index) => columns.indexOf(column) !== index);
  if (repeated.length) throw badRequest(m.repeatedColumns([...new Set(repeated)]));
  return columns;
}

/**
 * Reads an import's body with csv-parse: UTF-8 (a BOM is dropped), any line ending, quoted cells
 * over several lines. A file that is not CSV text is a 400 with the line where reading stopped,
 * quickly: a cell longer than any valid row ends the parse there. Rows whose every cell is empty
 * are skipped but counted, so row numbers stay those of the spreadsheet.
 */
export async function readCsvTable(
  body: Buffer,
  // A store selling in its base alone has no fixed price columns.
  settings: Pick<CurrencySettings, 'base' | 'offered'> = { base: 'USD', offered: ['USD'] },
): Promise<CsvTable> {
  const text = decode(body);
  let records: string[][];
  try {
    records = await parseInSlices(text, {
      bom: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      max_record_size: maxRecordChars,
    });
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    throw badRequest(m.unreadable(typeof line === 'number' ? line : undefined));
  }
  if (records.length === 0 || records.every((cells) => cells.every((cell) => cell.trim() === '')))
    throw badRequest(m.empty);
  const columns = readHeader(records[0]!, settings);
  const rows = records
    .map((cells, index) => ({ row: index + 1, cells }))
    .slice(1)
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw badRequest(m.noRows);
  if (rows.length > csvImportLimits.maxRows) throw badRequest(m.tooManyRows(csvImportLimits.maxRows));
  return { columns, records: rows };
}
