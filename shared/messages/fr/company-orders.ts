import type { Translation } from '../../i18n/translation.ts';
import type { companyOrders } from '../company-orders.ts';

export default {
  companyOrders: {
    notPendingApproval:
      'Cette commande est {0} : seule une commande en attente d’approbation peut être approuvée ou refusée',
    ownOrder: 'Vous ne pouvez pas approuver ou refuser votre propre commande',
    onlyCompanyAdmin: 'Seul un administrateur de l’entreprise qui a passé la commande peut l’approuver ou la refuser',
    overpaid: 'Le montant dépasse ce qui reste dû sur cette commande ({0})',
    notOnAccount:
      'Les paiements sont enregistrés pour les commandes en paiement sur compte ; les commandes par carte sont payées par carte.',
    notPayableNow: 'Une commande {0} ne peut recevoir aucun paiement',
    payWithOrder:
      'Cette commande est une ligne d’un bon de commande d’entreprise en attente d’approbation ou en paiement sur compte : réglez-la depuis le bon de commande.',
    notCompanyAdmin: 'Seuls les administrateurs de votre entreprise peuvent consulter son relevé de compte',
    noCompany: 'Vous ne faites partie d’aucune entreprise',
    placedOnAccount: 'Paiement sur compte, {0}, échéance le {1}',
    approvedNote: 'Approuvée par {0}',
    transferNote: '{0}, {1}',
    statementCsvHeader: [
      'Facture',
      'Numéro de bon de commande',
      'Date',
      'Échéance',
      'Montant',
      'Payé',
      'Restant dû',
      'En retard',
      'Devise',
    ],
    mail: {
      waitingNextStep:
        'Un administrateur de l’entreprise doit d’abord approuver cette commande (seuil d’approbation de votre entreprise ou votre plafond mensuel). Vous recevrez un e-mail dès qu’il aura décidé.',
      onAccountNextStep:
        'Rien à payer maintenant : la commande est portée au compte de votre entreprise, sa facture arrive à échéance le {0}. Nous lançons la production dès maintenant.',
      waitingSubject: 'La commande {0} attend votre approbation',
      waitingText: '{1} a passé la commande {0} d’un montant de {2}. {3}.\n\nApprouvez-la ou refusez-la : {4}',
      approvedSubject: 'La commande {0} a été approuvée',
      approvedText: 'Votre commande {0} a été approuvée et va être traitée.\n\n{1}',
      rejectedSubject: 'La commande {0} a été refusée',
      rejectedText: 'Votre commande {0} a été refusée : {1}\n\nLe stock réservé a été libéré. {2}',
      invoiceSubject: 'Facture {0} en paiement sur compte',
      invoiceHeading: 'Votre facture en paiement sur compte',
      invoiceIntro:
        'La commande {0} d’un montant de {1} a été passée en paiement sur compte ({2}). La facture arrive à échéance le {3}.',
      overdueSubject: 'La facture {0} est en retard',
      overdueText:
        'La facture {0} arrivait à échéance le {2} ; il reste {1} à payer. Veuillez la régler ou enregistrer le virement.\n\nRelevé de compte : {3}',
    },
    termsWords: { net15: '15 jours net', net30: '30 jours net', net45: '45 jours net', net60: '60 jours net' },
  },
} satisfies { companyOrders: Translation<typeof companyOrders> };
