import { documents } from '#shared/messages/documents.ts';
import type { LineFacts } from './order-facts.ts';

const columnLabels = documents.labels.columns;
const fontSize = 9;
const padding = 4;

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
  value: (line: LineFacts) => string;
}

/** The lines' columns; the product name takes what the fixed ones leave of the page's width. */
function columns(tableWidth: number): Column[] {
  const fixed: Column[] = [
    { label: columnLabels.sku, width: 112, align: 'left', value: (line) => line.sku },
    // A cut line's pieces × length and each line's weight print under the name (PRODUCT.md §15).
    {
      label: columnLabels.name,
      width: 0,
      align: 'left',
      value: (line) => [line.name, line.cut, line.madeToOrder, line.weight].filter(Boolean).join('\n'),
    },
    { label: columnLabels.heatNumber, width: 62, align: 'left', value: (line) => line.heatNumber ?? '' },
    { label: columnLabels.quantity, width: 48, align: 'right', value: (line) => line.quantity },
    { label: columnLabels.unitPrice, width: 74, align: 'right', value: (line) => line.unitPrice },
    { label: columnLabels.lineTotal, width: 78, align: 'right', value: (line) => line.lineTotal },
  ];
  const taken = fixed.reduce((sum, column) => sum + column.width, 0);
  return fixed.map((column) => (column.width ? column : { ...column, width: tableWidth - taken }));
}

/** A row as tall as its tallest cell once wrapped to its column (a long product name takes two lines). */
function rowHeight(doc: PDFKit.PDFDocument, cells: string[], layout: Column[]): number {
  const heights = layout.map((column, index) =>
    doc.heightOfString(cells[index] || ' ', { width: column.width - 2 * padding }),
  );
  return Math.max(...heights) + 2 * padding;
}

function drawRow(doc: PDFKit.PDFDocument, cells: string[], layout: Column[], y: number, height: number): void {
  let x = doc.page.margins.left;
  layout.forEach((column, index) => {
    doc.text(cells[index] ?? '', x + padding, y + padding, { width: column.width - 2 * padding, align: column.align });
    x += column.width;
  });
  doc.y = y + height;
}

function drawHeaderRow(doc: PDFKit.PDFDocument, layout: Column[], tableWidth: number): void {
  doc.font('Helvetica-Bold').fontSize(fontSize);
  const labels = layout.map((column) => column.label);
  const y = doc.y;
  const height = rowHeight(doc, labels, layout);
  doc.rect(doc.page.margins.left, y, tableWidth, height).fill('#ececec').fillColor('black');
  drawRow(doc, labels, layout, y, height);
  doc.font('Helvetica');
}

/**
 * Draws the invoice's lines from doc.y down, one row per line. A row that would cross the page's
 * bottom margin starts a new page, which `onNewPage` heads and on which the column headings are
 * repeated: a 120-line order reads as one table over several pages, and no row is ever split.
 */
export function drawLinesTable(doc: PDFKit.PDFDocument, lines: LineFacts[], onNewPage: () => void): void {
  const left = doc.page.margins.left;
  const tableWidth = doc.page.width - left - doc.page.margins.right;
  const layout = columns(tableWidth);
  drawHeaderRow(doc, layout, tableWidth);
  for (const line of lines) {
    const cells = layout.map((column) => column.value(line));
    doc.font('Helvetica').fontSize(fontSize);
    const height = rowHeight(doc, cells, layout);
    if (doc.y + height > doc.page.maxY()) {
      doc.addPage();
      onNewPage();
      drawHeaderRow(doc, layout, tableWidth);
    }
    const y = doc.y;
    drawRow(doc, cells, layout, y, height);
    doc
      .moveTo(left, y + height)
      .lineTo(left + tableWidth, y + height)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke()
      .strokeColor('black');
  }
}
