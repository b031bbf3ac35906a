import { describe, expect, it } from 'vitest';
import { certificates } from '#shared/messages/certificates.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { certificateContentTypes, drawingContentTypes, maxUploadBytes } from '#shared/quotes/quote.schema.ts';
import { typeList } from '#shared/quotes/file-type-words.ts';
import { uploadProblem } from './upload-check.ts';

const m = quotes;

describe('uploadProblem (drawings and certificates, docs/product/quotes.md)', () => {
  it('takes a PDF, PNG or JPEG drawing of at most 10 MB', () => {
    for (const type of drawingContentTypes) {
      expect(uploadProblem({ size: maxUploadBytes, type }, drawingContentTypes)).toBeUndefined();
    }
  });

  it('refuses a file one byte over 10 MB', () => {
    expect(uploadProblem({ size: maxUploadBytes + 1, type: 'application/pdf' }, drawingContentTypes)).toBe(
      m.fileTooLarge,
    );
  });

  it('refuses another type, naming the ones it takes', () => {
    expect(uploadProblem({ size: 10, type: 'image/gif' }, drawingContentTypes)).toBe(m.fileType('a PDF, PNG or JPEG'));
    expect(uploadProblem({ size: 10, type: 'image/png' }, certificateContentTypes)).toBe(
      m.fileType(certificates.fileWords),
    );
  });

  it('names the types as the server message does', () => {
    expect(typeList(['application/pdf'])).toBe('a PDF');
    expect(typeList(['application/pdf', 'image/png'])).toBe('a PDF or PNG');
  });
});
