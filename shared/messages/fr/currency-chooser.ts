import type { Translation } from '../../i18n/translation.ts';
import type { currencyChooser } from '../currency-chooser.ts';

export default {
  currencyChooser: {
    label: 'Devise',
    setForCompany: 'Votre entreprise commande en {0} ; cette devise est fixée par la boutique.',
    companyDecides:
      'Votre entreprise commande en {0} : la devise d’une entreprise est fixée par la boutique. Demandez-lui de la modifier.',
    changed: 'Les prix sont désormais affichés en {0}.',
  },
} satisfies { currencyChooser: Translation<typeof currencyChooser> };
