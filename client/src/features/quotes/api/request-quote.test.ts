import { describe, expect, it } from 'vitest';
import { quoteRequestSchema } from '#shared/quotes/quote.schema.ts';
import { quoteRequestFormData } from './request-quote.ts';

describe('the multipart body of POST /quotes with a drawing', () => {
  it('carries every given field as a string and the drawing, last, under `drawing`', () => {
    const input = quoteRequestSchema.parse({
      productId: 'p1',
      metal: 'tantalum',
      form: 'plate',
      grade: 'R05200',
      dimensions: '2 × 300 × 600 mm',
      quantity: 40,
      targetDate: '2030-01-15',
      notes: 'Cut to size',
    });
    const drawing = new File(['%PDF-1.4 drawing'], 'plate.pdf', { type: 'application/pdf' });
    const form = quoteRequestFormData(input, drawing);
    const entries = [...form.entries()];
    expect(entries.map(([key]) => key).at(-1)).toBe('drawing');
    expect(Object.fromEntries(entries.filter(([key]) => key !== 'drawing'))).toEqual({
      productId: 'p1',
      metal: 'tantalum',
      form: 'plate',
      grade: 'R05200',
      dimensions: '2 × 300 × 600 mm',
      quantity: '40',
      targetDate: '2030-01-15',
      notes: 'Cut to size',
    });
    const sent = form.get('drawing') as File;
    expect(sent.name).toBe('plate.pdf');
    expect(sent.size).toBe(drawing.size);
  });

  it('leaves out the fields the buyer left empty, as the JSON body would', () => {
    const input = quoteRequestSchema.parse({ metal: 'nickel', form: 'wire', dimensions: 'Ø 0.5 mm', quantity: 1 });
    const form = quoteRequestFormData(input, new File(['x'], 'd.png', { type: 'image/png' }));
    expect([...form.keys()].sort()).toEqual(['dimensions', 'drawing', 'form', 'metal', 'quantity']);
  });
});
