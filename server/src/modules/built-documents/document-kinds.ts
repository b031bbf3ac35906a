import type { Language } from '#shared/i18n/languages.ts';
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
  /** The builder, its library loaded at its first build. */
  load: () => Promise<(input: DocumentInputs[K]) => Promise<Uint8Array>>;
}

export const documentKinds: { [K in DocumentKind]: DocumentKindSpec<K> } = {
  invoice: {
    contentType: 'application/pdf',
    // 2: PRODUCT.md §16 (tax IDs, goods, freight, tax lines, Incoterm, how to pay).
    layout: 2,
    load: async () => {
      // The one import around a front door (ADR 028): a worker thread loads the PDF builder alone,
      // not the purchase-orders module with its database code.
      // eslint-disable-next-line import-x/no-restricted-paths
      const { renderInvoicePdf } = await import('../orders/documents/invoice-pdf.ts');
      return ({ order, seller, billing }) => renderInvoicePdf(order, seller, billing);
    },
  },
  commercialInvoice: {
    contentType: 'application/pdf',
    layout: 1,
    load: async () => {
      // eslint-disable-next-line import-x/no-restricted-paths
      const { renderCommercialInvoicePdf } = await import('../orders/documents/commercial-invoice-pdf.ts');
      return ({ order, seller, taxIds }) => renderCommercialInvoicePdf(order, seller, taxIds);
    },
  },
  packingList: {
    contentType: 'application/pdf',
    layout: 1,
    load: async () => {
      // eslint-disable-next-line import-x/no-restricted-paths
      const { renderPackingListPdf } = await import('../orders/documents/packing-list-pdf.ts');
      return ({ order, seller }) => renderPackingListPdf(order, seller);
    },
  },
  documentsZip: {
    contentType: 'application/zip',
    layout: 1,
    load: async () => {
      const { zipEntries } = await import('./zip-entries.ts');
      return ({ entries, mtime }) => zipEntries(entries, new Date(mtime));
    },
  },
};

/** One build, as it crosses to a worker thread: plain data, cloned. */
export type DocumentTask = { [K in DocumentKind]: { kind: K; input: DocumentInputs[K] } }[DocumentKind];

/** A build in its reader's language (PRODUCT.md §18): the language crosses to the thread with the task. */
export type LanguageTask = DocumentTask & { language: Language };

/**
 * Builds a document in `task.language`. A worker thread is outside any request: it loads the
 * builder, then the translations of the catalogs the builder imported (once per thread), and
 * builds inside `inLanguage`, so every label and number is the reader's.
 */
export async function buildDocument(task: LanguageTask): Promise<Uint8Array> {
  // The union is narrowed by `kind`; TypeScript cannot correlate the two lookups.
  const spec = documentKinds[task.kind] as DocumentKindSpec<DocumentKind>;
  const [{ loadServerTexts }, { inLanguage }] = await Promise.all([
    import('../../i18n/translation-files.ts'),
    import('../../i18n/in-language.ts'),
  ]);
  const builder = await spec.load();
  await loadServerTexts();
  return inLanguage(task.language, () => builder(task.input));
}
