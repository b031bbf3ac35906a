import type { Translation } from '../../i18n/translation.ts';
import type { requiredCertificates } from '../required-certificates.ts';

export default {
  requiredCertificates: {
    label: 'Certificat',
    none: 'Aucun',
    labelOf: 'Certificat pour {0}',
    required: 'Certificat : {0}',
    option: '{0}',
    missingBeforeShip: 'Ligne {0}, {1} : un certificat {2} est requis avant l’expédition',
    missingBadge: 'Certificat {0} manquant',
    mailLink: 'Certificat',
  },
} satisfies { requiredCertificates: Translation<typeof requiredCertificates> };
