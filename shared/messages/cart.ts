import { echo } from '../echo.ts';
import { localized } from '../i18n/localized.ts';

/**
 * Texts of the cart, quick order, Order again and checkout (docs/product/ordering.md). A value the
 * caller sent is echoed cut to 64 characters (PRODUCT.md §21).
 */
export const cart = localized(
  'cart',
  {
    navLink: 'Cart',
    addToCart: 'Add to cart',
    noLongerSold: 'This product is no longer sold. Remove it from your cart.',
    repriced: (before: string, now: string) =>
      `The price changed from ${before} to ${now} since you added it. Update the line to accept the new price.`,
    full: (lines: number) => `Your cart is full: it holds at most ${lines} lines.`,
    lineNotFound: 'This line is not in your cart.',
    // Quick order
    tooManyRows: (rows: number) => `Paste at most ${rows} rows at a time.`,
    nothingToRead: 'Paste lines of SKU and quantity, or choose a CSV file.',
    unreadable: 'The text could not be read as SKU and quantity lines: check its quotes.',
    rowShape: 'Expected a SKU and a quantity.',
    unknownSku: (sku: string) => `No product has the SKU ${echo(sku)}.`,
    notWholeNumber: (value: string) => `The quantity "${echo(value)}" is not a whole number.`,
    // Pages
    navLabel: (count: number) => `Cart, ${count} ${count === 1 ? 'line' : 'lines'}`,
    added: (name: string) => `Added to your cart: ${name}`,
    pageTitle: 'Cart',
    empty: 'Your cart is empty.',
    goneProduct: 'A product no longer sold',
    loadError: 'The cart could not be loaded.',
    browseProducts: 'Browse products',
    quickOrderLink: 'Quick order',
    columns: {
      sku: 'SKU',
      product: 'Product',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      lineTotal: 'Line total',
    },
    quantityOf: (name: string) => `Quantity of ${name}`,
    update: 'Update',
    acceptPrice: 'Accept new price',
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name}`,
    total: 'Total',
    checkout: 'Checkout',
    signInToCheckout: 'Sign in to check out',
    notReady: 'Fix or remove the lines marked in red before checking out.',
    // Quick order page
    quickOrderTitle: 'Quick order',
    quickOrderIntro:
      'Paste one line per product: the SKU and the quantity, separated by a space, a tab, a comma or a semicolon. Or choose a CSV file with the columns sku,quantity.',
    quickOrderText: 'SKU and quantity lines',
    quickOrderFile: 'CSV file',
    quickOrderSubmit: 'Add to cart',
    rowsAdded: (count: number) => `${count} ${count === 1 ? 'row' : 'rows'} added to your cart.`,
    rowsRefused: 'Rows not added',
    rowProblem: (row: number, message: string) => `Row ${row}: ${message}`,
    goToCart: 'Go to cart',
    // Checkout page
    checkoutTitle: 'Checkout',
    shipToAddress: 'Ship-to address',
    phone: 'Phone',
    poNumber: 'PO number (optional)',
    requestedDate: 'Requested delivery date (optional)',
    notes: 'Notes (optional)',
    saveShipTo: 'Save this address and phone for my next order',
    placeOrder: 'Place order',
    placingOrder: 'Placing order…',
    orderPlaced: (number: string) => `Order ${number} placed. Pay it now or later from My Orders.`,
    backToCart: 'Back to cart',
    emptyCheckout: 'Your cart is empty: there is nothing to check out.',
  } as const,
  'cart',
);
