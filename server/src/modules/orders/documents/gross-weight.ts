/**
 * The gross weight a commercial invoice declares (PRODUCT.md §19): the lines' net weight plus
 * packaging. The store does not weigh its crates, so packaging is reckoned: 5 % of the net weight
 * (bar and plate in wooden crates and foil), and at least 2 kg (a carton of a few samples still
 * weighs something). Customs accept a declared estimate; the rule is printed under the weights.
 */
export const packagingAllowance = { percentOfNet: 5, minimumKg: 2 } as const;

/** Net plus packaging, to the gram; null when no line's weight is known. */
export function grossWeightKg(netKg: number | null): number | null {
  if (netKg === null) return null;
  const packaging = Math.max(packagingAllowance.minimumKg, (netKg * packagingAllowance.percentOfNet) / 100);
  return Math.round((netKg + packaging) * 1000) / 1000;
}
