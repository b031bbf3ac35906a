import type { Translation } from '../../i18n/translation.ts';
import type { requiredCertificates } from '../required-certificates.ts';

export default {
  requiredCertificates: {
    label: 'Zeugnis',
    none: 'Keines',
    labelOf: 'Zeugnis für {0}',
    required: 'Zeugnis: {0}',
    option: '{0}',
    missingBeforeShip: 'Position {0}, {1}: Vor dem Versand ist ein Zeugnis {2} erforderlich',
    missingBadge: 'Zeugnis {0} fehlt',
    mailLink: 'Zeugnis',
  },
} satisfies { requiredCertificates: Translation<typeof requiredCertificates> };
