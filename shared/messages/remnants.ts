import { localized } from '../i18n/localized.ts';
/** Texts of bars and remnants (PRODUCT.md §20): receiving a lot as bars, cutting from them. */
export const remnants = localized(
  'remnants',
  {
    barLength: 'Enter the bar length in mm (a whole number of at least 1)',
    barCount: 'Enter the number of bars (a whole number of at least 1)',
    barsBoth: 'Give both the bar length and the number of bars',
    barsNotCut: 'Only a product cut to length holds bars',
    barsQuantity: 'A lot of bars holds the bars’ length: leave the quantity out or give bar length × count in metres',
    quantityOrBars: 'Enter a quantity, or the bar length and the number of bars',
    /** After the line's name (purchaseOrders.lineProblem): "Ti bar: no heat's bars can yield 4 × 1200 mm". */
    noBars: (pieces: number, lengthMm: number) => `no heat's bars can yield ${pieces} × ${lengthMm} mm`,
    lengthWhole: 'Enter a length in whole millimetres',
    lengthRange: 'The shortest length must not be more than the longest',
    unknownProduct: 'Unknown product',
    notFound: 'Remnant not found',
    /** POST /cart/remnants/{id} and checkout: someone else holds or bought it. */
    taken: 'This remnant has just been taken by another buyer',
    sold: 'This remnant is sold',
    /** After the line's name at checkout. */
    goneAtCheckout: 'this remnant is no longer available: remove it from the cart',
  },
  'remnants',
);
