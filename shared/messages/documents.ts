import { localized } from '../i18n/localized.ts';
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
  /** What an order costs (PRODUCT.md §16): goods, freight, each tax line, the total. */
  goods: 'Goods',
  freight: 'Freight',
  /** The freight's amount while the store has still to quote it: "Freight: to be quoted". */
  freightToBeQuoted: 'to be quoted',
  /** Under EXW and FCA the buyer's carrier collects the goods: the store charges no freight. */
  freightCollected: "collected by the buyer's carrier",
  /** A tax line's label before its amount: "VAT 19 %". */
  taxLine: (label: string, rate: string) => `${label} ${rate} %`,
  total: 'Total',
  incoterm: 'Incoterm',
  /** "DAP Stuttgart, Incoterms 2020"; the place left out when there is none. */
  incotermTerms: (incoterm: string, place: string | null) => `${incoterm}${place ? ` ${place}` : ''}, Incoterms 2020`,
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

export const documents = localized(
  'documents',
  {
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
      /** The invoice mail of an order on account: its PDF goes with it (PRODUCT.md §16). */
      invoiceAttached: 'The invoice is attached to this mail as a PDF.',
      footer: (storeName: string) => `${storeName}: you receive this mail because you placed an order with us.`,
    },
    invoice: {
      heading: 'INVOICE',
      metadataTitle: (number: string) => `Invoice ${number}`,
      seller: 'From',
      billTo: 'Bill to',
      taxId: (id: string) => `Tax ID: ${id}`,
      /** A bill-to's ID in the format of an EU (or GB, CH, NO) VAT ID. */
      vatId: (id: string) => `VAT ID: ${id}`,
      /** One of the store's own registrations (/settings/tax): "VAT ID: DE298416573", "PA sales tax ID: 83417265". */
      sellerTaxId: (label: string, id: string) => `${label} ID: ${id}`,
      /** A card payment's reference at the payment provider (the payment reference is the order number). */
      transactionId: 'Transaction ID',
      carrierAccount: 'Carrier account',
      freightCarrier: 'Freight carrier',
      paymentTerms: 'Payment terms',
      dueDate: 'Due date',
      amountPaid: 'Paid',
      outstanding: 'Outstanding',
      payBy: (terms: string, dueDate: string) => `Payment terms ${terms}: please pay by ${dueDate}.`,
      /** How an accounts department pays the invoice (/settings/remittance, PRODUCT.md §16). */
      howToPay: 'How to pay',
      remittance: {
        bankName: 'Bank',
        accountName: 'Account name',
        iban: 'IBAN',
        bic: 'BIC',
        accountNumber: 'Account number',
        routingNumber: 'Routing number',
      },
      quoteReference: 'Please quote the payment reference with your payment.',
      fileName: (number: string) => `Invoice-${number}.pdf`,
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
        requested: (number: string, buyer: string) =>
          `${buyer} asks for quote ${number}. Answer it from Manage Quotes.`,
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
  } as const,
  'documents',
);
