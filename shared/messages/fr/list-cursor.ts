import type { Translation } from '../../i18n/translation.ts';
import type { listCursor } from '../list-cursor.ts';

export default {
  listCursor: {
    badCursor: 'Ce lien de page n’est plus à jour : ouvrez la liste à partir de sa première page.',
  },
} satisfies { listCursor: Translation<typeof listCursor> };
