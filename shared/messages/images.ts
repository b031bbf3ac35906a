import { localized } from '../i18n/localized.ts';
/**
 * Texts of product picture uploads (docs/product/back-office.md#products). Only the admin's
 * product forms (loaded when opened), the server and tests read them, so they stay out of
 * `messages` (shared/messages.ts), which the web app's first load carries; import them from here.
 */
export const images = localized(
  'images',
  {
    tooLarge: 'The picture is larger than 5 MB',
    wrongType: 'a PNG, JPEG or WebP picture',
    notAPicture: 'The file is not a whole picture: it may be damaged or cut off. Try another file.',
    tooManyPixels: 'The picture has too many pixels (at most 40 megapixels)',
    notFound: 'Picture not found',
    upload: 'Upload a picture',
    uploadHint: 'PNG, JPEG or WebP, at most 5 MB. It fills in the image URL.',
    uploading: 'Uploading…',
    uploaded: 'Picture uploaded',
  } as const,
  'images',
);
