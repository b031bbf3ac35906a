import { formatCut } from '#shared/catalog/cut.ts';
import { formatQuantity, formatUnitPrice } from '#shared/catalog/units.ts';
import { formatKg } from '#shared/catalog/weight.ts';
import { formatDate } from '#shared/format-date.ts';
import { documents } from '#shared/messages/documents.ts';
import { commercialInvoiceTexts as t } from '#shared/messages/trade-documents.ts';
import type { PurchaseOrder, PurchaseOrderLine } from '#shared/orders/purchase-order.schema.ts';
import type { InvoiceSeller, SellerTaxId } from '../../../seller.ts';
import { grossWeightKg, packagingAllowance } from './gross-weight.ts';
import { billedLines, costFacts, moneyOf } from './order-facts.ts';
import { pdfText, printableSeller } from './pdf-text.ts';
import { billToLines, consigneeLines, printableTradeOrder } from './trade-order.ts';
import {
  createTradePdf,
  drawContinued,
  drawPageFooters,
  drawParties,
  drawTable,
  drawTradeHeader,
  keepTogether,
  margin,
  pdfBytes,
  type TableColumn,
} from './trade-pdf.ts';

const labels = documents.labels;

/** Description, grade, standard and a cut line's pieces × length, one under the other. */
function description(line: PurchaseOrderLine): string {
  return [
    line.name,
    line.grade && t.grade(line.grade),
    line.standard && t.standard(line.standard),
    line.cut && formatCut(line.cut),
  ]
    .filter(Boolean)
    .join('\n');
}

function columns(po: PurchaseOrder): TableColumn<PurchaseOrderLine>[] {
  const c = t.columns;
  const money = (major: number) => moneyOf(po, major);
  return [
    { label: c.description, width: 0, value: description },
    { label: c.hsCode, width: 50, value: (line) => line.hsCode ?? t.notKnown },
    { label: c.origin, width: 36, value: (line) => line.countryOfOrigin ?? t.notKnown },
    { label: c.quantity, width: 58, align: 'right', value: (line) => formatQuantity(line.unit, line.quantity) },
    {
      label: c.netWeight,
      width: 54,
      align: 'right',
      value: (line) => (line.weightKg == null ? t.notKnown : formatKg(line.weightKg)),
    },
    {
      label: c.unitPrice,
      width: 62,
      align: 'right',
      value: (line) => formatUnitPrice(line.unit, money(line.unitPrice)),
    },
    { label: c.amount, width: 64, align: 'right', value: (line) => money(line.lineTotal) },
    { label: c.exportClassification, width: 50, value: (line) => line.exportClassification || t.notKnown },
  ];
}

/** Goods, freight, tax lines and the total, right-aligned; then the net and gross weights. */
function drawTotals(doc: PDFKit.PDFDocument, po: PurchaseOrder, continued: () => void): void {
  const costs = costFacts(po);
  const net = po.totalWeightKg;
  const gross = grossWeightKg(net);
  const weight = (kg: number | null) => (kg === null ? t.weightNotKnown : formatKg(kg));
  const rows: [string, string, boolean][] = [
    ...costs.rows.map((row): [string, string, boolean] => [row.label, row.value, false]),
    [labels.total, costs.total, true],
    [t.netWeight, weight(net), false],
    [t.grossWeight, weight(gross), false],
  ];
  keepTogether(doc, rows.length * 14 + 40, continued);
  const width = doc.page.width - 2 * margin;
  for (const [label, value, bold] of rows) {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .text(label, margin + width - 260, y, { width: 150, align: 'right' });
    doc.text(value, margin + width - 100, y, { width: 100, align: 'right' });
    doc.y = Math.max(doc.y, y + 12) + 2;
  }
  if (costs.taxNote) doc.font('Helvetica').fontSize(8).text(costs.taxNote, margin, doc.y, { width });
  const { percentOfNet, minimumKg } = packagingAllowance;
  doc.font('Helvetica').fontSize(8).fillColor('#555555');
  doc.text(t.grossWeightRule(percentOfNet, minimumKg), margin, doc.y + 4, { width }).fillColor('black');
  doc.moveDown(1);
}

/** The end-use statement the buyer gave at checkout (PRODUCT.md §19), when the order has one. */
function drawEndUse(doc: PDFKit.PDFDocument, po: PurchaseOrder, continued: () => void): void {
  if (!po.endUse) return;
  const width = doc.page.width - 2 * margin;
  keepTogether(doc, 80, continued);
  doc.font('Helvetica-Bold').fontSize(10).text(t.endUse.heading, margin, doc.y, { width });
  doc.font('Helvetica').fontSize(9);
  doc.text(`${t.endUse.endUser}: ${po.endUse.endUser}`, { width });
  doc.text(`${t.endUse.country}: ${po.endUse.country}`, { width });
  doc.text(`${t.endUse.purpose}: ${po.endUse.purpose}`, { width });
  doc.moveDown(1);
}

/** The declaration and the lines to sign it on: name and title, signature, date. */
function drawDeclaration(doc: PDFKit.PDFDocument, continued: () => void): void {
  const width = doc.page.width - 2 * margin;
  keepTogether(doc, 90, continued);
  doc.font('Helvetica').fontSize(9).text(t.declaration, margin, doc.y, { width });
  const y = doc.y + 36;
  const third = (width - 40) / 3;
  [t.signature, t.nameAndTitle, t.date].forEach((label, index) => {
    const x = margin + index * (third + 20);
    doc
      .moveTo(x, y)
      .lineTo(x + third, y)
      .lineWidth(0.75)
      .stroke();
    doc.fontSize(8).text(label, x, y + 3, { width: third });
  });
  doc.x = margin;
}

/**
 * The commercial invoice of a purchase order (PRODUCT.md §19): the seller, bill-to and consignee,
 * order and PO numbers, Incoterm and currency; per billed line its description, grade, standard,
 * HS code, origin, quantity, net weight, price, amount and export classification; the totals, the
 * net and gross weights, the end-use statement and a declaration to sign.
 */
export async function renderCommercialInvoicePdf(
  order: PurchaseOrder,
  issuer: InvoiceSeller,
  taxIds: SellerTaxId[],
): Promise<Buffer> {
  const po = printableTradeOrder(order);
  const seller = printableSeller(issuer);
  const title = t.metadataTitle(po.number);
  const doc = createTradePdf({
    title,
    author: seller.name,
    subject: `${title}${po.poNumber ? ` (PO ${po.poNumber})` : ''}`,
    date: po.createdAt,
  });
  const continued = () => drawContinued(doc, t.continued(po.number));
  const taxIdLines = taxIds.map(({ label, taxId }) => documents.invoice.sellerTaxId(pdfText(label), pdfText(taxId)));
  drawTradeHeader(doc, { ...seller, heading: t.seller, taxIdLines }, t.title, [
    [labels.orderNumber, po.number],
    [labels.poNumber, po.poNumber],
    [labels.orderDate, formatDate(po.createdAt)],
    [labels.incoterm, costFacts(po).incoterm],
    [t.currency, po.currency],
  ]);
  drawParties(doc, [
    { heading: t.billTo, lines: [...billToLines(po), po.buyer.email] },
    { heading: t.consignee, lines: consigneeLines(po) },
  ]);
  drawTable(doc, columns(po), billedLines(po), continued);
  drawTotals(doc, po, continued);
  drawEndUse(doc, po, continued);
  drawDeclaration(doc, continued);
  drawPageFooters(doc, (page, pages) => t.footer(po.number, page, pages));
  return pdfBytes(doc);
}
