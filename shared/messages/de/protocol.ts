import type { Translation } from '../../i18n/translation.ts';
import type { protocolTexts } from '../protocol.ts';

export default {
  protocolTexts: {
    malformed: 'Die Anfrage ist kein gültiges HTTP',
    headersTooLarge: 'Die Header der Anfrage sind zu groß',
    tooSlow: 'Die Anfrage ist zu langsam eingetroffen',
  },
} satisfies { protocolTexts: Translation<typeof protocolTexts> };
