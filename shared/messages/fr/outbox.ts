import type { Translation } from '../../i18n/translation.ts';
import type { outbox } from '../outbox.ts';

export default {
  outbox: {
    page: {
      title: 'Boîte d’envoi',
      intro:
        'Les e-mails envoyés par la boutique. Les messages en échec et non distribués apparaissent en premier ; Renvoyer remet un message dans la file d’attente.',
      filterLabel: 'Afficher',
      all: 'Tous les messages',
      statuses: { pending: 'En attente', sending: 'Envoi en cours', delivered: 'Distribué', failed: 'Échec' },
      columns: {
        topic: 'Type',
        recipient: 'Destinataire',
        subject: 'Objet',
        status: 'Statut',
        attempts: 'Tentatives',
        lastError: 'Dernière erreur',
        created: 'Enregistré',
        delivered: 'Distribué',
      },
      resend: 'Renvoyer',
      resendLabel: 'Renvoyer « {1} » à {0}',
      resent: 'Le message est de nouveau en file d’attente.',
      empty: 'Aucun message.',
      notYetRendered: '(généré à l’envoi)',
    },
    notFound: 'Ce message n’existe pas dans la boîte d’envoi.',
    notResendable: 'Ce message est distribué ou en cours d’envoi ; il n’y a rien à renvoyer.',
    staffMail: {
      purchaseOrderPlaced: {
        subject: 'Nouvelle commande {0}',
        heading: 'Un nouveau bon de commande',
        intro: '{1} a passé la commande {0} d’un montant de {2}. Consultez-la dans Gérer toutes les commandes.',
        action: 'Ouvrir la commande',
        labels: {
          orderNumber: 'Numéro de commande',
          buyer: 'Acheteur',
          company: 'Entreprise',
          poNumber: 'Numéro de bon de commande',
          lines: 'Lignes',
          total: 'Total',
          status: 'Statut',
          freightToQuote: 'Fret à chiffrer',
        },
      },
      footer: '{0} : envoyé à l’adresse de la boutique (SELLER_EMAIL).',
    },
  },
} satisfies { outbox: Translation<typeof outbox> };
