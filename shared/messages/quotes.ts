/**
 * Texts of quotes and mill certificates (docs/product/quotes.md). Only the quote pages (loaded
 * when opened), the server and tests read them, so they stay out of `messages` (shared/messages.ts),
 * which the web app's first load carries; import them from here.
 */
export const quotes = {
  notFound: 'Quote not found',
  metalRequired: 'Choose the metal',
  formRequired: 'Choose the form',
  dimensionsRequired: 'Enter the dimensions',
  tooLong: (maximum: number) => `At most ${maximum} characters`,
  unitPriceRequired: 'Enter a unit price above $0',
  unitPriceTooHigh: 'The unit price can be at most $999,999.99',
  leadTimeRequired: 'Enter the lead time in whole days',
  leadTimeTooLong: 'The lead time can be at most 730 days',
  productGone: 'The product this quote was for is no longer in the catalog',
  notYours: 'Only the buyer who asked for this quote can do that',
  certificateType: 'Choose the certificate type',
  heatNumberRequired: 'Enter the heat number',
  validUntilPast: 'The valid-until date cannot be in the past',
  notOpen: (status: string) => `This quote is ${status}`,
  expiredNoChange: 'This quote has expired',
  expired: 'This quote has expired and can no longer be accepted. Ask for a new one.',
  fileTooLarge: 'The file is larger than 10 MB',
  fileType: (allowed: string) => `The file must be ${allowed}`,
  fileMissing: 'Choose a file to upload',
  truncated: 'The upload was cut off before it ended, or is not a form. Try again.',
  tooManyParts: 'Send one file and the form’s fields only',
} as const;
