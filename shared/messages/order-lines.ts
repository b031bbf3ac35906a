import { localized } from '../i18n/localized.ts';
/** What an order line says about the item it is (PRODUCT.md §22): made to order, lead time, drawing. */
export const orderLines = localized(
  'orderLines',
  {
    /** "Titanium tube": the metal and the form (a singular noun) of a quoted item. */
    itemName: (metal: string, form: string) => `${metal} ${form}`,
    madeToOrder: 'Made to order',
    leadTime: (days: number) => `Lead time ${days} ${days === 1 ? 'day' : 'days'}`,
    madeToOrderFacts: (days: number | null) =>
      days === null ? 'Made to order' : `Made to order, lead time ${days} ${days === 1 ? 'day' : 'days'}`,
    drawing: 'Drawing',
    /** The quote request's field and the quote's fact. */
    certificateLabel: 'Certificate required',
    noCertificate: 'None',
    /** The quote's fact: whether accepting it takes stock or makes the item. */
    supplyLabel: 'Supplied',
    fromStock: 'The catalog product as sold',
    downloadDrawing: (line: string) => `Download the drawing of ${line}`,
    certificateRequired: (type: string) => `Certificate required: ${type}`,
    /** The quote a line was made from: "Quote Q-000123". */
    fromQuote: (number: string) => `Quote ${number}`,
  } as const,
  'order-lines',
);
