import type { Kysely } from 'kysely';
import { quantityProblem } from '#shared/catalog/pricing.ts';
import { messages } from '#shared/messages.ts';
import type { Database } from '../../db/database.ts';
import { type StockWanted, takeStockOf, pricedFromRow } from '../catalog/index.ts';
import { lineError, type PricedLine } from './line-requests.ts';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Takes the stock of every line that has some to take, in one conditional UPDATE (the catalog's
 * `takeStockOf`): all or nothing. When a product is missing from its answer, the first line in
 * product order that cannot be had is named in the 400 with the rule it breaks, and the caller's
 * rollback returns whatever was taken.
 */
export async function takeStock(
  trx: Kysely<Database>,
  input: { lines: readonly PricedLine[]; at: string; nameLines: boolean },
): Promise<void> {
  const wanted = new Map<number, StockWanted>();
  for (const { stock, product } of input.lines) {
    if (!stock || !product) continue;
    const id = Number(product.id);
    const sum = wanted.get(id) ?? { productId: id, quantity: 0, rules: null };
    sum.quantity += stock.base;
    if (stock.atCatalogPrice) {
      const { rules } = sum;
      sum.rules = rules
        ? {
            smallest: Math.min(rules.smallest, stock.base),
            largest: Math.max(rules.largest, stock.base),
            divisor: gcd(rules.divisor, stock.base),
          }
        : { smallest: stock.base, largest: stock.base, divisor: stock.base };
    }
    wanted.set(id, sum);
  }
  const taken = await takeStockOf(
    trx,
    [...wanted.values()].sort((a, b) => a.productId - b.productId),
    input.at,
  );
  if (taken.size < wanted.size) throw whyNot(input.lines, taken, input.nameLines);
}

/**
 * The 400 for stock that could not be taken: the first line, in product order, that breaks a rule
 * of its product (minimum, multiple, maximum, stock) after the order's lines of that product
 * before it. The products are the rows read at pricing, unchanged since (locked on PostgreSQL;
 * SQLite has one writer) and untouched by the refused UPDATE.
 */
function whyNot(lines: readonly PricedLine[], taken: ReadonlySet<number>, nameLines: boolean) {
  const refused = [...lines]
    .filter((line) => line.stock && line.product && !taken.has(Number(line.product.id)))
    .sort((a, b) => Number(a.product!.id) - Number(b.product!.id));
  const left = new Map<number, number>();
  for (const line of refused) {
    const product = line.product!;
    const total = left.get(Number(product.id)) ?? product.total;
    const problem = line.stock!.atCatalogPrice
      ? quantityProblem(pricedFromRow({ ...product, total }), line.quantity)
      : undefined;
    if (problem) return lineError(nameLines, product.name, problem);
    left.set(Number(product.id), total - line.stock!.base);
  }
  // Every line passes on its own: the product is short for all of them together.
  const first = refused[0]!;
  const current = pricedFromRow(first.product!);
  const problem =
    current.unit === 'pcs'
      ? messages.purchase.aboveTotal(current.total)
      : quantityProblem({ ...current, total: 0 }, first.quantity)!;
  return lineError(nameLines, first.name, problem);
}
