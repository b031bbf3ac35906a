import { localized } from '../i18n/localized.ts';
/** What the store says about addresses (PRODUCT.md §16). */
export const addressTexts = localized(
  'addressTexts',
  {
    fields: {
      name: 'Name',
      company: 'Company',
      line1: 'Address line 1',
      line2: 'Address line 2',
      city: 'City',
      region: 'State / region',
      postalCode: 'Postal code',
      country: 'Country',
      phone: 'Phone',
    },
    countryRequired: 'Choose a country',
    /** The fieldset of a structured address (client/src/components/forms/address-fieldset.tsx). */
    chooseCountry: 'Choose a country',
    chooseRegion: 'Choose a state or region',
    loadingCountries: 'Loading the list of countries…',
    /** How the ship-to is given: the old text area (SPEC.md's "Address") or field by field (PRODUCT.md §16). */
    /** The profile's saved ship-to (My Profile), offered at the next checkout. */
    savedShipTo: 'Saved ship-to address',
    keepShipTo: 'Keep a ship-to address for checkout, field by field',
    formatLegend: 'How to enter the address',
    asText: 'Type it as text',
    byField: 'Field by field (country, region, postal code)',
    line1Required: 'Enter the street address',
    cityRequired: 'Enter the city',
    unknownCountry: (code: string) => `"${code}" is not an ISO 3166-1 country code`,
    unknownRegion: (region: string, country: string) => `"${region}" is not a region of ${country} (ISO 3166-2)`,
  },
  'addresses',
);
