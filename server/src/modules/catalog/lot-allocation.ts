/** A lot as allocation sees it: what it holds and how old it is. */
export interface LotStock {
  id: string;
  productId: number;
  heatNumber: string;
  quantity: number;
  receivedOn: string;
  createdAt: string;
}

/** One order line's want of one product, in base units; `oneHeat` refuses to split it across lots. */
export interface LineWant {
  key: number;
  productId: number;
  quantity: number;
  oneHeat: boolean;
  /** A heat the buyer pinned: the line comes from that lot only (and so from one heat). */
  heatNumber?: string | undefined;
}

export interface Allocation {
  key: number;
  lotId: string;
  heatNumber: string;
  quantity: number;
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
  const ordered = [...lots].sort(oldestFirst);
  const allocations: Allocation[] = [];
  for (const line of lines) {
    const candidates = ordered.filter(
      (lot) =>
        lot.productId === line.productId &&
        left.get(lot.id)! > 0 &&
        (line.heatNumber === undefined || lot.heatNumber === line.heatNumber),
    );
    if (line.oneHeat || line.heatNumber !== undefined) {
      const lot = candidates.find((candidate) => left.get(candidate.id)! >= line.quantity);
      if (!lot) return { refused: line.key };
      left.set(lot.id, left.get(lot.id)! - line.quantity);
      allocations.push({ key: line.key, lotId: lot.id, heatNumber: lot.heatNumber, quantity: line.quantity });
      continue;
    }
    let wanted = line.quantity;
    for (const lot of candidates) {
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
