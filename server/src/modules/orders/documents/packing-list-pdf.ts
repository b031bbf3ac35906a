import { formatCut } from '#shared/catalog/cut.ts';
import { formatQuantity } from '#shared/catalog/units.ts';
import { formatKg } from '#shared/catalog/weight.ts';
import { formatDate } from '#shared/format-date.ts';
import { documents } from '#shared/messages/documents.ts';
import { packingListTexts as t } from '#shared/messages/trade-documents.ts';
import type { PurchaseOrder, PurchaseOrderLine } from '#shared/orders/purchase-order.schema.ts';
import type { InvoiceSeller } from '../../../seller.ts';
import { grossWeightKg } from './gross-weight.ts';
import { billedLines, costFacts } from './order-facts.ts';
import { printableSeller } from './pdf-text.ts';
import { consigneeLines, printableTradeOrder } from './trade-order.ts';
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

/** How many pieces a line is: a cut line's pieces, a line sold by the piece its quantity, else none to count. */
function piecesOf(line: PurchaseOrderLine): number | null {
  if (line.cut) return line.cut.pieces;
  return line.unit === 'pcs' ? line.quantity : null;
}

/** "7 × 1,250 mm" for a cut line (PRODUCT.md §15), "12 pcs" by the piece, else a dash (sold by m or kg, uncut). */
function piecesAndLengths(line: PurchaseOrderLine): string {
  if (line.cut) return formatCut(line.cut);
  return line.unit === 'pcs' ? formatQuantity('pcs', line.quantity) : t.notCut;
}

/** Built per document: its headings are read in the language the document is made in. */
const columns = (): TableColumn<PurchaseOrderLine>[] => [
  { label: t.columns.line, width: 30, value: (line) => String(line.lineNo) },
  {
    label: t.columns.description,
    width: 0,
    value: (line) => [line.name, line.sku, line.grade && t.grade(line.grade)].filter(Boolean).join('\n'),
  },
  { label: t.columns.pieces, width: 96, value: piecesAndLengths },
  { label: t.columns.quantity, width: 64, align: 'right', value: (line) => formatQuantity(line.unit, line.quantity) },
  {
    label: t.columns.weight,
    width: 64,
    align: 'right',
    value: (line) => (line.weightKg == null ? t.notCut : formatKg(line.weightKg)),
  },
  { label: t.columns.heatNumber, width: 70, value: (line) => line.heatNumber ?? t.notCut },
];

function drawTotals(doc: PDFKit.PDFDocument, po: PurchaseOrder, lines: PurchaseOrderLine[], continued: () => void) {
  const pieces = lines.map(piecesOf).filter((count): count is number => count !== null);
  const net = po.totalWeightKg;
  const weight = (kg: number | null) => (kg === null ? t.weightNotKnown : formatKg(kg));
  const rows: [string, string][] = [
    [t.lines, String(lines.length)],
    [t.totalPieces, pieces.length ? String(pieces.reduce((sum, count) => sum + count, 0)) : t.notCut],
    [t.netWeight, weight(net)],
    [t.grossWeight, weight(grossWeightKg(net))],
  ];
  keepTogether(doc, rows.length * 14, continued);
  const width = doc.page.width - 2 * margin;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(label, margin + width - 260, y, { width: 150, align: 'right' });
    doc.font('Helvetica').text(value, margin + width - 100, y, { width: 100, align: 'right' });
    doc.y = Math.max(doc.y, y + 12) + 2;
  }
}

/**
 * The packing list of a whole purchase order (PRODUCT.md §19): per line not cancelled its pieces
 * and lengths, quantity and unit, weight and heat number; the count of lines and pieces and the
 * net and gross weights. No prices: it travels on the crate.
 */
export async function renderPackingListPdf(order: PurchaseOrder, issuer: InvoiceSeller): Promise<Buffer> {
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
  drawTradeHeader(doc, { ...seller, heading: t.seller, taxIdLines: [] }, t.title, [
    [labels.orderNumber, po.number],
    [labels.poNumber, po.poNumber],
    [labels.orderDate, formatDate(po.createdAt)],
    [labels.incoterm, costFacts(po).incoterm],
  ]);
  drawParties(doc, [
    { heading: t.consignee, lines: consigneeLines(po) },
    { heading: t.buyer, lines: [po.buyer.name, po.buyer.company, po.buyer.email].filter(Boolean) },
  ]);
  const lines = billedLines(po);
  drawTable(doc, columns(), lines, continued);
  drawTotals(doc, po, lines, continued);
  drawPageFooters(doc, (page, pages) => t.footer(po.number, page, pages));
  return pdfBytes(doc);
}
