/** Texts of quotes and mill certificates (docs/product/quotes.md). */
export const quotes = {
  notFound: 'Quote not found',
  metalRequired: 'Choose the metal',
  formRequired: 'Choose the form',
  dimensionsRequired: 'Enter the dimensions',
  tooLong: (maximum: number) => `At most ${maximum} characters`,
  unitPriceRequired: 'Enter a unit price above $0',
  leadTimeRequired: 'Enter the lead time in days',
  certificateType: 'Choose the certificate type',
  heatNumberRequired: 'Enter the heat number',
  validUntilPast: 'The valid-until date cannot be in the past',
  notOpen: (status: string) => `This quote is ${status}`,
  expired: 'This quote has expired and can no longer be accepted. Ask for a new one.',
  fileTooLarge: 'The file is larger than 10 MB',
  fileType: (allowed: string) => `The file must be ${allowed}`,
  fileMissing: 'Choose a file to upload',
  truncated: 'The upload was cut off before it ended, or is not a form. Try again.',
  tooManyParts: 'Send one file and the form’s fields only',
  /** How a certificate's allowed file reads in fileType: "The file must be a PDF". */
  certificateFileWords: 'a PDF',
  lineNotFound: 'This purchase order has no such line',
  lineCancelled: 'This line is cancelled: it ships no material to certify',
  /** The timeline's note when a certificate is attached: "EN 10204 3.1, heat H-1234, line 2". */
  certificateNote: (type: string, heatNumber: string, lineNo: number) => `${type}, heat ${heatNumber}, line ${lineNo}`,
  documentNotFound: 'Document not found',
} as const;
