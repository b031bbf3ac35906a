import type { Translation } from '../../i18n/translation.ts';
import type { purchaseOrders } from '../purchase-orders.ts';

/**
 * The server names an order's status in English words (server/src/modules/orders/status-words.ts),
 * some of several words, which an ICU select cannot match: they are put into French here, any
 * other word kept as it came. `feminine` for « une commande », masculine for « un bon de
 * commande ». Used by ./company-orders.ts too.
 */
const statusWords: Record<string, readonly [masculine: string, feminine: string]> = {
  unpaid: ['impayé', 'impayée'],
  paid: ['payé', 'payée'],
  'in production': ['en production', 'en production'],
  'partially shipped': ['partiellement expédié', 'partiellement expédiée'],
  shipped: ['expédié', 'expédiée'],
  delivered: ['livré', 'livrée'],
  cancelled: ['annulé', 'annulée'],
  'waiting for approval': ['en attente d’approbation', 'en attente d’approbation'],
  confirmed: ['confirmé', 'confirmée'],
  rejected: ['refusé', 'refusée'],
  'held for export compliance': [
    'retenu pour vérification (conformité export)',
    'retenue pour vérification (conformité export)',
  ],
};
export const statusWord = (english: string, feminine = false): string =>
  statusWords[english]?.[feminine ? 1 : 0] ?? english;

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
    cannotMove: (from: string, to: string) =>
      `Un bon de commande ${statusWord(from)} ne peut pas être marqué comme ${statusWord(to)}`,
    onlyUnpaidCancel: 'Seuls les bons de commande impayés peuvent être annulés par l’acheteur',
    cannotCancel: (status: string) => `Un bon de commande ${statusWord(status)} ne peut pas être annulé`,
    cancelWholeOrder:
      'Cette commande a été payée avec les autres lignes du bon de commande {0} : annulez plutôt le bon de commande.',
    invoiceNotYet: 'La facture est émise dès que la commande est payée',
  },
} satisfies { purchaseOrders: Translation<typeof purchaseOrders> };
