import type { Translation } from '../../i18n/translation.ts';
import type { certificatePortal } from '../certificate-portal.ts';

export default {
  certificatePortal: {
    menu: 'Certificats',
    title: 'Certificats de réception',
    intro:
      'Tous les certificats de réception de vos commandes. Recherchez-les par coulée, commande, numéro de bon de commande ou nuance, puis téléchargez un fichier ou un ZIP de plusieurs.',
    search: 'Rechercher par coulée, commande, numéro de bon de commande ou nuance',
    searchPlaceholder: 'p. ex. H-1234, RM-000123, PO-77 ou 6Al-4V',
    caption: 'Certificats de vos commandes',
    columns: {
      select: 'Sélectionner',
      heatNumber: 'Numéro de coulée',
      product: 'Produit',
      grade: 'Nuance',
      standard: 'Norme',
      type: 'Type',
      order: 'Commande',
      poNumber: 'Numéro de bon de commande',
      date: 'Date',
      file: 'Fichier',
    },
    selectRow: 'Sélectionner le certificat de la coulée {0}, {1}',
    selectAll: 'Sélectionner tous les certificats de cette page',
    noHeat: 'aucune',
    none: '—',
    downloadSelected: 'Télécharger la sélection (ZIP)',
    selectedCount: '{0, plural, one {# certificat sélectionné} other {# certificats sélectionnés}}',
    empty:
      'Aucun certificat pour l’instant : ils apparaissent ici dès que la boutique les joint aux lignes de vos commandes.',
    noMatch: 'Aucun certificat ne correspond à « {0} ».',
    zipFileName: 'Certificats-{0}.zip',
    zipEntry: '{0}/{1}-{2}',
    lineLabel: 'Ligne-{0}',
    notFound: 'Certificat introuvable',
    idsRequired: 'Choisissez au moins un certificat',
    tooManyIds: 'Choisissez au plus {0, number} certificats à la fois',
  },
} satisfies { certificatePortal: Translation<typeof certificatePortal> };
