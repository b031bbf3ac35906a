import type { Product } from '#shared/catalog/product.schema.ts';
import { formatQuantity } from '#shared/catalog/units.ts';
import { formatKg } from '#shared/catalog/weight.ts';
import { messages } from '#shared/messages.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { unitTexts } from '#shared/messages/units.ts';

const t = messages.productPage;

/**
 * The order box's facts: availability, lead time, minimum, multiple, maximum and the weight. A
 * `pcs` product says them as it always did ("10 pcs"); m and kg in their unit ("2.5 m",
 * "0.5 kg"), and the weight of a piece or of a metre when the density gives it (PRODUCT.md §15).
 */
export function orderFacts(product: Product): [string, string][] {
  const unit = product.unit;
  const say = (quantity: number) => (unit === 'pcs' ? t.pcs(quantity) : formatQuantity(unit, quantity));
  const stock =
    product.total <= 0
      ? t.outOfStock
      : unit === 'pcs'
        ? t.inStock(product.total)
        : unitPages.inStock(say(product.total));
  const facts: [string, string][] = [[t.availability, stock]];
  if (product.leadTimeDays !== null) facts.push([t.leadTimeLabel, t.leadTime(product.leadTimeDays)]);
  facts.push([t.moq, say(product.minimum)]);
  // A multiple of 1 piece says nothing; 0.001 m or kg (1 mm, 1 g) neither.
  const smallest = unit === 'pcs' ? 1 : 0.001;
  if (product.increment > smallest) facts.push([t.increment, say(product.increment)]);
  if (product.maximum !== null) facts.push([t.maximum, say(product.maximum)]);
  if (product.weightKg !== null) facts.push([unitPages.weightPerPiece, formatKg(product.weightKg)]);
  if (product.weightPerMetreKg !== null)
    facts.push([unitTexts.weightPerMetre, `${formatKg(product.weightPerMetreKg)}/m`]);
  if (product.density !== null) facts.push([unitPages.densityLabel, String(product.density)]);
  return facts;
}
