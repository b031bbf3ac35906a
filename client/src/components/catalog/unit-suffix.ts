import type { Unit } from '#shared/catalog/units.ts';

/**
 * "/m" and "/kg" after a price, " m" and " kg" after a quantity, nothing for pieces (whose texts
 * stay exactly as they were; PRODUCT.md §15). The cards and the list are on the first load, so
 * they do not import shared/catalog/units.ts and its messages (formatUnitPrice, formatQuantity,
 * which every lazy page uses) for a suffix: docs/decisions/005-first-load-budget.md.
 */
export const unitSuffix = (unit: Unit | undefined, separator: '/' | ' '): string =>
  unit && unit !== 'pcs' ? `${separator}${unit}` : '';
