import type { Translation } from '../../i18n/translation.ts';
import type { costTexts, freightTexts } from '../costs.ts';

export default {
  costTexts: {
    taxNotes: {
      exempt: 'Exonéré : certificat d’exonération {0}',
      reverseCharge: 'Autoliquidation : TVA due par le preneur',
      export: 'Exportation : exonérée de TVA',
      notRegistered: 'Non taxé : aucune immatriculation fiscale pour {0}',
    },
    freightPending: {
      zoneQuoted: 'Le fret vers {0} est déterminé par la boutique après la commande',
      noZone: 'La boutique n’a pas de tarif standard pour cette adresse',
      weightUnknown: (lines) =>
        lines.includes(',') ? `Le poids des lignes ${lines} est inconnu` : `Le poids de la ligne ${lines} est inconnu`,
      overParcelWeight: '{0} dépasse le poids maximal d’un colis ({1})',
      overLastRate: '{0} dépasse la tranche de poids la plus élevée pour cette adresse',
      pieceTooLong: 'Une pièce de {0, number} mm dépasse la longueur maximale d’un colis ({1, number} mm)',
    },
    incotermNotOffered:
      '{0} n’est pas proposé pour les commandes {1, select, domestic {nationales} export {à l’export} other {de ce type}} ; choisissez {2}',
  },
  freightTexts: {
    notPending: 'Cette commande n’a pas de fret à déterminer : son fret est déjà fixé ou n’est pas facturé',
    onlyStoreAdmin: 'Seul un administrateur de la boutique fixe le fret',
    closed: 'Le fret d’une commande {0} ne peut pas être fixé',
    payAfterFreight:
      'La boutique n’a pas encore déterminé le fret de cette commande ; vous pourrez payer dès qu’il sera fixé',
    invoiceAfterFreight: 'La facture est émise dès que la boutique a déterminé le fret',
    mail: {
      subject: 'Fret fixé pour la commande {0}',
      text: (number, freight, carrier, note, total, link) =>
        [
          `Le fret de votre commande ${number} est fixé : ${freight}${carrier ? ` (${carrier})` : ''}.`,
          ...(note ? [`Remarque : ${note}`] : []),
          `Total de la commande : ${total}.`,
          `Voir la commande et payer : ${link}`,
        ].join('\n'),
    },
  },
} satisfies { costTexts: Translation<typeof costTexts>; freightTexts: Translation<typeof freightTexts> };
