import type { Translation } from '../../i18n/translation.ts';
import type { remnants } from '../remnants.ts';

export default {
  remnants: {
    barLength: 'Saisissez la longueur de barre en mm (un nombre entier d’au moins 1)',
    barCount: 'Saisissez le nombre de barres (un nombre entier d’au moins 1)',
    barsBoth: 'Indiquez à la fois la longueur de barre et le nombre de barres',
    barsNotCut: 'Seul un produit en coupe à longueur comporte des barres',
    barsQuantity:
      'Un lot de barres correspond à la longueur de ses barres : omettez la quantité ou indiquez longueur de barre × nombre en mètres',
    quantityOrBars: 'Saisissez une quantité, ou la longueur de barre et le nombre de barres',
    noBars: 'les barres d’aucune coulée ne permettent de couper {0, number} × {1, number} mm',
    lengthWhole: 'Saisissez une longueur en millimètres entiers',
    lengthRange: 'La longueur minimale ne doit pas dépasser la longueur maximale',
    unknownProduct: 'Produit inconnu',
    notFound: 'Chute introuvable',
    taken: 'Cette chute vient d’être prise par un autre acheteur',
    sold: 'Cette chute est vendue',
    goneAtCheckout: 'cette chute n’est plus disponible : retirez-la du panier',
  },
} satisfies { remnants: Translation<typeof remnants> };
