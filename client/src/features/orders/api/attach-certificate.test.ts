import { describe, expect, it } from 'vitest';
import { certificateFieldsSchema } from '#shared/quotes/quote.schema.ts';
import { certificateFormData } from './attach-certificate.ts';

describe('the multipart body of attaching a mill certificate', () => {
  it('carries the type and the trimmed heat number, then the PDF under `file`', () => {
    const fields = certificateFieldsSchema.parse({ type: 'EN 10204 3.1', heatNumber: '  H-77812 ' });
    const pdf = new File(['%PDF-1.7 certificate'], 'cert-3.1.pdf', { type: 'application/pdf' });
    const form = certificateFormData(fields, pdf);
    expect([...form.keys()]).toEqual(['type', 'heatNumber', 'file']);
    expect(form.get('type')).toBe('EN 10204 3.1');
    expect(form.get('heatNumber')).toBe('H-77812');
    const file = form.get('file') as File;
    expect(file.name).toBe('cert-3.1.pdf');
    expect(file.size).toBe(pdf.size);
  });
});
