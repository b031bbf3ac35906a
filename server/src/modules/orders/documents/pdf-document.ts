import PDFDocument from 'pdfkit';
import { pdfText } from './pdf-text.ts';

const measuredOrDrawn = ['text', 'widthOfString', 'heightOfString'] as const;

/**
 * Every PDF the store draws starts here: the one place where what is drawn meets the standard
 * fonts (Helvetica, Windows-1252, ADR 009). Each text drawn or measured goes through `pdfText`,
 * the store's own labels too, not only what people typed: French number formatting separates
 * thousands with a narrow no-break space (U+202F, "1 234,50 €") which Helvetica lacks and
 * pdfkit would print as "/" (pdf-text.ts maps it to a no-break space). German and French letters
 * (ä ö ü ß é è à ç œ ’ « ») are in Windows-1252 and print as they are.
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument(options);
  for (const method of measuredOrDrawn) {
    const original = doc[method].bind(doc) as (text: unknown, ...rest: unknown[]) => unknown;
    Object.assign(doc, {
      [method]: (text: unknown, ...rest: unknown[]) =>
        original(typeof text === 'string' ? pdfText(text) : text, ...rest),
    });
  }
  return doc;
}
