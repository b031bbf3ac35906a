import { screeningListColumns } from '#shared/compliance/screening-list.schema.ts';
import { screening as m } from '#shared/messages/screening.ts';
import { badRequest, HttpError } from '../../../http-errors.ts';
import type { ScreeningEntriesTable } from '../compliance.table.ts';
import { parseInSlices } from '../../../csv/parse-in-slices.ts';

/** Longer than any real entry (the CSL's longest rows are a few KB): a binary file stops early. */
const maxRecordChars = 256 * 1024;

function decode(bytes: Buffer): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (!text.includes('\u0000')) return text;
  } catch {
    // Not UTF-8: refused below.
  }
  throw badRequest(m.notUtf8);
}

/**
 * The country of an entry. The spec's files have a `country` column; the US Consolidated Screening
 * List's own file has none but `addresses` ("street, city, state, postal code, CN" per address,
 * several separated by `;`), whose last part is the country: read from there, so the file as
 * data.trade.gov serves it uploads as it is.
 */
function countryFrom(addresses: string): string {
  const countries = addresses
    .split(';')
    .map((address) => address.split(',').at(-1)?.trim() ?? '')
    .filter(Boolean);
  return [...new Set(countries)].join('; ');
}

/**
 * A screening list file (PRODUCT.md §19) as the rows to store: at least the columns `name`,
 * `alt_names`, `country` and `source` (any order, any case; others ignored). A missing column, or
 * a row without a name, refuses the whole file (400 naming the column, or the row as a spreadsheet
 * numbers it: the header is row 1); rows whose every cell is empty are skipped.
 */
export async function readScreeningCsv(bytes: Buffer): Promise<ScreeningEntriesTable[]> {
  let records: string[][];
  try {
    records = await parseInSlices(decode(bytes), {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      max_record_size: maxRecordChars,
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(m.notCsv(error instanceof Error ? error.message : String(error)));
  }
  const header = (records[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const addresses = column('addresses');
  for (const name of screeningListColumns) {
    if (column(name) === -1 && !(name === 'country' && addresses !== -1)) throw badRequest(m.missingColumn(name));
  }
  const [name, altNames, country, source] = screeningListColumns.map(column) as [number, number, number, number];
  const entries: ScreeningEntriesTable[] = [];
  for (let index = 1; index < records.length; index++) {
    const cells = records[index]!;
    if (cells.every((cell) => cell.trim() === '')) continue;
    const cell = (at: number) => (at === -1 ? '' : (cells[at] ?? '').trim());
    if (!cell(name)) throw badRequest(m.missingName(index + 1));
    entries.push({
      position: entries.length + 1,
      name: cell(name),
      alt_names: cell(altNames),
      country: country === -1 ? countryFrom(cell(addresses)) : cell(country),
      source: cell(source),
    });
  }
  if (entries.length === 0) throw badRequest(m.noEntries);
  return entries;
}
