import { parse } from 'csv-parse/sync';
import { maxQuickOrderRows } from '#shared/cart/cart.schema.ts';
import { messages } from '#shared/messages.ts';
import { cutQuantityM } from '#shared/catalog/cut.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { unitQuantitySchema } from '#shared/orders/order.schema.ts';
import { badRequest } from '../../http-errors.ts';

/**
 * One row of a quick order; `row` is its line number in the text, as the buyer counts them. A cut
 * row (PRODUCT.md §15) also has pieces and lengthMm; its quantity is then N × L / 1000 m.
 */
export type QuickOrderRow =
  | { row: number; sku: string; quantity: number; pieces?: number; lengthMm?: number }
  | { row: number; message: string };

/** A quantity in any unit: digits with up to 3 decimals (whether the product's unit allows them is checked with the product). */
const quantityPattern = /^\d+(\.\d{1,3})?$/;
const wholePattern = /^\d+$/;

/**
 * Reads pasted `SKU quantity` lines or a CSV file's text (docs/product/ordering.md#quick-order).
 * Fields are separated by a comma, a semicolon or a tab (CSV quoting is honoured), or by spaces
 * when a line has no other separator. A first line naming the columns (`sku,quantity`, either
 * order, `qty` too) is a header; otherwise the SKU comes first. Blank lines are skipped; more than
 * `maxQuickOrderRows` rows is a 400 rather than a partial order.
 */
export function parseQuickOrder(text: string): QuickOrderRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // One line ending throughout: csv-parse keeps the first one it meets for the whole text.
    records = parse(text.replace(/\r\n?/g, '\n'), {
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      bom: true,
      info: true,
    }) as unknown as typeof records; // csv-parse's types do not follow `info: true`
  } catch {
    throw badRequest(messages.cart.unreadable);
  }
  // A CSV row keeps its empty cells (`TI-1,,7,1250`: a cut without a quantity); a pasted line is split on spaces.
  const fieldsOf = (record: string[]) => {
    const fields = record.filter((field) => field !== '');
    return fields.length === 1 ? fields[0]!.split(/\s+/) : fields;
  };
  let columns = { sku: 0, quantity: 1, pieces: 2, lengthMm: 3 };
  const first = records[0] && fieldsOf(records[0].record).map((field) => field.toLowerCase());
  if (first?.includes('sku')) {
    const at = (...names: string[]) => first.findIndex((field) => names.includes(field));
    const quantity = at('quantity', 'qty');
    const pieces = at('pieces');
    const lengthMm = at('lengthmm', 'length');
    columns = {
      sku: first.indexOf('sku'),
      quantity: quantity === -1 ? 1 : quantity,
      pieces: pieces === -1 ? 2 : pieces,
      lengthMm: lengthMm === -1 ? 3 : lengthMm,
    };
    records = records.slice(1);
  }
  if (records.length === 0) throw badRequest(messages.cart.nothingToRead);
  if (records.length > maxQuickOrderRows) throw badRequest(messages.cart.tooManyRows(maxQuickOrderRows));

  return records.map(({ record, info }) => {
    const row = info.lines;
    // A four-cell row with pieces or a length is a cut, whichever cells are empty.
    if (record.length === 4 && (record[columns.pieces] || record[columns.lengthMm]) && record[columns.sku])
      return cutRow(row, record[columns.sku]!, record, columns);
    const fields = fieldsOf(record);
    const sku = fields[columns.sku];
    const quantityText = fields[columns.quantity];
    if (fields.length !== 2 || !sku || !quantityText) return { row, message: messages.cart.rowShape };
    if (!quantityPattern.test(quantityText)) return { row, message: messages.cart.notWholeNumber(quantityText) };
    const quantity = unitQuantitySchema.safeParse(Number(quantityText));
    if (!quantity.success) return { row, message: quantity.error.issues[0]?.message ?? messages.cart.rowShape };
    return { row, sku: sku.toUpperCase(), quantity: quantity.data };
  });
}

/**
 * `sku,quantity,pieces,lengthMm`: N pieces of L mm. The quantity may be left empty; when given it
 * must be the cut's N × L / 1000 m, so a row cannot say two different things.
 */
function cutRow(
  row: number,
  sku: string,
  fields: string[],
  columns: { quantity: number; pieces: number; lengthMm: number },
): QuickOrderRow {
  const [quantityText, piecesText, lengthText] = [columns.quantity, columns.pieces, columns.lengthMm].map(
    (index) => fields[index] ?? '',
  );
  if (!wholePattern.test(piecesText!) || Number(piecesText) < 1) return { row, message: unitTexts.piecesPositive };
  if (!wholePattern.test(lengthText!) || Number(lengthText) < 1) return { row, message: unitTexts.lengthWholeMm };
  const pieces = Number(piecesText);
  const lengthMm = Number(lengthText);
  const quantity = cutQuantityM(pieces, lengthMm);
  if (quantityText !== '' && (!quantityPattern.test(quantityText!) || Number(quantityText) !== quantity))
    return { row, message: unitTexts.cutQuantityMismatch(quantityText!, quantity) };
  return { row, sku: sku.toUpperCase(), quantity, pieces, lengthMm };
}
