import { localized } from '../i18n/localized.ts';
/**
 * Texts of mill certificates and document downloads that only the server writes (its answers and
 * the timeline's note; docs/product/quotes.md#certificates). They stay out of `messages`
 * (shared/messages.ts), which the web app's first load carries: the pages show the answer's own
 * `message`. The form's texts (type, heat number, file) are in shared/messages/quotes.ts.
 */
export const certificates = localized(
  'certificates',
  {
    /** How a certificate's allowed file reads in shared/messages/quotes.ts.fileType: "The file must be a PDF". */
    fileWords: 'a PDF',
    lineNotFound: 'This purchase order has no such line',
    lineCancelled: 'This line is cancelled: it ships no material to certify',
    /** The timeline's note when a certificate is attached: "EN 10204 3.1, heat H-1234, line 2". */
    note: (type: string, heatNumber: string, lineNo: number) => `${type}, heat ${heatNumber}, line ${lineNo}`,
    documentNotFound: 'Document not found',
  } as const,
  'certificates',
);
