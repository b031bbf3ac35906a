import { echo } from '../echo.ts';
import { localized } from '../i18n/localized.ts';

/**
 * Texts of units, weight and cut to length (docs/product/catalog.md#units-weight-and-cut-to-length,
 * PRODUCT.md §15). A `pcs` product keeps the original texts of shared/messages.ts; these are for
 * products sold by the metre or the kilogram, and for cut lines. Kept out of the `messages`
 * aggregate so that the first load does not carry them.
 */
export const unitTexts = localized(
  'unitTexts',
  {
    unitLabels: { pcs: 'pcs', m: 'm', kg: 'kg' },
    unitNames: { pcs: 'per piece', m: 'per metre', kg: 'per kilogram' },
    unitChoice: 'Choose pcs, m or kg',
    belowMinimum: (minimum: string) => `You must place a minimum of ${minimum}`,
    aboveTotal: (total: string) => `You cannot order more than ${total}`,
    notMultiple: (increment: string) => `Quantity must be a multiple of ${increment}`,
    aboveMaximum: (maximum: string) => `You can order at most ${maximum} in one order`,
    quantityPositive: 'Quantity must be more than 0',
    piecesWhole: 'This product is sold by the piece: the quantity must be a whole number',
    tooManyDecimals: (label: string) => `${label} can have at most 3 decimals`,
    tooLarge: (label: string) => `${label} is too large`,
    wholeInPieces: (label: string) => `${label} must be a whole number for a product sold by the piece`,
    densityPositive: 'Density must be more than 0 g/cm³',
    densityTooLarge: 'Density is at most 30 g/cm³',
    density: 'Density',
    // Cut to length.
    notCutToLength: 'This product is not cut to length',
    cutOnlyByMetre: 'Only a product sold by the metre can be cut to length',
    piecesPositive: 'Pieces must be a whole number of at least 1',
    piecesTooMany: (maximum: number) => `At most ${maximum} pieces in one cut line`,
    lengthWholeMm: 'Length must be a whole number of millimetres',
    lengthOutOfBounds: (min: number, max: number) => `Length must be between ${min} mm and ${max} mm`,
    cutBoundsOrder: 'The shortest cut length cannot be above the longest',
    cutFeeCents: 'The cut fee can have at most two decimals',
    cutFeeNegative: 'The cut fee cannot be negative',
    cutNotFound: 'Cut line not found',
    cutQuantityMismatch: (given: string, quantity: number) =>
      `The quantity ${echo(given)} is not pieces × length (${quantity} m); leave it empty for a cut`,
    quickOrderUnit: (value: string, unit: string) => `The quantity "${echo(value)}" cannot be ordered in ${unit}.`,
    cutNeedsBoth: 'A cut needs both pieces and lengthMm',
    cutOrQuantity: 'Send either productQuantity or pieces and lengthMm, not both',
    cutLine: (pieces: number, length: string) => `${pieces} × ${length} mm`,
    cutOnInvoice: (cut: string, fee: string) => `Cut ${cut}, cut fee ${fee} each`,
    weight: 'Weight',
    weightPerMetre: 'Weight per metre',
    totalWeight: 'Total weight',
  } as const,
  'units',
);
