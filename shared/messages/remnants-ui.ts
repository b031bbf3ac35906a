import { formatNumber } from '../i18n/format.ts';
import { localized } from '../i18n/localized.ts';
/**
 * The web app's words for remnants (PRODUCT.md §20): the /remnants page, the product page's
 * section, the cart's remnant line and the shipping settings' discount. Apart from remnants.ts
 * (the API's answers) so that the pages' texts and the server's do not edit one file.
 */
export const remnantsUi = localized(
  'remnantsUi',
  {
    heading: 'Remnants',
    /** Its own words: a product page has its own Add to cart beside its remnants'. */
    addToCart: 'Add remnant to cart',
    intro:
      'Rests of bars left by cutting, each at least the product’s shortest cut, sold whole and once at a discount on the metre price.',
    /** "3 remnants", announced when the filters change. */
    resultCount: (n: number) => `${n} ${n === 1 ? 'remnant' : 'remnants'}`,
    none: 'No remnants match these filters.',
    clearFilters: 'Clear filters',
    lengthMin: 'Length from (mm)',
    lengthMax: 'Length to (mm)',
    applyLength: 'Apply',
    /** The filters of an address the API would refuse (a length range upside down, a letter). */
    invalidFilters: 'These filters are not valid, so no remnants can be shown.',
    caption: 'Remnants for sale',
    columns: {
      product: 'Product',
      grade: 'Grade',
      size: 'Size',
      heat: 'Heat',
      certificate: 'Certificate',
      length: 'Length',
      price: 'Price',
      buy: 'Buy',
    },
    /** "1,250 mm". */
    length: (lengthMm: number) => `${formatNumber(lengthMm)} mm`,
    noCertificate: 'None on file',
    signInToBuy: 'Sign in to buy',
    inYourCart: 'In your cart',
    added: (name: string, lengthMm: number) => `Added to your cart: remnant of ${name}, ${formatNumber(lengthMm)} mm`,
    /** The product page's section. */
    ofProduct: 'Remnants of this product',
    ofProductLink: 'All remnants of this product',
    /** The cart's and checkout's badge on a remnant line. */
    badge: 'Remnant',
    removeLabel: (name: string, lengthMm: number) => `Remove remnant of ${name}, ${formatNumber(lengthMm)} mm`,
    /** The shipping settings' field (remnantDiscountPercent). */
    discount: 'Remnant discount (%)',
  } as const,
  'remnants-ui',
);
