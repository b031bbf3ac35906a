import type { Translation } from '../../i18n/translation.ts';
import type { addressTexts } from '../addresses.ts';

export default {
  addressTexts: {
    fields: {
      name: 'Name',
      company: 'Firma',
      line1: 'Adresszeile 1',
      line2: 'Adresszeile 2',
      city: 'Ort',
      region: 'Bundesland / Region',
      postalCode: 'Postleitzahl',
      country: 'Land',
      phone: 'Telefon',
    },
    countryRequired: 'Wählen Sie ein Land',
    chooseCountry: 'Wählen Sie ein Land',
    chooseRegion: 'Wählen Sie ein Bundesland oder eine Region',
    loadingCountries: 'Länderliste wird geladen…',
    savedShipTo: 'Gespeicherte Lieferadresse',
    keepShipTo: 'Eine Lieferadresse für die Kasse speichern, Feld für Feld',
    formatLegend: 'Eingabe der Adresse',
    asText: 'Als Text eingeben',
    byField: 'Feld für Feld (Land, Region, Postleitzahl)',
    line1Required: 'Geben Sie Straße und Hausnummer ein',
    cityRequired: 'Geben Sie den Ort ein',
    unknownCountry: '„{0}“ ist kein Ländercode nach ISO 3166-1',
    unknownRegion: '„{0}“ ist keine Region von {1} (ISO 3166-2)',
  },
} satisfies { addressTexts: Translation<typeof addressTexts> };
