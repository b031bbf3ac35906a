import { echo } from '../../echo.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { Translation } from '../../i18n/translation.ts';
import type { unitTexts } from '../units.ts';

export default {
  unitTexts: {
    unitLabels: { pcs: 'pcs', m: 'm', kg: 'kg' },
    unitNames: { pcs: 'par pièce', m: 'par mètre', kg: 'par kilogramme' },
    unitChoice: 'Choisissez pcs, m ou kg',
    belowMinimum: 'La quantité minimale de commande est de {0}',
    aboveTotal: 'Vous ne pouvez pas commander plus de {0}',
    notMultiple: 'La quantité doit être un multiple de {0}',
    aboveMaximum: 'Vous pouvez commander au plus {0} par commande',
    quantityPositive: 'La quantité doit être supérieure à 0',
    piecesWhole: 'Ce produit est vendu à la pièce : la quantité doit être un nombre entier',
    tooManyDecimals: '{0} peut comporter au plus 3 décimales',
    tooLarge: '{0} : valeur trop élevée',
    wholeInPieces: '{0} doit être un nombre entier pour un produit vendu à la pièce',
    densityPositive: 'La masse volumique doit être supérieure à 0 g/cm³',
    densityTooLarge: 'La masse volumique ne peut pas dépasser 30 g/cm³',
    density: 'Masse volumique',
    notCutToLength: 'Ce produit n’est pas proposé en coupe à longueur',
    cutOnlyByMetre: 'Seul un produit vendu au mètre peut être coupé à longueur',
    piecesPositive: 'Le nombre de pièces doit être un nombre entier d’au moins 1',
    piecesTooMany: '{0, number} pièces au maximum par ligne de coupe',
    lengthWholeMm: 'La longueur doit être un nombre entier de millimètres',
    lengthOutOfBounds: 'La longueur doit être comprise entre {0, number} mm et {1, number} mm',
    cutBoundsOrder: 'La longueur de coupe la plus courte ne peut pas dépasser la plus longue',
    cutFeeCents: 'Les frais de coupe peuvent comporter au plus deux décimales',
    cutFeeNegative: 'Les frais de coupe ne peuvent pas être négatifs',
    cutNotFound: 'Ligne de coupe introuvable',
    // The sent value is echoed cut to length, as in English (PRODUCT.md §21): functions, not ICU.
    cutQuantityMismatch: (given: string, quantity: number) =>
      `La quantité ${echo(given)} ne correspond pas à pièces × longueur (${formatNumber(quantity, undefined, 'fr')} m) ; laissez-la vide pour une coupe`,
    quickOrderUnit: (value: string, unit: string) =>
      `La quantité « ${echo(value)} » ne peut pas être commandée en ${unit}.`,
    cutNeedsBoth: 'Une coupe nécessite à la fois pieces et lengthMm',
    cutOrQuantity: 'Envoyez soit productQuantity, soit pieces et lengthMm, mais pas les deux',
    cutLine: '{0, number} × {1} mm',
    cutOnInvoice: 'Coupe {0}, frais de coupe de {1} par pièce',
    weight: 'Poids',
    weightPerMetre: 'Poids par mètre',
    totalWeight: 'Poids total',
  },
} satisfies { unitTexts: Translation<typeof unitTexts> };
