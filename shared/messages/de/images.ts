import type { Translation } from '../../i18n/translation.ts';
import type { images } from '../images.ts';

export default {
  images: {
    tooLarge: 'Das Bild ist größer als 5 MB',
    wrongType: 'ein PNG-, JPEG- oder WebP-Bild',
    notAPicture:
      'Die Datei ist kein vollständiges Bild: Sie ist möglicherweise beschädigt oder abgeschnitten. Versuchen Sie es mit einer anderen Datei.',
    tooManyPixels: 'Das Bild hat zu viele Pixel (höchstens 40 Megapixel)',
    notFound: 'Bild nicht gefunden',
    upload: 'Bild hochladen',
    uploadHint: 'PNG, JPEG oder WebP, höchstens 5 MB. Die Bild-URL wird automatisch ausgefüllt.',
    uploading: 'Wird hochgeladen…',
    uploaded: 'Bild hochgeladen',
  },
} satisfies { images: Translation<typeof images> };
