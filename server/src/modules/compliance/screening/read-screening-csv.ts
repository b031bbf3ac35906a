import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Options, parse } from 'csv-parse';
import { screeningListColumns } from '#shared/compliance/screening-list.schema.ts';
import { screening as m } from '#shared/messages/screening.ts';
import { badRequest, HttpError } from '../../../http-errors.ts';
import type { ScreeningEntriesTable } from '../compliance.table.ts';

/**
 * Text parsed at a time, a few milliseconds of work: between slices the server answers other
 * requests (the real list is over 10 MB; the catalog import does the same, ADR 025).
 */
const sliceChars = 64 * 1024;
/** Longer than any real entry (the CSL's longest rows are a few KB): a binary file stops early. */
const maxRecordChars = 256 * 1024;

/** csv-parse's stream parser fed slice by slice, yielding the event loop between slices. */
async function parseInSlices(text: string, options: Options): Promise<string[][]> {
  const records: string[][] = [];
  const parser = parse(options);
  let failed = false;
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('data', (record: string[]) => records.push(record));
    parser.on('end', resolve);
    parser.on('error', (error) => {
      failed = true;
      reject(error);
    });
  });
  finished.catch(() => undefined);
  for (let start = 0; start < text.length && !failed; start += sliceChars) {
    parser.write(text.slice(start, start + sliceChars));
    await nextTurn();
  }
  if (!failed) parser.end();
  await finished;
  return records;
}

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
