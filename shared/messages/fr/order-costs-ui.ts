import type { Translation } from '../../i18n/translation.ts';
import type { orderCostsUi } from '../order-costs-ui.ts';

export default {
  orderCostsUi: {
    heading: 'Coût de la commande',
    caption: 'Coût de la commande : marchandises, fret et taxes',
    goods: 'Marchandises',
    freight: 'Fret',
    toBeQuoted: 'À déterminer',
    collectedByCarrier: 'Enlèvement par votre transporteur',
    taxLine: '{0} {1, number} %',
    tax: 'Taxes',
    total: 'Total',
    amountDue: 'Montant à payer maintenant',
    weight: 'Poids d’expédition',
    weightUnknown: 'Inconnu',
    incoterm: 'Incoterm',
    incotermWithPlace: (incoterm, place) => (place ? `${incoterm} ${place}` : incoterm),
    termsLegend: 'Conditions de livraison (Incoterms 2020)',
    incotermPlace: 'Lieu convenu (facultatif)',
    incotermPlaceHint: 'Si vide : {0}',
    carrierAccount: 'Votre numéro de compte transporteur (facultatif)',
    carrierAccountHint: 'En EXW et FCA, votre transporteur enlève la marchandise ; la boutique ne facture pas de fret.',
    quoteIncomplete: 'Le fret et les taxes s’affichent dès que l’adresse de livraison est complète : {0}',
    quoteLoading: 'Calcul du fret et des taxes…',
    estimateHeading: 'Estimation pour votre adresse de livraison enregistrée',
    estimateAtCheckout:
      'Le fret et les taxes sont calculés au moment de passer commande, pour l’adresse de livraison choisie.',
    quoteUpdating: 'Mise à jour…',
    quoteFailed: 'Le coût de la commande n’a pas pu être calculé.',
    freightPendingReasons: 'Pourquoi le fret est déterminé plus tard',
    carrierAccountFact: 'Compte transporteur',
    freightCarrier: 'Transporteur',
    freightNote: 'Remarque sur le fret',
    freightPendingNote: 'La boutique déterminera le fret ; vous pourrez payer dès qu’il sera fixé',
  },
} satisfies { orderCostsUi: Translation<typeof orderCostsUi> };
