import type { Translation } from '../../i18n/translation.ts';
import type { remnantsUi } from '../remnants-ui.ts';

export default {
  remnantsUi: {
    heading: 'Chutes',
    addToCart: 'Ajouter la chute au panier',
    intro:
      'Restes de barres issus de la coupe, chacun au moins aussi long que la plus courte coupe du produit, vendus entiers et en un seul exemplaire, avec une remise sur le prix au mètre.',
    resultCount: '{0, plural, one {# chute} other {# chutes}}',
    none: 'Aucune chute ne correspond à ces filtres.',
    clearFilters: 'Effacer les filtres',
    lengthMin: 'Longueur min. (mm)',
    lengthMax: 'Longueur max. (mm)',
    applyLength: 'Appliquer',
    invalidFilters: 'Ces filtres ne sont pas valides : aucune chute ne peut être affichée.',
    caption: 'Chutes en vente',
    columns: {
      product: 'Produit',
      grade: 'Nuance',
      size: 'Dimensions',
      heat: 'Coulée',
      certificate: 'Certificat',
      length: 'Longueur',
      price: 'Prix',
      buy: 'Acheter',
    },
    length: '{0, number} mm',
    noCertificate: 'Aucun disponible',
    signInToBuy: 'Connectez-vous pour acheter',
    inYourCart: 'Dans votre panier',
    added: 'Ajouté à votre panier : chute de {0}, {1, number} mm',
    ofProduct: 'Chutes de ce produit',
    ofProductLink: 'Toutes les chutes de ce produit',
    badge: 'Chute',
    removeLabel: 'Retirer la chute de {0}, {1, number} mm',
    discount: 'Remise sur les chutes (%)',
  },
} satisfies { remnantsUi: Translation<typeof remnantsUi> };
