import type { Kysely } from 'kysely';
import { documents } from '#shared/messages/documents.ts';
import { commercialInvoiceTexts, documentsZipTexts, packingListTexts } from '#shared/messages/trade-documents.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { sellerFromConfig } from '../../seller.ts';
import type { BundlePart } from '../built-documents/index.ts';
import { documentContent, orderCertificateFiles } from '../documents/index.ts';
import { invoiceTask, readSellerBilling } from './invoice-input.ts';

type Context = { db: Kysely<Database>; config: Pick<Config, 'seller'> };

/**
 * The order as the trade documents are drawn from it: without its downloadable files (they print
 * none), so a certificate attached to a line makes a new ZIP but not a new commercial invoice or
 * packing list. Everything they print is still in it, hence in their versions.
 */
function tradeOrder(order: PurchaseOrder): PurchaseOrder {
  return { ...order, documents: [], lines: order.lines.map((line) => ({ ...line, certificate: null })) };
}

/**
 * What the commercial invoice is drawn from (PRODUCT.md §19, ADR 025): the order as answered with
 * no caller, the seller (SELLER_*) and the store's tax IDs from /settings/tax.
 */
export async function commercialInvoiceTask(context: Context, order: PurchaseOrder) {
  const { taxIds } = await readSellerBilling(context.db);
  const seller = sellerFromConfig(context.config);
  return { kind: 'commercialInvoice', input: { order: tradeOrder(order), seller, taxIds } } as const;
}

/** What the packing list is drawn from: the order and the seller (no prices, no tax IDs). */
export function packingListTask(context: Context, order: PurchaseOrder) {
  return {
    kind: 'packingList',
    input: { order: tradeOrder(order), seller: sellerFromConfig(context.config) },
  } as const;
}

/** Names made unique inside the ZIP: a second "cert.pdf" of a line becomes "cert (2).pdf". */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) candidate = name.replace(/(\.[^./]*)?$/, (ext) => ` (${n})${ext}`);
  taken.add(candidate);
  return candidate;
}

/**
 * The parts of the ZIP of an order's documents (PRODUCT.md §19), in one folder named after the
 * order: the invoice when it is issued (`withInvoice`), the commercial invoice, the packing list,
 * and every mill certificate of its lines, named by its line and the name it was uploaded with.
 */
export async function documentsZipParts(
  context: Context,
  order: PurchaseOrder,
  withInvoice: boolean,
): Promise<BundlePart[]> {
  const { number } = order;
  const entry = (fileName: string) => documentsZipTexts.entry(number, fileName);
  const [invoice, commercialInvoice, certificates] = await Promise.all([
    withInvoice ? invoiceTask(context, order) : null,
    commercialInvoiceTask(context, order),
    orderCertificateFiles(context.db, order._id),
  ]);
  const parts: BundlePart[] = [
    ...(invoice ? [{ name: entry(documents.invoice.fileName(number)), task: invoice }] : []),
    { name: entry(commercialInvoiceTexts.fileName(number)), task: commercialInvoice },
    { name: entry(packingListTexts.fileName(number)), task: packingListTask(context, order) },
  ];
  const taken = new Set(parts.map((part) => part.name));
  for (const file of certificates) {
    const lineNo = order.lines.find((line) => line._id === file.line_id)?.lineNo ?? null;
    // Stored names have no path already (safeFileName); a slash would still make a folder.
    const fileName = file.file_name.replace(/[/\\]/g, '_');
    parts.push({
      name: uniqueName(documentsZipTexts.certificate(number, lineNo, fileName), taken),
      version: file.sha256,
      content: () => documentContent(context.db, file.id),
    });
  }
  return parts;
}
