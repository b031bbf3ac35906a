import { type Form, type Metal, metalLabels } from '../catalog/taxonomy.ts';
import { orderLines as m } from '../messages/order-lines.ts';

/**
 * How a size is compared: case, spaces, thousands separators and "x" for "×" do not make a size
 * different ("OD 30 × Wall 2" reads as "od 30 x wall 2").
 */
function sizeKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/×/g, 'x')
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/\s+/g, '');
}

/**
 * A quote is for a catalog product "as sold" (PRODUCT.md §22) when it names the product and gives
 * no dimensions of its own: none, or the product's own as the product page prefilled them
 * (`formatDimensions`). Only such a quote takes the product's stock when accepted; any other size
 * is made to order.
 */
export function isAsSold(quote: { productId: unknown; dimensions: string }, productDimensions: string): boolean {
  if (quote.productId === null || quote.productId === undefined) return false;
  return quote.dimensions.trim() === '' || sizeKey(quote.dimensions) === sizeKey(productDimensions);
}

/** The quoted item as an order line says it: "Titanium tube, Grade 2, OD 30 × wall 2 × 2,400 mm". */
export function describeQuotedItem(item: { metal: Metal; form: Form; grade: string; dimensions: string }): string {
  const parts = [m.itemName(metalLabels[item.metal], item.form), item.grade.trim(), item.dimensions.trim()];
  return parts.filter(Boolean).join(', ');
}
