import type { Translation } from '../../i18n/translation.ts';
import type { unitPages } from '../unit-pages.ts';

export default {
  unitPages: {
    inStock: '{0} en stock',
    from: 'à partir de {0}',
    quantityIn: 'Quantité ({0})',
    quantityHint: 'Jusqu’à 3 décimales, par pas de {0}',
    quantityBetween: 'Entre {0} et {1}, jusqu’à 3 décimales',
    weightPerPiece: 'Poids par pièce',
    cutToLength: 'Coupe à longueur',
    cutHint: 'Nous coupons la barre en pièces à la longueur de votre choix ; la coupe coûte {0} par pièce.',
    pieces: 'Nombre de pièces',
    lengthMm: 'Longueur (mm)',
    lengthBounds: 'Entre {0} mm et {1} mm, en millimètres entiers',
    piecesHint: 'Nombre entier de pièces, au moins 1',
    metal: 'Métal',
    cutFees: 'Coupe ({0, number} × {1})',
    lineWeight: 'Poids estimé',
    cutSignIn:
      'Connectez-vous pour ajouter des pièces coupées à votre panier : les lignes de coupe sont conservées dans votre compte.',
    signInToCut: 'Connectez-vous pour commander des pièces coupées',
    cutAdded: '{0} : pièces coupées ajoutées à votre panier',
    priceSortHint:
      'Les prix se comparent au sein d’une même unité : d’abord par pièce, puis par mètre, puis par kilogramme.',
    weightColumn: 'Poids',
    cutFeeOf: 'frais de coupe de {0} par pièce',
    removeCut: 'Retirer {0} de {1}',
    packing: 'Colisage',
    packingCaption: 'Liste de colisage du bon de commande {0}',
    packingPieces: 'Pièces à emballer',
    noWeight: '—',
    quickOrderCutHelp:
      'Pour des pièces coupées, indiquez le nombre de pièces et leur longueur en millimètres : sku,quantity,pieces,lengthMm (laissez quantity vide), p. ex. TI-TUBE-6,,7,1250. Les quantités en m et en kg peuvent comporter 3 décimales (avec un point) : TI-WIRE-1,2.4.',
    unitLabel: 'Unité de vente',
    unitOptions: { pcs: 'La pièce (pcs)', m: 'Le mètre (m)', kg: 'Le kilogramme (kg)' },
    unitHint:
      'Le stock, le minimum, le multiple de commande, le maximum, les prix dégressifs et le prix sont exprimés dans cette unité.',
    densityLabel: 'Masse volumique (g/cm³)',
    densityHint: 'Selon l’alliage, p. ex. 4,51 pour le titane grade 2 ; sert à estimer les poids.',
    unitSection: 'Unité, masse volumique et coupe',
    cutToLengthLabel: 'Coupe à longueur (uniquement pour les produits vendus au mètre)',
    minLengthMm: 'Pièce la plus courte (mm)',
    maxLengthMm: 'Pièce la plus longue (mm)',
    cutFee: 'Frais de coupe par pièce ($)',
  },
} satisfies { unitPages: Translation<typeof unitPages> };
