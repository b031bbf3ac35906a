import type { Translation } from '../../i18n/translation.ts';
import type { complianceHolds } from '../compliance-holds.ts';

export default {
  complianceHolds: {
    embargoed:
      'Nous ne pouvons pas livrer vers {0} : ce pays est sous embargo à l’exportation. Choisissez une autre adresse de livraison.',
    endUseRequired:
      'Une déclaration d’utilisation finale est requise : cette commande contient des articles soumis au contrôle des exportations expédiés à l’étranger. Indiquez l’utilisateur final, le pays d’utilisation finale et l’utilisation finale, puis confirmez la déclaration.',
    notHeld:
      'Cette commande est {0} : seule une commande retenue pour vérification de conformité export peut être libérée ou refusée',
    onlyStoreAdmin: 'Seul le service de conformité export de la boutique peut libérer ou refuser une commande retenue',
    notPayableHeld:
      'Cette commande est retenue pour vérification de conformité export : elle pourra être payée une fois libérée.',
    noteRequired: 'Indiquez pourquoi la commande est libérée',
    reasonRequired: 'Indiquez pourquoi la commande est refusée',
    placedHeld: 'Commande {0} passée : elle est retenue pour vérification de conformité export',
    page: {
      heldTitle: 'Retenue pour conformité export',
      reviewTitle: 'Vérification de conformité export',
      heldBuyer:
        'Votre commande est retenue pour vérification de conformité export. Ses articles vous sont réservés ; vous pourrez la payer et nous pourrons l’expédier dès que la vérification l’aura libérée. Nous vous informerons de la décision par e-mail.',
      released: 'Libérée par la conformité export ({0}, {1})',
      refused: 'Refusée par la conformité export ({0}, {1})',
      reasons: 'Motifs de la retenue',
      endUseTitle: 'Déclaration d’utilisation finale',
      endUser: 'Utilisateur final',
      endUseCountry: 'Pays d’utilisation finale',
      endUsePurpose: 'Utilisation finale',
      release: 'Libérer',
      refuse: 'Refuser',
      releaseTitle: 'Libérer cette commande',
      refuseTitle: 'Refuser cette commande',
      refuseWarning: 'Le refus annule la commande et remet ses articles en stock. L’acheteur est informé du motif.',
      noteLabel: 'Note',
      reasonLabel: 'Motif',
      cancel: 'Annuler',
      releasedToast: 'Commande libérée',
      refusedToast: 'Commande refusée et annulée',
    },
    reasonWords: {
      party: {
        company: 'Entreprise',
        buyer: 'Acheteur',
        shipToName: 'Nom du destinataire',
        shipToCompany: 'Entreprise destinataire',
      },
      // The English names the list only when the entry has a source; ICU cannot test for an empty text.
      screening: (party: string, name: string, entry: string, source: string, score: string) =>
        `${party} « ${name} » correspond à « ${entry} » (${source || 'liste de filtrage'}, score ${score})`,
      destination: 'Articles contrôlés à destination de {0} : {1}',
    },
    checkout: {
      legend: 'Déclaration d’utilisation finale',
      intro:
        'Certains articles de cette commande sont soumis au contrôle des exportations et sont expédiés hors de notre pays. Indiquez-nous qui les utilisera, où et à quelle fin.',
      endUser: 'Utilisateur final',
      country: 'Pays d’utilisation finale',
      purpose: 'Utilisation finale',
      confirm: 'Je confirme que cette déclaration d’utilisation finale est exacte et complète',
    },
    dashboard: {
      title: 'Conformité export',
      heading: 'Commandes retenues pour conformité export',
      none: 'Aucune commande n’est retenue pour conformité export.',
      order: 'Commande',
      buyer: 'Acheteur',
      placed: 'Passée le',
      total: 'Total',
      reasons: 'Motifs',
      party: 'Partie',
      name: 'Nom',
      entry: 'Entrée de la liste',
      source: 'Source',
      score: 'Score',
      country: 'Pays',
      lines: 'Lignes contrôlées',
    },
    mail: {
      holdSubject: 'Commande {0} retenue pour conformité export',
      holdHeading: 'Une commande est retenue pour conformité export',
      holdIntro:
        'La commande {0} de {1} est retenue pour vérification de conformité export. Libérez-la ou refusez-la sur la page Conformité export.',
      holdAction: 'Ouvrir la page Conformité export',
      reason: 'Motif',
      heldNextStep:
        'Votre commande est retenue pour vérification de conformité export. Ses articles vous sont réservés ; nous vous informerons par e-mail dès qu’elle sera libérée et pourra être payée.',
      releasedSubject: 'Votre commande {0} a été libérée',
      releasedIntro:
        'Votre commande {0} a passé notre vérification de conformité export et suit son cours : ouvrez-la pour voir la suite.',
      releasedAction: 'Voir la commande',
      refusedSubject: 'Votre commande {0} a été annulée',
      refusedIntro:
        'Votre commande {0} n’a pas passé notre vérification de conformité export et a été annulée : {1}. Rien ne vous a été facturé.',
      refusedAction: 'Voir la commande',
    },
  },
} satisfies { complianceHolds: Translation<typeof complianceHolds> };
