import type { Translation } from '../../i18n/translation.ts';
import type { currencyChooser } from '../currency-chooser.ts';

export default {
  currencyChooser: {
    label: 'Währung',
    setForCompany: 'Ihre Firma bestellt in {0}; diese Währung legt der Shop fest.',
    companyDecides:
      'Ihre Firma bestellt in {0}: Die Währung einer Firma legt der Shop fest. Bitten Sie den Shop, sie zu ändern.',
    changed: 'Preise werden jetzt in {0} angezeigt.',
  },
} satisfies { currencyChooser: Translation<typeof currencyChooser> };
