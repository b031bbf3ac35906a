/**
 * Texts of the catalog's CSV export and import (docs/product/back-office.md#products). Only the
 * Manage Products page (loaded when opened), its import dialog, the server and tests read them, so
 * they stay out of `messages` (shared/messages.ts), which the web app's first load carries: the
 * first-load budget has no byte to spare. Import them from here.
 */
import { echo } from '../echo.ts';
import { formatNumber } from '../i18n/format.ts';
import { localized } from '../i18n/localized.ts';

/** A cell or column name of the file, echoed cut to 64 characters (PRODUCT.md §21). */
const clip = echo;
const list = (names: readonly string[]) =>
  names.length > 10
    ? `${names.slice(0, 10).map(clip).join(', ')} and ${names.length - 10} more`
    : names.map(clip).join(', ');

export const catalogImport = localized(
  'catalogImport',
  {
    // Server answers (400s name what is wrong; `row` is the spreadsheet's row number, the header is 1).
    notText: 'The file is not a CSV text file (it is not UTF-8 text). Export the sheet as CSV (UTF-8) and try again.',
    notCsv: 'Send the file itself as text/csv',
    empty: 'The file is empty: it needs a header row and at least one product',
    noRows: 'The file has a header row but no products',
    tooManyRows: (max: number) => `The file has more than ${formatNumber(max)} products; split it into smaller files`,
    tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB; split it into smaller files`,
    unreadable: (line: number | undefined) =>
      line === undefined
        ? 'The file cannot be read as CSV'
        : `The file cannot be read as CSV from line ${line} on (a quote not closed, or a cell far too long)`,
    unknownColumns: (names: readonly string[]) =>
      `Unknown column${names.length === 1 ? '' : 's'} in the header row: ${list(names)}`,
    missingColumns: (names: readonly string[]) =>
      `Missing column${names.length === 1 ? '' : 's'} in the header row: ${list(names)}`,
    repeatedColumns: (names: readonly string[]) => `Column${names.length === 1 ? '' : 's'} named twice: ${list(names)}`,
    invalidRows: (count: number) =>
      `${count} row${count === 1 ? '' : 's'} cannot be imported; nothing was changed. Fix ${count === 1 ? 'it' : 'them'} and import again.`,
    /** A `price_xxx` or `price_breaks_xxx` column for a currency the store does not sell in, or its base. */
    fixedPriceColumn: (name: string, currency: string, base: boolean) =>
      base
        ? `Column ${clip(name)}: ${currency} is the base currency, whose prices are the price and priceBreaks columns`
        : `Column ${clip(name)}: the store does not sell in ${currency}`,
    /** A row with fixed price breaks in a currency but no fixed price there. */
    fixedBreaksWithoutPrice: (breaksColumn: string, priceColumn: string) =>
      `${breaksColumn}: price breaks need a price in ${priceColumn}`,
    cellCount: (cells: number, columns: number) => `has ${cells} cells, the header has ${columns}`,
    notANumber: (column: string, cell: string) => `${column}: "${clip(cell)}" is not a number`,
    badPriceBreaks: (cell: string, column = 'priceBreaks') =>
      `${column}: "${clip(cell)}" is not quantity:price pairs separated by | (for example 10:12.50|50:11.00)`,
    skuRequired: 'sku: every row needs a SKU (the import matches products by it)',
    duplicateSku: (sku: string, row: number) => `sku: ${clip(sku)} is already on row ${row}`,
    skuCase: (sku: string, stored: string) =>
      `sku: ${clip(sku)} differs only in letter case from the stored SKU ${clip(stored)}; spell it the same way`,
    skuTakenMeanwhile: 'A SKU in the file was added by someone else meanwhile; preview the file again',

    // The Manage Products page and the import dialog.
    exportCsv: 'Export CSV',
    importCsv: 'Import CSV',
    dialogTitle: 'Import products from CSV',
    dialogHelp:
      'Rows are matched by SKU: a known SKU updates that product with the columns the file has, a new SKU adds a product. ' +
      'Nothing changes until every row is valid.',
    fileLabel: 'CSV file',
    preview: 'Preview',
    previewing: 'Checking the file…',
    import: 'Import',
    importing: 'Importing…',
    close: 'Close',
    chooseFile: 'Choose a CSV file first',
    summary: (rows: number, created: number, updated: number, unchanged: number) =>
      `${rows} row${rows === 1 ? '' : 's'}: ${created} to add, ${updated} to update, ${unchanged} unchanged`,
    errorSummary: (count: number) =>
      count === 0
        ? 'No errors: the file can be imported.'
        : `${count} row${count === 1 ? '' : 's'} with errors: fix the file and preview it again.`,
    errorsCaption: 'Rows that cannot be imported',
    changesCaption: 'What the import will do',
    moreChanges: (count: number) => `and ${count} more`,
    rowColumn: 'Row',
    skuColumn: 'SKU',
    nameColumn: 'Name',
    actionColumn: 'Change',
    problemColumn: 'Problem',
    create: 'Add',
    update: (fields: readonly string[]) => `Update ${fields.join(', ')}`,
    imported: (created: number, updated: number) =>
      `Imported: ${created} product${created === 1 ? '' : 's'} added, ${updated} updated`,
  } as const,
  'catalog-import',
);
