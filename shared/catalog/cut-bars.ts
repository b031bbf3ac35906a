/** A bar of a lot (PRODUCT.md §20): what is left of it, in mm. */
export interface BarStock {
  id: string;
  lengthMm: number;
}

/** Where each piece comes from, and what each bar that was cut has left. */
export interface CutPlan {
  /** One entry per piece: the id of the bar it is cut from. */
  pieces: string[];
  /** Every bar cut, with its length after the cut (0: used up). */
  rests: { id: string; lengthMm: number }[];
}

/**
 * First-fit decreasing (PRODUCT.md §20, "fewest bars first"): the bars longest first; each piece
 * (all of one length, as a cut line's are) goes into the first bar still long enough. With pieces
 * of one length this uses the fewest bars: every bar opened holds as many pieces as it can
 * (⌊length / piece⌋) before the next is opened, and the longest bars hold the most. Saw kerf is not
 * counted (the store has no kerf setting). Pure; answers `undefined` when the bars cannot yield
 * every piece, even if their total length would.
 */
export function cutFromBars(bars: readonly BarStock[], pieces: number, lengthMm: number): CutPlan | undefined {
  if (pieces <= 0 || lengthMm <= 0) return { pieces: [], rests: [] };
  // Longest first; ties by id so every engine's read order plans the same.
  const sorted = bars
    .filter((bar) => bar.lengthMm >= lengthMm)
    .map((bar) => ({ ...bar }))
    .sort((a, b) => b.lengthMm - a.lengthMm || a.id.localeCompare(b.id));
  const placed: string[] = [];
  const cut = new Set<string>();
  for (let piece = 0; piece < pieces; piece += 1) {
    const bar = sorted.find((candidate) => candidate.lengthMm >= lengthMm);
    if (!bar) return undefined;
    bar.lengthMm -= lengthMm;
    cut.add(bar.id);
    placed.push(bar.id);
  }
  return { pieces: placed, rests: sorted.filter((bar) => cut.has(bar.id)) };
}
