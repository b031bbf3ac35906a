import type { Translation } from '../../i18n/translation.ts';
import type { shipments } from '../shipments.ts';

export default {
  shipments: {
    unknownLine: 'La ligne {0} n’appartient pas à cette commande',
    lineTwice: 'La ligne {0} figure deux fois : indiquez chaque ligne une seule fois',
    cancelledLine: 'La ligne {0} est annulée et ne peut pas être expédiée',
    unpaidLine: 'La ligne {0} n’est pas encore payée et ne peut pas être expédiée',
    nothingLeft: 'La ligne {0} a déjà été entièrement expédiée',
    tooMuch: 'Il ne reste que {1} à expédier sur la ligne {0}',
    wholePieces: 'La ligne {0} est coupée à longueur : elle n’est expédiée qu’en pièces entières de {1, number} mm',
    quantityPositive: 'Saisissez une quantité supérieure à 0 pour chaque ligne à expédier',
    emptyShipment: 'Une expédition doit comporter au moins une ligne avec une quantité supérieure à 0',
    nothingToShip: 'Il ne reste rien à expédier sur cette commande',
    notShippable: 'Une commande {0} ne peut pas être expédiée',
    eventNote: (number, carrier, trackingNumber, what) =>
      `Expédition ${number} : ${[carrier, trackingNumber].filter(Boolean).join(' ') || 'aucun transporteur'} · ${what}`,
    lineShipped: '{0} × {1}',
    heading: 'Expéditions',
    shipmentTitle: 'Expédition {0}',
    shippedOn: 'Expédiée le',
    linesCaption: 'Lignes de l’expédition {0}',
    shippedColumn: 'Expédié',
    remainingColumn: 'Reste à expédier',
    noCarrier: 'Aucun transporteur indiqué',
    packingTitle: 'Liste de colisage, expédition {0}',
    packingRemaining: 'Liste de colisage, reste à expédier',
    dialogLines: 'Lignes à expédier',
    dialogHint:
      'Chaque ligne est expédiée pour sa quantité restante, sauf si vous la réduisez ; avec 0, la ligne attend une expédition ultérieure.',
    quantityLabel: 'Quantité de {0} à expédier (reste {1})',
    shipSelected: 'Expédier ces lignes',
    mail: {
      subject: (number, shipment, poNumber) =>
        `Commande ${number} : l’expédition ${shipment} est en route${poNumber ? ` (votre bon de commande ${poNumber})` : ''}`,
      heading: 'L’expédition {0} est en route',
      intro: 'L’expédition {1} de votre commande {0} est en route.',
      stillToCome: 'Reste à venir',
      allShipped: 'Cette expédition complète votre commande.',
    },
  },
} satisfies { shipments: Translation<typeof shipments> };
