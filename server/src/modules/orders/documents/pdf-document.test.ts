import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from './trade-pdf.ts';
import { createPdfDocument } from './pdf-document.ts';

async function drawn(text: string): Promise<string> {
  const doc = createPdfDocument({ size: 'LETTER' });
  doc.font('Helvetica').text(text);
  const parser = new PDFParse({ data: new Uint8Array(await pdfBytes(doc)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** PRODUCT.md §18: the PDFs print German and French in the standard fonts (Helvetica, ADR 009). */
describe('text drawn in a PDF', () => {
  it('prints German and French letters and quotes as they are', async () => {
    const words = 'Größe Maß Übergabe Öse äöü · élément è à ça œuvre l’adresse « Facture » Œ É';
    expect(await drawn(words)).toContain(words);
  });

  it('prints a French amount\'s narrow no-break space (U+202F, Intl fr-FR) as a space, not "/"', async () => {
    const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1234.5);
    expect(amount).toContain('\u202F');
    const text = await drawn(`Total : ${amount}`);
    expect(text).toMatch(/Total : 1\s234,50\s€/);
    expect(text).not.toContain('/');
  });
});
