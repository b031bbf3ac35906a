import type { Translation } from '../../i18n/translation.ts';
import type { listCursor } from '../list-cursor.ts';

export default {
  listCursor: {
    badCursor: 'Dieser Seitenlink ist veraltet: Öffnen Sie die Liste ab der ersten Seite.',
  },
} satisfies { listCursor: Translation<typeof listCursor> };
