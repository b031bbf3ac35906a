import { localized } from '../i18n/localized.ts';
/**
 * What the checkout and the purchase order page say about an order's cost (PRODUCT.md §16):
 * goods, freight, tax lines, total, weight and the Incoterm. Only those lazy pages and the tests
 * read them, so they stay out of the first load's `messages`.
 */
export const orderCostsUi = localized(
  'orderCostsUi',
  {
    heading: 'What the order costs',
    caption: 'Cost of the order: goods, freight and tax',
    goods: 'Goods',
    freight: 'Freight',
    toBeQuoted: 'To be quoted',
    /** Under EXW and FCA the buyer's carrier collects: the store charges no freight. */
    collectedByCarrier: 'Collected by your carrier',
    /** One tax line: "PA sales tax 6 %", "VAT 19 %". */
    taxLine: (label: string, rate: number) => `${label} ${rate} %`,
    tax: 'Tax',
    total: 'Total',
    amountDue: 'Amount due now',
    weight: 'Shipping weight',
    weightUnknown: 'Not known',
    incoterm: 'Incoterm',
    /** "DAP Stuttgart"; the term alone when it names no place. */
    incotermWithPlace: (incoterm: string, place: string | null) => (place ? `${incoterm} ${place}` : incoterm),
    // The checkout's delivery terms
    termsLegend: 'Delivery terms (Incoterms 2020)',
    incotermPlace: 'Named place (optional)',
    incotermPlaceHint: (place: string) => `Left empty: ${place}`,
    carrierAccount: 'Your carrier account number (optional)',
    carrierAccountHint: 'Under EXW and FCA your carrier collects the goods; the store charges no freight.',
    quoteIncomplete: (problem: string) => `Freight and tax appear once the ship-to is complete: ${problem}`,
    quoteLoading: 'Working out freight and tax…',
    // The cart's estimate
    estimateHeading: 'Estimate to your saved ship-to address',
    estimateAtCheckout: 'Freight and tax are worked out at checkout for the address you ship to.',
    quoteUpdating: 'Updating…',
    quoteFailed: 'The cost of the order could not be worked out.',
    freightPendingReasons: 'Why the freight is quoted later',
    // The purchase order page
    carrierAccountFact: 'Carrier account',
    freightCarrier: 'Freight carrier',
    freightNote: 'Freight note',
    freightPendingNote: 'Freight will be quoted by the store; you can pay once it is set',
  } as const,
  'order-costs-ui',
);
