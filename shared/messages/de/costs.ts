import type { Translation } from '../../i18n/translation.ts';
import type { costTexts, freightTexts } from '../costs.ts';

export default {
  costTexts: {
    taxNotes: {
      exempt: 'Steuerbefreit: Freistellungsbescheinigung {0}',
      reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)',
      export: 'Ausfuhr: steuerfrei',
      notRegistered: 'Nicht besteuert: keine Steuerregistrierung für {0}',
    },
    freightPending: {
      zoneQuoted: 'Die Fracht nach {0} teilt Ihnen der Shop nach der Bestellung mit',
      noZone: 'Für diese Adresse hat der Shop keinen Standardtarif',
      weightUnknown: (lines) =>
        lines.includes(',')
          ? `Das Gewicht der Positionen ${lines} ist nicht bekannt`
          : `Das Gewicht der Position ${lines} ist nicht bekannt`,
      overParcelWeight: '{0} ist mehr, als ein Paket fassen darf ({1})',
      overLastRate: '{0} übersteigt den höchsten Gewichtstarif für diese Adresse',
      pieceTooLong: 'Ein Stück von {0, number} mm ist länger, als ein Paket fassen darf ({1, number} mm)',
    },
    incotermNotOffered:
      '{0} wird für {1, select, domestic {Inlandsbestellungen} export {Exportbestellungen} other {diese Bestellungen}} nicht angeboten; wählen Sie {2}',
  },
  freightTexts: {
    notPending:
      'Für diese Bestellung ist keine Fracht mitzuteilen: Ihre Fracht ist bereits festgelegt oder wird nicht berechnet',
    onlyStoreAdmin: 'Nur ein Shop-Administrator legt die Fracht fest',
    closed: 'Die Fracht einer Bestellung, die {0} ist, kann nicht festgelegt werden',
    payAfterFreight:
      'Der Shop hat die Fracht dieser Bestellung noch nicht mitgeteilt; Sie können bezahlen, sobald sie feststeht',
    invoiceAfterFreight: 'Die Rechnung wird erstellt, sobald der Shop die Fracht mitgeteilt hat',
    mail: {
      subject: 'Fracht für {0} festgelegt',
      text: (number, freight, carrier, note, total, link) =>
        [
          `Die Fracht für Ihre Bestellung ${number} steht fest: ${freight}${carrier ? ` (${carrier})` : ''}.`,
          ...(note ? [`Anmerkung: ${note}`] : []),
          `Gesamtbetrag der Bestellung: ${total}.`,
          `Bestellung ansehen und bezahlen: ${link}`,
        ].join('\n'),
    },
  },
} satisfies { costTexts: Translation<typeof costTexts>; freightTexts: Translation<typeof freightTexts> };
