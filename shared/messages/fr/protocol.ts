import type { Translation } from '../../i18n/translation.ts';
import type { protocolTexts } from '../protocol.ts';

export default {
  protocolTexts: {
    malformed: 'La requête n’est pas du HTTP valide',
    headersTooLarge: 'Les en-têtes de la requête sont trop volumineux',
    tooSlow: 'La requête a mis trop de temps à arriver',
  },
} satisfies { protocolTexts: Translation<typeof protocolTexts> };
