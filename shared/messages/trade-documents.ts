import { localized } from '../i18n/localized.ts';
/**
 * Texts of the trade documents of a purchase order (PRODUCT.md §19): the commercial invoice, the
 * packing list and the ZIP of all the order's documents. The PDFs' texts are the server's alone;
 * the web app imports only `tradeDocumentLinks`, so its first load does not carry the rest.
 */

/** "Packing list RM-000123 · Page 2 of 3" at the foot of every page. */
const footer = (title: string, number: string, page: number, pages: number) =>
  `${title} ${number} · Page ${page} of ${pages}`;

export const commercialInvoiceTexts = localized(
  'commercialInvoiceTexts',
  {
    title: 'Commercial invoice',
    metadataTitle: (number: string) => `Commercial invoice ${number}`,
    fileName: (number: string) => `Commercial-invoice-${number}.pdf`,
    continued: (number: string) => `Commercial invoice ${number} (continued)`,
    footer: (number: string, page: number, pages: number) => footer('Commercial invoice', number, page, pages),
    seller: 'Seller / exporter',
    billTo: 'Bill to',
    consignee: 'Consignee',
    currency: 'Currency',
    invoiceDate: 'Date',
    columns: {
      description: 'Description',
      hsCode: 'HS code',
      origin: 'Origin',
      quantity: 'Quantity',
      netWeight: 'Net weight',
      unitPrice: 'Unit price',
      amount: 'Amount',
      exportClassification: 'Export class.',
    },
    grade: (grade: string) => `Grade ${grade}`,
    standard: (standard: string) => `Standard ${standard}`,
    /** A fact the line does not have (a made-to-order item's HS code, a weight not known). */
    notKnown: '—',
    netWeight: 'Net weight',
    grossWeight: 'Gross weight',
    /** Beside the gross weight: how it was reckoned (gross-weight.ts). */
    grossWeightRule: (percent: number, minimumKg: number) =>
      `Gross weight: net weight plus packaging of ${percent} % of the net weight, at least ${minimumKg} kg.`,
    weightNotKnown: 'not known',
    endUse: {
      heading: 'End-use statement',
      endUser: 'End user',
      country: 'Country of end use',
      purpose: 'End use',
    },
    declaration:
      'We declare that the information on this invoice is true and correct and that the contents of this shipment are as stated above.',
    signature: 'Signature',
    nameAndTitle: 'Name and title',
    date: 'Date',
  } as const,
  'trade-documents',
);

export const packingListTexts = localized(
  'packingListTexts',
  {
    title: 'Packing list',
    seller: 'Shipper',
    consignee: 'Consignee',
    buyer: 'Buyer',
    metadataTitle: (number: string) => `Packing list ${number}`,
    fileName: (number: string) => `Packing-list-${number}.pdf`,
    continued: (number: string) => `Packing list ${number} (continued)`,
    footer: (number: string, page: number, pages: number) => footer('Packing list', number, page, pages),
    columns: {
      line: 'Line',
      description: 'Description',
      pieces: 'Pieces × length',
      quantity: 'Quantity',
      weight: 'Weight',
      heatNumber: 'Heat no.',
    },
    grade: (grade: string) => `Grade ${grade}`,
    /** A line not cut to length: its pieces are its quantity, or the material is by the metre or kilogram. */
    notCut: '—',
    lines: 'Lines',
    totalPieces: 'Pieces',
    netWeight: 'Net weight',
    grossWeight: 'Gross weight',
    weightNotKnown: 'not known',
  } as const,
  'trade-documents',
);

/** The ZIP of every document of an order: one folder named after the order. */
export const documentsZipTexts = localized(
  'documentsZipTexts',
  {
    fileName: (number: string) => `Trade-documents-${number}.zip`,
    entry: (number: string, fileName: string) => `${number}/${fileName}`,
    /** A mill certificate by its line and the name it was uploaded with. */
    certificate: (number: string, lineNo: number | null, fileName: string) =>
      `${number}/Certificates/${lineNo === null ? '' : `Line-${lineNo}-`}${fileName}`,
  } as const,
  'trade-documents',
);

/** The "Trade documents" area of the purchase order page. */
export const tradeDocumentLinks = localized(
  'tradeDocumentLinks',
  {
    heading: 'Trade documents',
    commercialInvoice: 'Commercial invoice',
    packingList: 'Packing list',
    allDocuments: 'All documents (ZIP)',
    intro:
      'For customs and the receiving dock: the commercial invoice, the packing list, and every document of the order in one ZIP.',
  } as const,
  'trade-documents',
);
