import { parse } from 'csv-parse/sync';
import { maxQuickOrderRows } from '#shared/cart/cart.schema.ts';
import { messages } from '#shared/messages.ts';
import { quantitySchema } from '#shared/orders/order.schema.ts';
import { badRequest } from '../../http-errors.ts';

/** One row of a quick order; `row` is its line number in the text, as the buyer counts them. */
export type QuickOrderRow = { row: number; sku: string; quantity: number } | { row: number; message: string };

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
  const fieldsOf = (record: string[]) => {
    const fields = record.filter((field) => field !== '');
    return fields.length === 1 ? fields[0]!.split(/\s+/) : fields;
  };
  let columns = { sku: 0, quantity: 1 };
  const first = records[0] && fieldsOf(records[0].record).map((field) => field.toLowerCase());
  if (first?.includes('sku')) {
    const quantity = first.findIndex((field) => field === 'quantity' || field === 'qty');
    columns = { sku: first.indexOf('sku'), quantity: quantity === -1 ? 1 : quantity };
    records = records.slice(1);
  }
  if (records.length === 0) throw badRequest(messages.cart.nothingToRead);
  if (records.length > maxQuickOrderRows) throw badRequest(messages.cart.tooManyRows(maxQuickOrderRows));

  return records.map(({ record, info }) => {
    const row = info.lines;
    const fields = fieldsOf(record);
    const sku = fields[columns.sku];
    const quantityText = fields[columns.quantity];
    if (fields.length !== 2 || !sku || !quantityText) return { row, message: messages.cart.rowShape };
    if (!/^\d+$/.test(quantityText)) return { row, message: messages.cart.notWholeNumber(quantityText) };
    const quantity = quantitySchema.safeParse(Number(quantityText));
    if (!quantity.success) return { row, message: quantity.error.issues[0]?.message ?? messages.cart.rowShape };
    return { row, sku: sku.toUpperCase(), quantity: quantity.data };
  });
}
