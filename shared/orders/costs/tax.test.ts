import { describe, expect, it } from 'vitest';
import { costTexts } from '../../messages/costs.ts';
import { noStanding, orderDate, shipping, tax } from './costs.test-helpers.ts';
import { vatIdCountry } from './eu.ts';
import { freightTaxRateOf, taxRateOf, type TaxContext, type TaxExemption, type TaxStanding } from './tax.ts';

/* The examples of docs/product/costs.md#tax, rule by rule, with its settings (costs.test-helpers.ts). */

const n = costTexts.taxNotes;
const home = shipping.origin.country;
const context = (shipTo: TaxContext['shipTo'], billTo: TaxStanding = noStanding): TaxContext => ({
  shipTo,
  billTo,
  homeCountry: home,
  settings: tax,
  orderDate,
});
const pa = { country: 'US', region: 'US-PA' };
const lyon = { country: 'FR', region: 'FR-ARA' };
const exemption = (overrides: Partial<TaxExemption> = {}): TaxExemption => ({
  region: 'US-PA',
  number: 'PA-EX-0042',
  status: 'approved',
  expiresOn: '2027-06-30',
  ...overrides,
});
const vat = (country: string, status: 'unverified' | 'verified' | 'invalid' = 'verified'): TaxStanding => ({
  vatId: { country, status },
  exemptions: [],
});

describe('rule 1: a registration matching the ship-to', () => {
  it('applies its rate, a region registration to its region', () => {
    expect(taxRateOf(context(pa))).toEqual({ rate: 6, label: 'PA sales tax', note: null, rule: 'registration' });
  });

  it('a country registration applies to the whole country, whatever the VAT ID', () => {
    expect(taxRateOf(context({ country: 'DE', region: 'DE-BW' }, vat('FR')))).toMatchObject({ rate: 19, label: 'VAT' });
  });

  it('an approved, unexpired exemption makes it 0 with the certificate’s number', () => {
    const billTo = { vatId: null, exemptions: [exemption()] };
    expect(taxRateOf(context(pa, billTo))).toEqual({
      rate: 0,
      label: 'PA sales tax',
      note: 'Exempt: certificate PA-EX-0042',
      rule: 'exempt',
    });
    // Valid through its expiry day.
    const lastDay = { vatId: null, exemptions: [exemption({ expiresOn: orderDate })] };
    expect(taxRateOf(context(pa, lastDay)).rule).toBe('exempt');
  });

  it('an expired, pending or rejected exemption, or one for elsewhere, does not', () => {
    for (const held of [
      exemption({ expiresOn: '2026-11-25' }),
      exemption({ status: 'pending' }),
      exemption({ status: 'rejected' }),
      exemption({ region: 'US-NJ' }),
      exemption({ region: undefined, country: 'DE' }),
    ]) {
      expect(taxRateOf(context(pa, { vatId: null, exemptions: [held] })).rate).toBe(6);
    }
  });

  it('a certificate for the whole country covers its regions’ registrations', () => {
    const billTo = { vatId: null, exemptions: [exemption({ region: undefined, country: 'US', number: 'US-77' })] };
    expect(taxRateOf(context(pa, billTo)).note).toBe(n.exempt('US-77'));
  });
});

describe('rule 2: reverse charge in the EU', () => {
  it('a verified VAT ID of another EU country than the store’s registration: 0 and the note', () => {
    expect(taxRateOf(context(lyon, vat('FR')))).toEqual({
      rate: 0,
      label: 'VAT',
      note: 'Reverse charge: VAT to be accounted for by the recipient',
      rule: 'reverseCharge',
    });
    // Greece's VAT IDs say EL; it is GR, in the EU.
    expect(taxRateOf(context(lyon, vat(vatIdCountry('EL094259216')))).rule).toBe('reverseCharge');
  });

  it('not for an unverified or invalid VAT ID, one of the registration’s country, or one outside the EU', () => {
    for (const billTo of [
      vat('FR', 'unverified'),
      vat('FR', 'invalid'),
      vat('DE'),
      vat('GB'),
      vat(vatIdCountry('XI123456789')),
    ]) {
      expect(taxRateOf(context(lyon, billTo))).toMatchObject({ rate: 19, rule: 'euRegistration' });
    }
  });
});

describe('rule 3: the EU registration’s rate', () => {
  it('applies in another EU country when there is no reverse charge', () => {
    expect(taxRateOf(context(lyon))).toEqual({ rate: 19, label: 'VAT', note: null, rule: 'euRegistration' });
  });
});

describe('rule 4: otherwise no tax, and the note says why', () => {
  it('outside the home country: export, zero-rated', () => {
    expect(taxRateOf(context({ country: 'JP' }))).toMatchObject({ rate: 0, note: 'Export: zero-rated' });
    // The EU rules need the store's EU registration.
    const usOnly = { ...tax, registrations: tax.registrations.slice(0, 1) };
    expect(taxRateOf({ ...context(lyon, vat('FR')), settings: usOnly }).note).toBe(n.export);
  });

  it('inside it: no registration for the region, or the country when there is no region (old free text)', () => {
    expect(taxRateOf(context({ country: 'US', region: 'US-NJ' })).note).toBe('Not taxed: no registration for US-NJ');
    expect(taxRateOf(context({ country: 'US' })).note).toBe('Not taxed: no registration for US');
  });

  it('a store with no registrations taxes nothing and adds no note, as before', () => {
    const none = { ...context(pa), settings: { registrations: [], freightTaxable: true } };
    expect(taxRateOf(none)).toEqual({ rate: 0, label: null, note: null, rule: 'noTax' });
  });
});

describe('the freight’s rate', () => {
  it('is the lines’ when freight is taxable, else 0', () => {
    const lines = taxRateOf(context(pa));
    expect(freightTaxRateOf(lines, tax)).toBe(lines);
    expect(freightTaxRateOf(lines, { ...tax, freightTaxable: false })).toMatchObject({ rate: 0, label: null });
  });
});
