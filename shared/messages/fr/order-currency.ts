import type { Translation } from '../../i18n/translation.ts';
import type { orderCurrency } from '../order-currency.ts';

export default {
  orderCurrency: {
    cartCurrencyChanged:
      'Votre panier a été chiffré en {0}, mais vous commandez désormais en {1}. Vérifiez votre panier pour accepter les prix en {1}, puis passez à nouveau la commande.',
    currencyNotOffered: 'La boutique ne vend plus en {0}.',
    companyCurrencyNotOffered:
      'La boutique ne propose pas {0} : choisissez parmi {1}, ou null pour la devise de base de la boutique.',
    wrongCurrency: 'Cette commande se paie en {1}, pas en {0}.',
    // Masculine labels (« Le prix unitaire »), as are the fixed prices’ ones in ./currencies.ts.
    labels: { freightAmount: 'Le montant du fret', unitPrice: 'Le prix unitaire' },
    tooManyDecimals:
      '{2, plural, =0 {{0} doit être un montant entier en {1} ({1} n’a pas de subdivision)} =1 {{0} peut comporter au plus une décimale en {1}} other {{0} peut comporter au plus # décimales en {1}}}',
    notChargeableByCard: '{0} ne peut pas être débité par carte dans cette devise. Payez par virement.',
    quotePriceIn: 'Prix unitaire ({0})',
    totalsIn: 'Totaux en {0}',
    staleRatesTitle: 'Taux de change à mettre à jour',
    staleRate: '{0} : le taux date du {1}, il y a {2, plural, one {# jour} other {# jours}}.',
    staleRatesHint:
      'Les nouvelles commandes sont chiffrées à ces taux. Mettez-les à jour dans Paramètres › Devises lorsqu’ils datent de plus de {0, plural, one {# jour} other {# jours}}.',
    staleRatesLink: 'Mettre à jour les taux',
  },
} satisfies { orderCurrency: Translation<typeof orderCurrency> };
