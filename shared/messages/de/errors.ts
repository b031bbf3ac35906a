import type { Translation } from '../../i18n/translation.ts';
import type { errors } from '../errors.ts';

export default {
  errors: {
    notFound: 'Nicht gefunden',
    productNotFound: 'Produkt nicht gefunden',
    unauthorized: 'Bitte melden Sie sich an, um fortzufahren',
    forbidden: 'Dazu sind Sie nicht berechtigt',
    internal: 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut',
    unavailable: 'Der Shop ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in Kürze erneut',
    tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut',
    crossSite: 'Anfragen von anderen Websites werden nicht angenommen',
  },
} satisfies { errors: Translation<typeof errors> };
