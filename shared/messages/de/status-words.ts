import type { Translation } from '../../i18n/translation.ts';
import type { statusWords } from '../status-words.ts';

export default {
  statusWords: {
    unpaid: 'unbezahlt',
    paid: 'bezahlt',
    in_production: 'in Produktion',
    partially_shipped: 'teilweise versandt',
    shipped: 'versandt',
    delivered: 'zugestellt',
    cancelled: 'storniert',
    pending_approval: 'noch nicht freigegeben',
    confirmed: 'bestätigt',
    rejected: 'abgelehnt',
    compliance_hold: 'von der Exportkontrolle zur Prüfung angehalten',
  },
} satisfies { statusWords: Translation<typeof statusWords> };
