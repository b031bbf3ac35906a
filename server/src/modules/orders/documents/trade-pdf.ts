import { createPdfDocument } from './pdf-document.ts';
import type { InvoiceSeller } from '../../../seller.ts';

/**
 * The drawing the trade documents share (PRODUCT.md §19): the seller's block and the title, the
 * parties side by side, a table that runs over pages, page footers. The same look as the invoice
 * (invoice-pdf.ts): Letter, standard Helvetica only, no font file to ship.
 */

export const margin = 50;
const grey = '#555555';

export function createTradePdf(info: { title: string; author: string; subject: string; date: string }) {
  return createPdfDocument({
    size: 'LETTER',
    margins: { top: margin, left: margin, right: margin, bottom: 60 },
    // Kept until the end so that every page's footer can say "of N".
    bufferPages: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      // Dated by the order, not by the moment of rendering: the same document downloads the same.
      CreationDate: new Date(info.date),
    },
  });
}

const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - 2 * margin;

/** The seller top left (name, address, mail, tax IDs), the title and label/value facts top right. */
export function drawTradeHeader(
  doc: PDFKit.PDFDocument,
  seller: InvoiceSeller & { heading: string; taxIdLines: string[] },
  title: string,
  facts: [string, string | null][],
): void {
  const width = contentWidth(doc);
  const half = width / 2 - 10;
  const right = margin + width - half;
  doc.font('Helvetica').fontSize(8).fillColor(grey).text(seller.heading, margin, margin, { width: half });
  doc.font('Helvetica-Bold').fontSize(13).fillColor('black').text(seller.name, { width: half });
  doc.font('Helvetica').fontSize(9);
  for (const line of [...seller.addressLines, seller.email, ...seller.taxIdLines]) doc.text(line, { width: half });
  const leftBottom = doc.y;

  doc.font('Helvetica-Bold').fontSize(18).text(title, right, margin, { width: half, align: 'right' });
  doc.moveDown(0.3);
  const valueWidth = 150;
  for (const [label, value] of facts) {
    if (!value) continue;
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(grey)
      .text(label, right, y, { width: half - valueWidth - 8, align: 'right' });
    const labelBottom = doc.y;
    doc
      .font('Helvetica-Bold')
      .fillColor('black')
      .text(value, right + half - valueWidth, y, { width: valueWidth, align: 'right' });
    doc.y = Math.max(labelBottom, doc.y) + 1;
  }
  doc.x = margin;
  doc.y = Math.max(leftBottom, doc.y) + 20;
}

/** Blocks side by side ("Bill to", "Consignee"), each a heading over its lines. */
export function drawParties(doc: PDFKit.PDFDocument, blocks: { heading: string; lines: string[] }[]): void {
  const gap = 16;
  const width = (contentWidth(doc) - gap * (blocks.length - 1)) / blocks.length;
  const top = doc.y;
  let bottom = top;
  blocks.forEach((block, index) => {
    const x = margin + index * (width + gap);
    doc.font('Helvetica-Bold').fontSize(10).text(block.heading, x, top, { width });
    doc.font('Helvetica').fontSize(9);
    for (const line of block.lines) doc.text(line, { width });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = margin;
  doc.y = bottom + 18;
}

export interface TableColumn<Row> {
  label: string;
  /** Points; 0 for the one column that takes what the others leave. */
  width: number;
  align?: 'left' | 'right';
  value: (row: Row) => string;
}

const fontSize = 8;
const padding = 3;

function widths<Row>(doc: PDFKit.PDFDocument, columns: TableColumn<Row>[]): TableColumn<Row>[] {
  const taken = columns.reduce((sum, column) => sum + column.width, 0);
  return columns.map((column) => (column.width ? column : { ...column, width: contentWidth(doc) - taken }));
}

function rowHeight<Row>(doc: PDFKit.PDFDocument, cells: string[], columns: TableColumn<Row>[]): number {
  const heights = columns.map((column, index) =>
    doc.heightOfString(cells[index] || ' ', { width: column.width - 2 * padding }),
  );
  return Math.max(...heights) + 2 * padding;
}

function drawRow<Row>(doc: PDFKit.PDFDocument, cells: string[], columns: TableColumn<Row>[], y: number, h: number) {
  let x = margin;
  columns.forEach((column, index) => {
    doc.text(cells[index] ?? '', x + padding, y + padding, {
      width: column.width - 2 * padding,
      align: column.align ?? 'left',
    });
    x += column.width;
  });
  doc.y = y + h;
}

function drawHeaderRow<Row>(doc: PDFKit.PDFDocument, columns: TableColumn<Row>[]): void {
  doc.font('Helvetica-Bold').fontSize(fontSize);
  const labels = columns.map((column) => column.label);
  const y = doc.y;
  const height = rowHeight(doc, labels, columns);
  doc.rect(margin, y, contentWidth(doc), height).fill('#ececec').fillColor('black');
  drawRow(doc, labels, columns, y, height);
}

/**
 * One row per item from doc.y down. A row that would cross the bottom margin starts a new page,
 * headed by `onNewPage` and the column labels again: no row is ever split over two pages.
 */
export function drawTable<Row>(
  doc: PDFKit.PDFDocument,
  tableColumns: TableColumn<Row>[],
  rows: Row[],
  onNewPage: () => void,
): void {
  const columns = widths(doc, tableColumns);
  drawHeaderRow(doc, columns);
  for (const row of rows) {
    const cells = columns.map((column) => column.value(row));
    doc.font('Helvetica').fontSize(fontSize);
    const height = rowHeight(doc, cells, columns);
    if (doc.y + height > doc.page.maxY()) {
      doc.addPage();
      onNewPage();
      drawHeaderRow(doc, columns);
      doc.font('Helvetica').fontSize(fontSize);
    }
    const y = doc.y;
    drawRow(doc, cells, columns, y, height);
    doc
      .moveTo(margin, y + height)
      .lineTo(margin + contentWidth(doc), y + height)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke()
      .strokeColor('black');
  }
  doc.x = margin;
  doc.moveDown(0.8);
}

/** Starts a new page first when `height` points would not fit above the bottom margin. */
export function keepTogether(doc: PDFKit.PDFDocument, height: number, onNewPage: () => void): void {
  if (doc.y + height > doc.page.maxY()) {
    doc.addPage();
    onNewPage();
  }
}

/** A heading for a page the table or the totals spilled onto. */
export function drawContinued(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(text, margin, margin);
  doc.moveDown(0.8);
}

/** The footer of every page, once the page count is known. */
export function drawPageFooters(doc: PDFKit.PDFDocument, text: (page: number, pages: number) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start yet another page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(grey)
      .text(text(index - start + 1, count), margin, doc.page.height - 35, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

/** Ends the document and answers its bytes. */
export async function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  doc.end();
  const chunks: Uint8Array[] = [];
  for await (const chunk of doc) chunks.push(chunk as Uint8Array);
  return Buffer.concat(chunks);
}
