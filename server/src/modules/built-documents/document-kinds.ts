import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { InvoiceSeller, SellerBilling, SellerTaxId } from '../../seller.ts';

/**
 * Every document the store builds from an order, with what it is built from (ADR 025). This file
 * is loaded by the worker threads (document-worker.ts) as well as the server: it imports nothing
 * heavy at the top, each builder loads its library (pdfkit, a ZIP writer) at its first build.
 *
 * Adding a document: its input here, its builder and content type in `documentKinds`, and a route
 * that answers `sendBuiltDocument` (built-documents.reply.ts).
 */
export interface DocumentInputs {
  /**
   * The order as the API answers it, the seller (SELLER_*) and, from the store's settings, its tax
   * IDs and remittance details (PRODUCT.md §16): all of it in the version's digest, so a changed
   * bank account or VAT registration makes a new invoice as a payment or an address does.
   */
  invoice: { order: PurchaseOrder; seller: InvoiceSeller; billing: SellerBilling };
  /**
   * The trade documents (PRODUCT.md §19): the order, the seller and, for the commercial invoice,
   * the store's tax IDs (not its bank details: a new IBAN changes no customs document).
   */
  commercialInvoice: { order: PurchaseOrder; seller: InvoiceSeller; taxIds: SellerTaxId[] };
  packingList: { order: PurchaseOrder; seller: InvoiceSeller };
  /**
   * Every document of an order in one ZIP: its entries' names and bytes. Its version is not a
   * digest of this input (megabytes of certificates) but of its parts' versions (bundleVersion,
   * built-documents.ts), known before any byte is read.
   */
  documentsZip: { entries: ZipEntry[]; mtime: string };
}

/** One file of a ZIP: its path inside the archive and its bytes. */
export interface ZipEntry {
  name: string;
  content: Uint8Array;
}

export type DocumentKind = keyof DocumentInputs;

interface DocumentKindSpec<K extends DocumentKind> {
  contentType: string;
  /**
   * Bump when the document's drawing changes (layout, wording): its kept copies, built by the
   * old code from the same facts, are then a stale version and are built again on their next download.
   */
  layout: number;
  build: (input: DocumentInputs[K]) => Promise<Uint8Array>;
}

export const documentKinds: { [K in DocumentKind]: DocumentKindSpec<K> } = {
  invoice: {
    contentType: 'application/pdf',
    // 2: PRODUCT.md §16 (tax IDs, goods, freight, tax lines, Incoterm, how to pay).
    layout: 2,
    build: async ({ order, seller, billing }) =>
      // The one import around a front door (ADR 028): a worker thread loads the PDF builder alone,
      // not the purchase-orders module with its database code.
      // eslint-disable-next-line import-x/no-restricted-paths
      (await import('../orders/documents/invoice-pdf.ts')).renderInvoicePdf(order, seller, billing),
  },
  commercialInvoice: {
    contentType: 'application/pdf',
    layout: 1,
    build: async ({ order, seller, taxIds }) =>
      // eslint-disable-next-line import-x/no-restricted-paths
      (await import('../orders/documents/commercial-invoice-pdf.ts')).renderCommercialInvoicePdf(order, seller, taxIds),
  },
  packingList: {
    contentType: 'application/pdf',
    layout: 1,
    build: async ({ order, seller }) =>
      // eslint-disable-next-line import-x/no-restricted-paths
      (await import('../orders/documents/packing-list-pdf.ts')).renderPackingListPdf(order, seller),
  },
  documentsZip: {
    contentType: 'application/zip',
    layout: 1,
    build: async ({ entries, mtime }) => (await import('./zip-entries.ts')).zipEntries(entries, new Date(mtime)),
  },
};

/** One build, as it crosses to a worker thread: plain data, cloned. */
export type DocumentTask = { [K in DocumentKind]: { kind: K; input: DocumentInputs[K] } }[DocumentKind];

export function buildDocument(task: DocumentTask): Promise<Uint8Array> {
  // The union is narrowed by `kind`; TypeScript cannot correlate the two lookups.
  const spec = documentKinds[task.kind] as DocumentKindSpec<DocumentKind>;
  return spec.build(task.input);
}
