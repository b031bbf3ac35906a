import type { ShippingSettings } from '../../settings/shipping.schema.ts';
import type { TaxSettings } from '../../settings/tax.schema.ts';
import type { TaxStanding } from './tax.ts';

/*
 * The settings of docs/product/costs.md's examples: a store in Pittsburgh, PA, registered for PA
 * sales tax and for German VAT. The US zone comes before the Pennsylvania zone on purpose, so the
 * examples show that a region match wins over the list's order.
 */
export const shipping: ShippingSettings = {
  origin: { line1: '100 Forge Street', city: 'Pittsburgh', region: 'US-PA', postalCode: '15222', country: 'US' },
  parcel: { maxPieceLengthMm: 3000, maxWeightKg: 500 },
  zones: [
    {
      name: 'United States',
      countries: ['US'],
      rates: [
        { upToKg: 5, price: 25 },
        { upToKg: 30, price: 65 },
        { upToKg: 100, price: 140 },
      ],
    },
    {
      name: 'Pennsylvania',
      countries: ['US'],
      regions: ['US-PA'],
      rates: [
        { upToKg: 5, price: 15 },
        { upToKg: 30, price: 45 },
        { upToKg: 100, price: 90 },
      ],
    },
    {
      name: 'European Union',
      countries: ['DE', 'FR', 'IT', 'NL', 'AT'],
      rates: [
        { upToKg: 5, price: 60 },
        { upToKg: 30, price: 180 },
        { upToKg: 100, price: 420 },
      ],
    },
    { name: 'Japan', countries: ['JP'], rates: [], freightQuoted: true },
  ],
  incoterms: { domestic: ['EXW', 'FCA', 'DAP', 'DDP'], export: ['EXW', 'FCA', 'CPT', 'CIP', 'DAP'], default: 'DAP' },
  remnantDiscountPercent: 30,
};

export const tax: TaxSettings = {
  registrations: [
    { country: 'US', region: 'US-PA', rate: 6, label: 'PA sales tax', taxId: '12-3456789' },
    { country: 'DE', rate: 19, label: 'VAT', taxId: 'DE123456789' },
  ],
  freightTaxable: true,
};

export const noStanding: TaxStanding = { vatId: null, exemptions: [] };

export const orderDate = '2026-11-26';
