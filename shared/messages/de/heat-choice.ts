import type { Translation } from '../../i18n/translation.ts';
import type { heatChoice } from '../heat-choice.ts';

export default {
  heatChoice: {
    label: 'Schmelze',
    labelOf: 'Schmelze für {0}',
    any: 'Beliebige Schmelze (älteste zuerst)',
    // The certificate type may be null (no certificate), which an ICU select cannot test.
    option: (heatNumber: string, quantity: string, certificateType: string | null) =>
      `${heatNumber} — ${quantity}${certificateType ? `, ${certificateType}` : ''}`,
    notOffered: '{0} (nicht mehr angeboten)',
    pinned: 'Schmelze {0}',
  },
} satisfies { heatChoice: Translation<typeof heatChoice> };
