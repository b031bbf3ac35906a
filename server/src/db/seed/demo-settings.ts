import { countryCodes } from '#shared/addresses/address.schema.ts';
import type { ComplianceSettings } from '#shared/settings/compliance.schema.ts';
import type { CurrencySettings } from '#shared/settings/currencies.schema.ts';
import type { RemittanceSettings } from '#shared/settings/remittance.schema.ts';
import type { ShippingSettings } from '#shared/settings/shipping.schema.ts';
import type { TaxSettings } from '#shared/settings/tax.schema.ts';

/** Pennsylvania and the states it borders: the nearest, cheapest zone from Pittsburgh. */
const paAndNeighbours = ['US-PA', 'US-OH', 'US-WV', 'US-MD', 'US-DE', 'US-NJ', 'US-NY'];
/** The 27 member states of the European Union. */
const euMembers = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT',
  'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
]; // prettier-ignore
const embargoed = ['CU', 'IR', 'KP', 'SY'];

/** Increasing weight steps up to the heaviest parcel (70 kg), with a price (USD) each. */
const rates = (...prices: [number, number, number, number, number]) =>
  [2, 5, 15, 30, 70].map((upToKg, index) => ({ upToKg, price: prices[index]! }));

const priced = ['US', 'CA', 'MX', 'GB', ...euMembers];

export const demoShipping: ShippingSettings = {
  origin: {
    company: 'Rare Metals Store',
    line1: '2100 Smallman Street',
    line2: 'Dock 4',
    city: 'Pittsburgh',
    region: 'US-PA',
    postalCode: '15222',
    country: 'US',
    phone: '+1 412 555 0142',
  },
  parcel: { maxPieceLengthMm: 2400, maxWeightKg: 70 },
  zones: [
    {
      name: 'Pennsylvania and neighbours',
      countries: ['US'],
      regions: paAndNeighbours,
      rates: rates(12, 18, 34, 58, 115),
    },
    { name: 'Rest of the United States', countries: ['US'], rates: rates(18, 27, 52, 89, 165) },
    { name: 'Canada and Mexico', countries: ['CA', 'MX'], rates: rates(42, 61, 118, 196, 345) },
    { name: 'European Union', countries: euMembers, rates: rates(58, 84, 162, 278, 495) },
    { name: 'United Kingdom', countries: ['GB'], rates: rates(55, 80, 155, 265, 470) },
    {
      name: 'Rest of the world',
      // Every other country the store may ship to: freight quoted by hand after the order.
      countries: [...countryCodes].filter((code) => !priced.includes(code) && !embargoed.includes(code)).sort(),
      rates: [],
      freightQuoted: true,
    },
  ],
  incoterms: {
    domestic: ['EXW', 'FCA', 'DAP', 'DDP'],
    export: ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DDP'],
    default: 'DAP',
  },
  remnantDiscountPercent: 30,
};

export const demoTax: TaxSettings = {
  registrations: [
    // A Pennsylvania sales tax account ID has eight digits.
    { country: 'US', region: 'US-PA', rate: 6, label: 'PA sales tax', taxId: '83417265' },
    // German VAT IDs: DE and nine digits.
    // Registered for VAT in the Netherlands (where the store's EU stock clears customs): a German
    // or French business with a verified VAT ID is reverse charged, a Dutch one pays 21 %.
    { country: 'NL', rate: 21, label: 'VAT', taxId: 'NL859637412B01' },
  ],
  freightTaxable: true,
};

export const demoCurrencies = (asOf: string): CurrencySettings => ({
  base: 'USD',
  offered: ['USD', 'EUR', 'GBP', 'JPY'],
  rates: [
    { currency: 'EUR', perBase: 0.92, asOf },
    { currency: 'GBP', perBase: 0.79, asOf },
    { currency: 'JPY', perBase: 151.4, asOf },
  ],
});

export const demoCompliance: ComplianceSettings = {
  embargoed,
  reviewDestinations: ['CN', 'RU'],
  screeningThreshold: 0.85,
};

export const demoRemittance: RemittanceSettings = {
  bankName: 'PNC Bank, N.A., Pittsburgh (USD); Commerzbank AG (EUR)',
  accountName: 'Rare Metals Store LLC',
  accountNumber: '1049372815',
  routingNumber: '043000096',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

/** Every section of the demo store; the rates are as of `today` (YYYY-MM-DD). */
export const demoSettings = (today: string) => ({
  shipping: demoShipping,
  tax: demoTax,
  currencies: demoCurrencies(today),
  compliance: demoCompliance,
  remittance: demoRemittance,
});
