import type { Translation } from '../../i18n/translation.ts';
import type { certificates } from '../certificates.ts';

export default {
  certificates: {
    fileWords: 'ein PDF',
    lineNotFound: 'Diese Bestellung enthält keine solche Position',
    lineCancelled: 'Diese Position ist storniert: Für sie wird kein Material geliefert, das ein Zeugnis bräuchte',
    note: '{0}, Schmelze {1}, Position {2}',
    documentNotFound: 'Dokument nicht gefunden',
  },
} satisfies { certificates: Translation<typeof certificates> };
