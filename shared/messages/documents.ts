/**
 * Texts of the mails and the invoice of purchase orders (docs/product/ordering.md). Only the server
 * writes them, so they stay out of `messages` (shared/messages.ts), which the web app's first load
 * carries.
 */

/** " (PO 4500-17)" after an order number when the buyer gave their own reference. */
const withPo = (poNumber: string | null) => (poNumber ? ` (PO ${poNumber})` : '');

/** Labels both the mails and the invoice print beside the order's facts and in the lines' table. */
const labels = {
  orderNumber: 'Order number',
  poNumber: 'PO number',
  orderDate: 'Order date',
  requestedDate: 'Requested delivery date',
  shipTo: 'Ship to',
  phone: 'Phone',
  notes: 'Notes',
  paymentReference: 'Payment reference',
  total: 'Total',
  columns: {
    sku: 'SKU',
    name: 'Product',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    lineTotal: 'Line total',
    heatNumber: 'Heat no.',
  },
  /** A line whose product has no SKU (a product deleted since, or one that never had one). */
  noSku: '—',
} as const;

export const documents = {
  labels,
  mail: {
    subject: {
      placed: (number: string, poNumber: string | null) => `Order ${number} received${withPo(poNumber)}`,
      paid: (number: string, poNumber: string | null) => `Receipt for order ${number}${withPo(poNumber)}`,
      shipped: (number: string, poNumber: string | null) => `Order ${number} has shipped${withPo(poNumber)}`,
    },
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    placed: {
      heading: 'Thank you for your order',
      intro: (number: string) => `We have received your purchase order ${number} and reserved the stock for it.`,
      nextStepHeading: 'What to do next',
      nextStep: 'Pay the order by card from its page. We start production as soon as it is paid.',
      payAction: 'Pay the order',
    },
    paid: {
      heading: 'Payment received',
      intro: (number: string) => `We have received your payment for order ${number}. Thank you.`,
      amount: 'Amount paid',
      date: 'Payment date',
      invoiceAction: 'Download the invoice (PDF)',
    },
    shipped: {
      heading: 'Your order has shipped',
      intro: (number: string) => `Order ${number} is on its way.`,
      carrier: 'Carrier',
      trackingNumber: 'Tracking number',
      linesHeading: 'Shipped',
    },
    viewOrder: 'View the order',
    footer: (storeName: string) => `${storeName}: you receive this mail because you placed an order with us.`,
  },
  invoice: {
    heading: 'INVOICE',
    metadataTitle: (number: string) => `Invoice ${number}`,
    seller: 'From',
    billTo: 'Bill to',
    invoiceDate: 'Invoice date',
    paid: 'PAID',
    paidOn: (date: string) => `Paid on ${date}`,
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    continued: (number: string) => `Invoice ${number} (continued)`,
    thanks: 'Thank you for your business.',
  },
  /** The mails of quotes (docs/product/quotes.md): the buyer hears of the answer, the store of a request. */
  quoteMail: {
    subject: {
      requested: (number: string) => `New quote request ${number}`,
      quoted: (number: string) => `Your quote ${number} is ready`,
      declined: (number: string) => `Quote ${number}: we cannot offer this`,
    },
    heading: {
      requested: 'A buyer asks for a quote',
      quoted: 'Your quote is ready',
      declined: 'We cannot quote this request',
    },
    intro: {
      requested: (number: string, buyer: string) => `${buyer} asks for quote ${number}. Answer it from Manage Quotes.`,
      quoted: (number: string, validUntil: string) =>
        `Here is our offer for quote ${number}. Accept it by ${validUntil} to place the order at this price.`,
      declined: (number: string) => `We are sorry: we cannot offer what quote ${number} asks for.`,
    },
    labels: {
      quoteNumber: 'Quote number',
      product: 'Product',
      material: 'Material',
      grade: 'Grade or standard',
      dimensions: 'Dimensions',
      quantity: 'Quantity',
      targetDate: 'Target date',
      unitPrice: 'Unit price',
      total: 'Total',
      leadTime: 'Lead time',
      validUntil: 'Valid until',
      buyer: 'Buyer',
    },
    leadTimeDays: (days: number) => (days === 1 ? '1 day' : `${days} days`),
    noteLabel: { requested: 'Notes', quoted: 'Our note', declined: 'Why' },
    action: { requested: 'Answer the request', quoted: 'View and accept the quote', declined: 'View the quote' },
    footer: {
      buyer: (storeName: string) => `${storeName}: you receive this mail because you asked us for a quote.`,
      store: (storeName: string) => `${storeName}: sent to the store's address (SELLER_EMAIL).`,
    },
  },
} as const;
