import { documents } from '#shared/messages/documents.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { drawLinesTable } from './invoice-table.ts';
import { formatDate } from '#shared/format-date.ts';
import { addressLines, billedLineFacts, billToTaxIdFact, costFacts, paidAt, sellerTaxIdFacts } from './order-facts.ts';
import { drawHowToPay, drawTotals, termsWords } from './invoice-totals.ts';
import { createPdfDocument } from './pdf-document.ts';
import { printableBilling, printableOrder, printableSeller } from './pdf-text.ts';
import type { InvoiceSeller, SellerBilling } from '../../../seller.ts';

export type { InvoiceSeller, SellerBilling } from '../../../seller.ts';

const labels = documents.labels;
const t = documents.invoice;
const margin = 50;
const paidGreen = '#15803d';

/** The invoice is dated the day the order was paid: it is issued once paid (docs/product/ordering.md#invoice). */
function invoiceDate(po: PurchaseOrder): string {
  // On account the invoice is issued when the order is confirmed, before it is paid.
  const invoiced =
    po.paymentMethod === 'account' ? po.events.findLast((event) => event.type === 'invoiced')?.at : undefined;
  return invoiced ?? paidAt(po) ?? po.updatedAt;
}

/** Label and value rows in the header's right column: grey labels, bold values flush right. */
function facts(doc: PDFKit.PDFDocument, rows: [string, string | null][], x: number, width: number): void {
  const valueWidth = 140;
  const labelWidth = width - valueWidth - 8;
  for (const [label, value] of rows) {
    if (!value) continue;
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text(label, x, y, { width: labelWidth, align: 'right' });
    const labelBottom = doc.y;
    doc
      .font('Helvetica-Bold')
      .fillColor('black')
      .text(value, x + width - valueWidth, y, { width: valueWidth, align: 'right' });
    doc.y = Math.max(labelBottom, doc.y) + 1;
  }
}

function drawHeader(doc: PDFKit.PDFDocument, po: PurchaseOrder, seller: InvoiceSeller, billing: SellerBilling): void {
  const width = doc.page.width - 2 * margin;
  const half = width / 2 - 10;
  const right = margin + width - half;

  doc.font('Helvetica-Bold').fontSize(14).text(seller.name, margin, margin, { width: half });
  doc.font('Helvetica').fontSize(9);
  for (const line of seller.addressLines) doc.text(line, { width: half });
  doc.text(seller.email, { width: half });
  // The store's registrations (/settings/tax): the IDs a buyer's accounts department books it under.
  for (const line of sellerTaxIdFacts(billing)) doc.text(line, { width: half });
  const leftBottom = doc.y;

  doc.font('Helvetica-Bold').fontSize(20).text(t.heading, right, margin, { width: half, align: 'right' });
  doc.moveDown(0.3);
  facts(
    doc,
    [
      [labels.orderNumber, po.number],
      [t.invoiceDate, formatDate(invoiceDate(po))],
      [labels.orderDate, formatDate(po.createdAt)],
      [labels.poNumber, po.poNumber],
      // On account (docs/product/companies.md#paying-on-account): the terms and the day it falls due.
      [t.paymentTerms, po.paymentTerms ? termsWords(po.paymentTerms) : null],
      [t.dueDate, po.dueDate ? formatDate(po.dueDate) : null],
      // A card payment's id at the provider; the payment reference to quote is the order number (How to pay).
      [t.transactionId, po.transactionId],
    ],
    right,
    half,
  );
  if (po.paymentStatus === 'paid') drawPaidMark(doc, po, right + half - 110, doc.y + 8);
  doc.y = Math.max(leftBottom, doc.y) + 24;
}

/** The "PAID" stamp with its date, so a printed copy says at a glance that nothing is owed. */
function drawPaidMark(doc: PDFKit.PDFDocument, po: PurchaseOrder, x: number, y: number): void {
  doc.roundedRect(x, y, 110, 40, 4).lineWidth(2).strokeColor(paidGreen).stroke().strokeColor('black').lineWidth(1);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(paidGreen)
    .text(t.paid, x, y + 5, { width: 110, align: 'center' });
  const paid = paidAt(po);
  if (paid)
    doc
      .font('Helvetica')
      .fontSize(7)
      .text(t.paidOn(formatDate(paid)), { width: 110, align: 'center' });
  doc.fillColor('black');
  doc.y = y + 40;
}

/**
 * Who is billed (PRODUCT.md §16): the company, its contact, its billing address as printed lines
 * and its VAT or tax IDs for a member's order, else the buyer; and the buyer's mail address. A line
 * the address repeats (its company heading it) is printed once.
 */
