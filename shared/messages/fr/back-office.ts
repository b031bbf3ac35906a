import { formatNumber } from '../../i18n/format.ts';
import type { Translation } from '../../i18n/translation.ts';
import type { backOffice } from '../back-office.ts';

const count = (n: number) => formatNumber(n, undefined, 'fr');

export default {
  backOffice: {
    menu: 'Vue d’ensemble',
    heading: 'Vue d’ensemble',
    loadFailed: 'La vue d’ensemble n’a pas pu être chargée.',
    reorderPoint: 'Seuil de réapprovisionnement',
    reorderPointHint: 'Stock bas en dessous de cette quantité. Vide = 3 × quantité minimale de commande.',
    revenue: {
      heading: 'Chiffre d’affaires par mois',
      rule: 'Payé et non remboursé, selon le mois de la commande (UTC) ; lignes annulées exclues.',
      chartLabel: 'Chiffre d’affaires par mois de {0} à {1}, diagramme en barres',
      showTable: 'Afficher sous forme de tableau',
      hideTable: 'Masquer le tableau',
      caption: 'Chiffre d’affaires et bons de commande payés par mois',
      month: 'Mois',
      revenue: 'Chiffre d’affaires',
      orders: 'Commandes payées',
      total: '12 derniers mois',
      none: 'Aucune commande payée au cours des 12 derniers mois.',
    },
    statuses: {
      heading: 'Bons de commande par statut',
      caption: 'Bons de commande par statut',
      status: 'Statut',
      count: 'Commandes',
      total: 'Total',
      countLink: '{0, plural, one {# bon de commande} other {# bons de commande}} au statut {1} : ouvrir la liste',
      none: 'Aucun bon de commande pour l’instant.',
    },
    topProducts: {
      heading: 'Meilleurs produits',
      caption: 'Meilleurs produits par chiffre d’affaires, 12 derniers mois',
      product: 'Produit',
      sku: 'Référence',
      revenue: 'Chiffre d’affaires',
      quantity: 'Quantité vendue',
      none: 'Aucune vente au cours des 12 derniers mois.',
    },
    lowStock: {
      heading: 'Stock bas',
      caption: 'Produits sous leur seuil de réapprovisionnement, les plus bas en premier',
      product: 'Produit',
      sku: 'Référence',
      stock: 'En stock',
      reorderPoint: 'Seuil de réapprovisionnement',
      edit: 'Modifier {0}',
      // Two counts compared: ICU cannot say "shown of all" only when they differ.
      count: (shown: number, all: number) =>
        shown === all
          ? all === 1
            ? '1 produit sous son seuil de réapprovisionnement'
            : `${count(all)} produits sous leur seuil de réapprovisionnement`
          : `${count(shown)} sur ${count(all)} produits sous leur seuil de réapprovisionnement`,
      none: 'Aucun produit n’est sous son seuil de réapprovisionnement.',
    },
    quotes: {
      heading: 'Devis en cours',
      requested: '{0, plural, one {# demande à traiter} other {# demandes à traiter}}',
      quoted: '{0, plural, one {# devis en attente de l’acheteur} other {# devis en attente des acheteurs}}',
      caption: 'Demandes en attente depuis le plus longtemps',
      number: 'Devis',
      buyer: 'Acheteur',
      item: 'Article',
      quantity: 'Quantité',
      asked: 'Demandé le',
      none: 'Aucune demande de devis n’attend de réponse.',
    },
  },
} satisfies { backOffice: Translation<typeof backOffice> };
