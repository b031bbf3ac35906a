import { localized } from '../i18n/localized.ts';

/** What the store settings' forms and answers say (PRODUCT.md §16–§19). */
export const settingsTexts = localized(
  'settingsTexts',
  {
    sections: {
      shipping: 'Shipping',
      tax: 'Tax',
      currencies: 'Currencies',
      compliance: 'Compliance',
      remittance: 'Remittance',
    },
    /** The fields the settings' messages name (`required`, `positive`, …). */
    fields: {
      rate: 'Rate',
      label: 'Label',
      taxId: 'Tax ID',
      upToKg: 'Up to kg',
      price: 'Price',
      zoneName: 'Zone name',
      countries: 'Countries',
      longestPiece: 'Longest piece',
      heaviestParcel: 'Heaviest parcel',
      domesticIncoterms: 'Domestic Incoterms',
      exportIncoterms: 'Export Incoterms',
      bankName: 'Bank name',
      accountName: 'Account name',
      iban: 'IBAN',
      bic: 'BIC',
      accountNumber: 'Account number',
      routingNumber: 'Routing number',
    },
    ratesMustIncrease: (zone: string) => `The rates of zone "${zone}" must have increasing "up to kg" weights`,
    regionNotInZone: (region: string, zone: string) => `Region ${region} is not in a country of zone "${zone}"`,
    regionNotOfCountry: (region: string, country: string) => `"${region}" is not a region of ${country}`,
    defaultNotOffered: 'The default Incoterm must be one of those offered',
    remnantDiscount: 'Enter a remnant discount between 0 and 100 %',
    unknownCurrency: (code: string) => `"${code}" is not an ISO 4217 currency code`,
    baseOffered: 'The base currency must be offered',
    rateMissing: (currency: string) => `A rate for ${currency} is needed: it is offered`,
    rateNotOffered: (currency: string) => `${currency} has a rate but is not offered`,
    required: (field: string) => `${field} is required`,
    percent: (field: string) => `${field} must be from 0 to 100`,
    positive: (field: string) => `${field} must be more than 0`,
    notNegative: (field: string) => `${field} may not be negative`,
  },
  'settings-texts',
);
