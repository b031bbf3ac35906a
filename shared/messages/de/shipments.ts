import type { Translation } from '../../i18n/translation.ts';
import type { shipments } from '../shipments.ts';

export default {
  shipments: {
    unknownLine: 'Position {0} gehört nicht zu dieser Bestellung',
    lineTwice: 'Position {0} ist doppelt angegeben: Geben Sie jede Position nur einmal an',
    cancelledLine: 'Position {0} ist storniert und kann nicht versandt werden',
    unpaidLine: 'Position {0} ist noch nicht bezahlt und kann nicht versandt werden',
    nothingLeft: 'Position {0} ist bereits vollständig versandt',
    tooMuch: 'Von Position {0} sind nur noch {1} zu versenden',
    wholePieces: 'Position {0} ist auf Länge zugeschnitten: Sie wird nur in ganzen Stücken von {1, number} mm versandt',
    quantityPositive: 'Geben Sie für jede zu versendende Position eine Menge über 0 ein',
    emptyShipment: 'Eine Sendung braucht mindestens eine Position mit einer Menge über 0',
    nothingToShip: 'Für diese Bestellung ist nichts mehr zu versenden',
    notShippable: 'Eine Bestellung, die {0} ist, kann nicht versandt werden',
    eventNote: (number, carrier, trackingNumber, what) =>
      `Sendung ${number}: ${[carrier, trackingNumber].filter(Boolean).join(' ') || 'kein Versanddienstleister'} · ${what}`,
    lineShipped: '{0} × {1}',
    heading: 'Sendungen',
    shipmentTitle: 'Sendung {0}',
    shippedOn: 'Versandt am',
    linesCaption: 'Positionen der Sendung {0}',
    shippedColumn: 'Versandt',
    remainingColumn: 'Noch zu versenden',
    noCarrier: 'Kein Versanddienstleister angegeben',
    packingTitle: 'Packliste, Sendung {0}',
    packingRemaining: 'Packliste, noch zu versenden',
    dialogLines: 'Zu versendende Positionen',
    dialogHint:
      'Jede Position wird mit ihrer Restmenge versandt, sofern Sie diese nicht verringern; mit 0 bleibt eine Position für eine spätere Sendung.',
    quantityLabel: 'Zu versendende Menge von {0} (noch {1} offen)',
    shipSelected: 'Diese Positionen versenden',
    mail: {
      subject: (number, shipment, poNumber) =>
        `Bestellung ${number}: Sendung ${shipment} ist unterwegs${poNumber ? ` (Ihre Bestellnummer ${poNumber})` : ''}`,
      heading: 'Sendung {0} ist unterwegs',
      intro: 'Sendung {1} Ihrer Bestellung {0} ist unterwegs.',
      stillToCome: 'Noch ausstehend',
      allShipped: 'Mit dieser Sendung ist Ihre Bestellung vollständig geliefert.',
    },
  },
} satisfies { shipments: Translation<typeof shipments> };
