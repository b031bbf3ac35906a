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
  truncated: 'The upload was cut off before it ended. Try again.',
} as const;
