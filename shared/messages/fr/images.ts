import type { Translation } from '../../i18n/translation.ts';
import type { images } from '../images.ts';

export default {
  images: {
    tooLarge: 'L’image dépasse 5 Mo',
    wrongType: 'une image PNG, JPEG ou WebP',
    notAPicture:
      'Le fichier n’est pas une image complète : il est peut-être endommagé ou tronqué. Essayez un autre fichier.',
    tooManyPixels: 'L’image compte trop de pixels (40 mégapixels au maximum)',
    notFound: 'Image introuvable',
    upload: 'Importer une image',
    uploadHint: 'PNG, JPEG ou WebP, 5 Mo au maximum. L’URL de l’image est renseignée automatiquement.',
    uploading: 'Importation en cours…',
    uploaded: 'Image importée',
  },
} satisfies { images: Translation<typeof images> };
