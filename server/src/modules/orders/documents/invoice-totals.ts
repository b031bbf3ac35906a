import { companyOrders } from '#shared/messages/company-orders.ts';
import { documents } from '#shared/messages/documents.ts';
import { formatDate } from '#shared/format-date.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { SellerBilling } from '../../../seller.ts';
import { costFacts, type Fact, moneyOf, remittanceFacts, totalWeightFact } from './order-facts.ts';

const t = documents.invoice;
const grey = '#555555';

/** "Net 30" for net30; the stored value as it is should the terms ever be unknown. */
export const termsWords = (terms: string): string =>
  (companyOrders.termsWords as Record<string, string | undefined>)[terms] ?? terms;

/** Starts a page when fewer than `height` points are left on this one. */
function keepTogether(doc: PDFKit.PDFDocument, height: number, onNewPage: () => void): void {
  if (doc.y + height <= doc.page.maxY()) return;
  doc.addPage();
  onNewPage();
}

/**
 * What the order costs, flush right under the lines (PRODUCT.md §16): goods, freight ("Freight: to
 * be quoted" while pending), every tax line, the tax note word for word, the total, and on account
 * what is paid, what is outstanding and by when.
 */
export function drawTotals(doc: PDFKit.PDFDocument, po: PurchaseOrder, onNewPage: () => void): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const costs = costFacts(po);
  const onAccount = po.paymentMethod === 'account' && po.dueDate !== null;
  keepTogether(doc, 14 * (costs.rows.length + (onAccount ? 6 : 3)), onNewPage);
  const right = { width, align: 'right' } as const;
  doc.x = left;
  doc.y += 6;
  doc.font('Helvetica').fontSize(9).fillColor('black');
  for (const row of costs.rows) doc.text(`${row.label}: ${row.value}`, left, doc.y, right);
  if (costs.taxNote) doc.fillColor(grey).text(costs.taxNote, right).fillColor('black');
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(11).text(`${documents.labels.total}: ${costs.total}`, right);
  doc.font('Helvetica').fontSize(9);
  const weight = totalWeightFact(po);
  if (weight) doc.text(weight, right);
  if (onAccount) {
    doc
      .text(`${t.amountPaid}: ${moneyOf(po, po.amountPaid)}`, right)
      .font('Helvetica-Bold')
      .text(`${t.outstanding}: ${moneyOf(po, po.outstanding)}`, right)
      .font('Helvetica')
      .text(t.payBy(termsWords(po.paymentTerms ?? ''), formatDate(po.dueDate!)), right);
  }
}

/**
 * How an accounts department pays this invoice (PRODUCT.md §16): the store's bank details from
 * `/settings/remittance` and the payment reference, which is the order number, in a box of its own.
 */
export function drawHowToPay(
  doc: PDFKit.PDFDocument,
  po: PurchaseOrder,
  billing: SellerBilling,
  onNewPage: () => void,
): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const facts: Fact[] = remittanceFacts(po, billing);
  const labelWidth = 110;
  keepTogether(doc, 70 + 12 * facts.length, onNewPage);
  const top = doc.y + 16;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('black')
    .text(t.howToPay, left + 10, top + 8);
  doc.moveDown(0.3);
  for (const fact of facts) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(grey)
      .text(`${fact.label}:`, left + 10, y, { width: labelWidth });
    // One text per fact, "Payment reference: RM-000123" reading as one line to a PDF reader too.
    doc
      .font('Helvetica-Bold')
      .fillColor('black')
      .text(fact.value, left + 10 + labelWidth, y, {
        width: width - labelWidth - 20,
      });
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(grey)
    .text(t.quoteReference, left + 10, doc.y + 2);
  // The box drawn round what was written, as tall as it turned out.
  const boxHeight = doc.y + 8 - top;
  doc.rect(left, top, width, boxHeight).lineWidth(0.75).strokeColor('#999999').stroke().strokeColor('black');
  doc.fillColor('black');
  doc.x = left;
  doc.y = top + boxHeight + 14;
}
