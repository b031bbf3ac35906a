import { incoterms } from './shipping.schema.ts';
import type { SectionSettings, SettingsSection } from './settings.schema.ts';

/**
 * What each section is before an admin saves it: "nothing configured" (PRODUCT.md part three, a
 * store with empty settings prices every order as before settings existed; docs/product/settings.md).
 *
 * - shipping: no zones (no freight: `freightStatus: "none"`), no parcel limits (the schema's
 *   maxima), every Incoterm offered with DAP the default; the origin is blank but for its
 *   country, US, which makes the US the home country.
 * - tax: no registrations (no tax), freight not taxable.
 * - currencies: US dollars only.
 * - compliance: nothing embargoed, no review destinations; screening threshold 0.85 (applies
 *   only once a screening list is uploaded).
 * - remittance: blank bank name and account name: the invoice prints no payment details.
 *
 * Shipping's origin and remittance are blank where an admin must type something: the page's forms
 * show what is required before they save.
 */
export const settingsDefaults: { [S in SettingsSection]: SectionSettings<S> } = {
  shipping: {
    origin: { line1: '', city: '', country: 'US' },
    parcel: { maxPieceLengthMm: 100_000, maxWeightKg: 1_000_000 },
    zones: [],
    incoterms: { domestic: [...incoterms], export: [...incoterms], default: 'DAP' },
    remnantDiscountPercent: 30,
  },
  tax: { registrations: [], freightTaxable: false },
  currencies: { base: 'USD', offered: ['USD'], rates: [] },
  compliance: { embargoed: [], reviewDestinations: [], screeningThreshold: 0.85 },
  remittance: { bankName: '', accountName: '' },
};