function billedToLines(po: PurchaseOrder): string[] {
  const { billTo } = po;
  const heading = [billTo.company, billTo.name].filter((line): line is string => Boolean(line));
  const address = addressLines(billTo.address.address).filter((line) => !heading.includes(line));
  return [...new Set(heading), ...address, ...billTo.taxIds.map(billToTaxIdFact), po.buyer.email];
}

function drawParties(doc: PDFKit.PDFDocument, po: PurchaseOrder): void {
  const width = doc.page.width - 2 * margin;
  const half = width / 2 - 10;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).text(t.billTo, margin, top, { width: half });
  doc.font('Helvetica').fontSize(9);
  for (const line of billedToLines(po)) doc.text(line, { width: half });
  const leftBottom = doc.y;

  const right = margin + width - half;
  doc.font('Helvetica-Bold').fontSize(10).text(labels.shipTo, right, top, { width: half });
  doc.font('Helvetica').fontSize(9);
  for (const line of addressLines(po.shipTo.address)) doc.text(line, { width: half });
  doc.text(`${labels.phone}: ${po.shipTo.phone}`, { width: half });
  // The terms of delivery beside where it goes (PRODUCT.md §16): "DAP Stuttgart, Incoterms 2020".
  const { incoterm } = costFacts(po);
  if (incoterm) doc.moveDown(0.4).text(`${labels.incoterm}: ${incoterm}`, { width: half });
  if (po.freightCarrier) doc.text(`${t.freightCarrier}: ${po.freightCarrier}`, { width: half });
  if (po.carrierAccount) doc.text(`${t.carrierAccount}: ${po.carrierAccount}`, { width: half });
  doc.x = margin;
  doc.y = Math.max(leftBottom, doc.y) + 20;
}

/** Heads a page the lines' table or the total spilled onto. */
function drawContinuedHeading(doc: PDFKit.PDFDocument, po: PurchaseOrder): void {
  doc.font('Helvetica-Bold').fontSize(10).text(t.continued(po.number), margin, margin);
  doc.moveDown(0.8);
}

/** "Invoice RM-000123 · Page 2 of 3" at the foot of every page, once the page count is known. */
function drawPageFooters(doc: PDFKit.PDFDocument, po: PurchaseOrder): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start yet another page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(`${t.metadataTitle(po.number)} · ${t.page(index - start + 1, count)}`, margin, doc.page.height - 35, {
        width: doc.page.width - 2 * margin,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

/**
 * The invoice of a purchase order as a PDF stream (docs/product/ordering.md#invoice, ADR 009, and
 * PRODUCT.md §16 "Invoices an accounts department pays"): the seller with its tax IDs, the bill-to
 * with its billing address and VAT ID, the ship-to and the Incoterm, order and PO numbers, dates
 * and due date, every billed line, goods, freight, every tax line, the tax note, the total, and how
 * to pay with the order number as the payment reference. Standard Helvetica only: no font file to
 * ship. The stream is complete when returned: pipe it or send it as a reply body.
 */
export function invoicePdfStream(
  order: PurchaseOrder,
  issuer: InvoiceSeller,
  sellerBilling: SellerBilling,
): PDFKit.PDFDocument {
  const po = printableOrder(order);
  const seller = printableSeller(issuer);
  const billing = printableBilling(sellerBilling);
  const title = t.metadataTitle(po.number);
  const doc = createPdfDocument({
    size: 'LETTER',
    margins: { top: margin, left: margin, right: margin, bottom: 60 },
    // Kept until the end so that every page's footer can say "of N".
    bufferPages: true,
    info: {
      Title: title,
      Author: seller.name,
      Subject: `${title}${po.poNumber ? ` (PO ${po.poNumber})` : ''}`,
      // Dated by the order, not by the moment of rendering: the same invoice downloads the same.
      CreationDate: new Date(invoiceDate(po)),
    },
  });
  const continued = () => drawContinuedHeading(doc, po);
  drawHeader(doc, po, seller, billing);
  drawParties(doc, po);
  drawLinesTable(doc, billedLineFacts(po), continued);
  drawTotals(doc, po, continued);
  drawHowToPay(doc, po, billing, continued);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('black')
    .text(t.thanks, margin, doc.y, { width: doc.page.width - 2 * margin });
  drawPageFooters(doc, po);
  doc.end();
  return doc;
}

/** The invoice as one Buffer, for a reply with a Content-Length or a test. */
export async function renderInvoicePdf(
  po: PurchaseOrder,
  seller: InvoiceSeller,
  billing: SellerBilling,
): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of invoicePdfStream(po, seller, billing)) chunks.push(chunk as Uint8Array);
  return Buffer.concat(chunks);
}
