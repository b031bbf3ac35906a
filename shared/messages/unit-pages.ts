import { localized } from '../i18n/localized.ts';
/**
 * Page texts of products sold by the metre or the kilogram and of cut lines (PRODUCT.md §15,
 * docs/product/screens.md#units-weight-and-cut-to-length): labels, hints and column headings of
 * the product page, cart, checkout, purchase orders and admin forms. The rules' own texts
 * (validation, "7 × 1,250 mm", "Weight") are in ./units.ts. Kept out of the `messages` aggregate
 * so that the first load does not carry them (docs/decisions/005-first-load-budget.md).
 */
export const unitPages = localized(
  'unitPages',
  {
    // Product page.
    inStock: (quantity: string) => `${quantity} in stock`,
    from: (quantity: string) => `${quantity}+`,
    quantityIn: (unit: string) => `Quantity (${unit})`,
    quantityHint: (step: string) => `Up to 3 decimals, in steps of ${step}`,
    quantityBetween: (minimum: string, total: string) => `Between ${minimum} and ${total}, up to 3 decimals`,
    weightPerPiece: 'Weight per piece',
    cutToLength: 'Cut to length',
    cutHint: (fee: string) => `We cut the bar into pieces of your length; each piece costs ${fee} to cut.`,
    pieces: 'Pieces',
    lengthMm: 'Length (mm)',
    lengthBounds: (min: string, max: string) => `Between ${min} mm and ${max} mm, whole millimetres`,
    piecesHint: 'Whole pieces, at least 1',
    metal: 'Metal',
    cutFees: (pieces: number, fee: string) => `Cutting (${pieces} × ${fee})`,
    lineWeight: 'Estimated weight',
    cutSignIn: 'Sign in to add cut pieces to your cart: cut lines are kept in your account.',
    signInToCut: 'Sign in to order cut pieces',
    cutAdded: (name: string) => `${name}: cut pieces added to your cart`,
    // Products page.
    priceSortHint: 'Prices compare within a unit: per piece first, then per metre, then per kilogram.',
    // Cart, checkout and purchase orders.
    weightColumn: 'Weight',
    cutFeeOf: (fee: string) => `cut fee ${fee} each`,
    removeCut: (cut: string, name: string) => `Remove ${cut} of ${name}`,
    packing: 'Packing',
    packingCaption: (number: string) => `Packing list of purchase order ${number}`,
    packingPieces: 'Pieces to pack',
    noWeight: '—',
    // Quick order.
    quickOrderCutHelp:
      'For cut pieces, add the number of pieces and their length in millimetres: sku,quantity,pieces,lengthMm (leave quantity empty), e.g. TI-TUBE-6,,7,1250. Quantities in m and kg may have 3 decimals: TI-WIRE-1,2.4.',
    // Admin forms.
    unitLabel: 'Sold by',
    unitOptions: { pcs: 'The piece (pcs)', m: 'The metre (m)', kg: 'The kilogram (kg)' },
    unitHint: 'Stock, minimum, multiple, maximum, price breaks and price are counted in this unit.',
    densityLabel: 'Density (g/cm³)',
    densityHint: 'From the alloy, e.g. 4.51 for titanium Grade 2; used to estimate weights.',
    unitSection: 'Unit, density and cutting',
    cutToLengthLabel: 'Cut to length (only for products sold by the metre)',
    minLengthMm: 'Shortest piece (mm)',
    maxLengthMm: 'Longest piece (mm)',
    cutFee: 'Cut fee per piece ($)',
  } as const,
  'unit-pages',
);
