import type { Translation } from '../../i18n/translation.ts';
import type { purchaseOrders } from '../purchase-orders.ts';

export default {
  purchaseOrders: {
    notFound: 'Bon de commande introuvable',
    emptyCart: 'Votre panier est vide. Ajoutez des produits avant de passer commande.',
    cartChanged:
      'Votre panier a changé pendant le passage de la commande. Vérifiez-le, puis passez à nouveau la commande.',
    lineProblem: '{0} : {1}',
    poNumberTooLong: 'Un numéro de bon de commande peut comporter {0, number} caractères au maximum',
    notesTooLong: 'Les remarques peuvent comporter {0, number} caractères au maximum',
    dateFormat: 'Saisissez la date au format AAAA-MM-JJ',
    dateInPast: 'La date de livraison souhaitée ne peut pas être dans le passé',
    paymentMethod:
      'Payez par carte : le paiement sur compte nécessite des conditions de paiement pour votre entreprise',
    carrierRequired: 'Saisissez le transporteur',
    trackingRequired: 'Saisissez le numéro de suivi',
    nothingToPay: 'Il ne reste rien à payer sur ce bon de commande',
    notPayable: 'Ce bon de commande ne peut plus être payé',
    amountChanged:
      'Le montant à payer a changé pendant votre paiement ; le paiement a été remboursé. Ouvrez la commande et payez à nouveau.',
    cannotMove: 'Une commande {0} ne peut pas être marquée comme {1}',
    onlyUnpaidCancel: 'Seuls les bons de commande impayés peuvent être annulés par l’acheteur',
    cannotCancel: 'Une commande {0} ne peut pas être annulée',
    cancelWholeOrder:
      'Cette commande a été payée avec les autres lignes du bon de commande {0} : annulez plutôt le bon de commande.',
    invoiceNotYet: 'La facture est émise dès que la commande est payée',
  },
} satisfies { purchaseOrders: Translation<typeof purchaseOrders> };
