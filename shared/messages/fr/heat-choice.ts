import type { Translation } from '../../i18n/translation.ts';
import type { heatChoice } from '../heat-choice.ts';

export default {
  heatChoice: {
    label: 'Coulée',
    labelOf: 'Coulée pour {0}',
    any: 'Toute coulée (la plus ancienne d’abord)',
    // The certificate type may be null (no certificate), which an ICU select cannot test.
    option: (heatNumber: string, quantity: string, certificateType: string | null) =>
      `${heatNumber} — ${quantity}${certificateType ? `, ${certificateType}` : ''}`,
    notOffered: '{0} (plus proposée)',
    pinned: 'Coulée {0}',
  },
} satisfies { heatChoice: Translation<typeof heatChoice> };
