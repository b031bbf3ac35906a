import type { Kysely } from 'kysely';
import { quantityProblem } from '#shared/catalog/pricing.ts';
import { messages } from '#shared/messages.ts';
import type { Database } from '../../db/database.ts';
import { lots as lotTexts } from '#shared/messages/lots.ts';
import { remnants as barTexts } from '#shared/messages/remnants.ts';
import {
  allocateLots,
  type LineWant,
  type LotAllocation,
  type StockWanted,
  takeStockOf,
  pricedFromRow,
} from '../catalog/index.ts';
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
  input: {
    lines: readonly PricedLine[];
    at: string;
    nameLines: boolean;
    oneHeatPerLine?: boolean | undefined;
    /** The heat each line is pinned to, by index (PRODUCT.md §20). */
    pins?: readonly (string | undefined)[];
  },
): Promise<LotAllocation[][]> {
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
  return takeFromLots(trx, input);
}

/**
 * PRODUCT.md §20: the stock just taken from the products' totals comes out of their lots, oldest
 * received first; a cut line (and with `oneHeatPerLine` every line) from a single heat, or the
 * order is refused naming the line. Answers each line's allocations, by the lines' index.
 */
async function takeFromLots(
  trx: Kysely<Database>,
  input: {
    lines: readonly PricedLine[];
    at: string;
    oneHeatPerLine?: boolean | undefined;
    pins?: readonly (string | undefined)[];
  },
): Promise<LotAllocation[][]> {
  const wants: LineWant[] = [];
  for (const [key, line] of input.lines.entries()) {
    if (!line.stock || !line.product) continue;
    const oneHeat = line.row.kind === 'cut' || input.oneHeatPerLine === true;
    const heatNumber = input.pins?.[key];
    const cut =
      line.row.kind === 'cut' && line.row.pieces && line.row.length_mm
        ? {
            pieces: Number(line.row.pieces),
            lengthMm: Number(line.row.length_mm),
            // PRODUCT.md §20: a rest at least this long becomes a remnant.
            remnantMinMm: line.product.cut_min_mm,
          }
        : undefined;
    wants.push({ key, productId: Number(line.product.id), quantity: line.stock.base, oneHeat, heatNumber, cut });
  }
  // The totals as read at pricing, before this order took from them (locked on PostgreSQL).
  const totalsBefore = new Map(
    input.lines.flatMap((line) =>
      line.product ? [[Number(line.product.id), Number(line.product.total)] as const] : [],
    ),
  );
  const result = await allocateLots(trx, wants, totalsBefore, input.at);
  if ('refused' in result) {
    const line = input.lines[result.refused]!;
    const want = wants.find((candidate) => candidate.key === result.refused)!;
    // Always named: which line cannot come from one heat is the whole point of the answer.
    const problem = want.heatNumber
      ? lotTexts.pinnedShort(want.heatNumber)
      : want.cut && result.bars
        ? barTexts.noBars(want.cut.pieces, want.cut.lengthMm)
        : want.oneHeat
          ? lotTexts.oneHeat
          : lotTexts.notAllocated;
    throw lineError(true, line.name, problem);
  }
  const byLine: LotAllocation[][] = input.lines.map(() => []);
  for (const allocation of result.allocations) byLine[allocation.key]!.push(allocation);
  return byLine;
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
