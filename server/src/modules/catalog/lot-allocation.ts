import { type BarStock, cutFromBars } from '#shared/catalog/cut-bars.ts';

/** A lot as allocation sees it: what it holds and how old it is. */
export interface LotStock {
  id: string;
  productId: number;
  heatNumber: string;
  quantity: number;
  receivedOn: string;
  createdAt: string;
  /** A lot of bars (PRODUCT.md §20): what is left of each; absent for one continuous length. */
  bars?: readonly BarStock[] | undefined;
}

/** One order line's want of one product, in base units; `oneHeat` refuses to split it across lots. */
export interface LineWant {
  key: number;
  productId: number;
  quantity: number;
  oneHeat: boolean;
  /** A heat the buyer pinned: the line comes from that lot only (and so from one heat). */
  heatNumber?: string | undefined;
  /** A cut line's N pieces of L mm: from a lot of bars, only when its bars can yield them. */
  cut?: { pieces: number; lengthMm: number; remnantMinMm?: number | null | undefined } | undefined;
}

export interface Allocation {
  key: number;
  lotId: string;
  heatNumber: string;
  quantity: number;
  /** The bars a cut line was cut from, with what each has left after it. */
  barRests?: { id: string; lengthMm: number }[];
}

/** Oldest received first, then the first created, then the id: every engine sorts the same. */
export function oldestFirst(a: LotStock, b: LotStock): number {
  return a.receivedOn.localeCompare(b.receivedOn) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

/**
 * Takes each line, in the order given, from its product's lots oldest received first (PRODUCT.md
 * §20): a line that must come from one heat takes the oldest lot that holds all of it; any other
 * line takes what each lot has until it is served. Pure, so a property test can drive it; the
 * lots are not changed. Answers the allocations, or the key of the first line that cannot be served.
 */
export function allocate(
  lots: readonly LotStock[],
  lines: readonly LineWant[],
): { allocations: Allocation[] } | { refused: number } {
  const left = new Map(lots.map((lot) => [lot.id, lot.quantity]));
  // The bars as the lines before have left them.
  const barsLeft = new Map(lots.flatMap((lot) => (lot.bars ? [[lot.id, lot.bars.map((bar) => ({ ...bar }))]] : [])));
  const ordered = [...lots].sort(oldestFirst);
  const allocations: Allocation[] = [];
  for (const line of lines) {
    const candidates = ordered.filter(
      (lot) =>
        lot.productId === line.productId &&
        left.get(lot.id)! > 0 &&
        (line.heatNumber === undefined || lot.heatNumber === line.heatNumber),
    );
    if (line.oneHeat || line.heatNumber !== undefined || line.cut) {
      // Bars are cut only by cut lines: a lot of bars serves a cut its bars can yield, no other line.
      let plan: ReturnType<typeof cutFromBars>;
      const lot = candidates.find((candidate) => {
        plan = undefined;
        if (left.get(candidate.id)! < line.quantity) return false;
        const bars = barsLeft.get(candidate.id);
        if (!bars) return true;
        plan = line.cut ? cutFromBars(bars, line.cut.pieces, line.cut.lengthMm) : undefined;
        return plan !== undefined;
      });
      if (!lot) return { refused: line.key };
      left.set(lot.id, left.get(lot.id)! - line.quantity);
      const allocation: Allocation = {
        key: line.key,
        lotId: lot.id,
        heatNumber: lot.heatNumber,
        quantity: line.quantity,
      };
      if (plan) {
        for (const rest of plan.rests)
          barsLeft.get(lot.id)!.find((bar) => bar.id === rest.id)!.lengthMm = rest.lengthMm;
        allocation.barRests = plan.rests;
      }
      allocations.push(allocation);
      continue;
    }
    let wanted = line.quantity;
    // Bars are cut only by cut lines (handled above, as from one lot).
    for (const lot of candidates.filter((candidate) => !barsLeft.has(candidate.id))) {
      if (wanted === 0) break;
      const taken = Math.min(wanted, left.get(lot.id)!);
      left.set(lot.id, left.get(lot.id)! - taken);
      allocations.push({ key: line.key, lotId: lot.id, heatNumber: lot.heatNumber, quantity: taken });
      wanted -= taken;
    }
    if (wanted > 0) return { refused: line.key };
  }
  return { allocations };
}
