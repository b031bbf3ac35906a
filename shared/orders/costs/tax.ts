import { costTexts } from '../../messages/costs.ts';
import type { TaxRegistration, TaxSettings } from '../../settings/tax.schema.ts';
import { isInEu } from './eu.ts';
import type { Destination } from './freight.ts';

/*
 * The tax rate of an order line by PRODUCT.md §16's four rules, in order
 * (docs/product/costs.md#tax). Every line of an order shares its ship-to and bill-to, so they get
 * the same rate today; the freight gets it too when `freightTaxable`.
 */

/** An exemption certificate the bill-to holds: for a whole country or one ISO 3166-2 region. */
export interface TaxExemption {
  country?: string | undefined;
  region?: string | undefined;
  number: string;
  status: 'pending' | 'approved' | 'rejected';
  /** ISO date; the certificate holds through that day. */
  expiresOn: string;
}

/** What tax needs of the bill-to (the company, else the buyer). */
export interface TaxStanding {
  /** The VAT ID's country (from its own prefix: see `vatIdCountry`) and status; null without one. */
  vatId: { country: string; status: 'unverified' | 'verified' | 'invalid' } | null;
  exemptions: readonly TaxExemption[];
}

export interface TaxContext {
  shipTo: Destination;
  billTo: TaxStanding;
  /** The store's home country: its shipping origin's. */
  homeCountry: string;
  settings: TaxSettings;
  /** ISO date of the order (or of the quote), against which exemptions expire. */
  orderDate: string;
}

export type TaxRule =
  'registration' | 'exempt' | 'reverseCharge' | 'euRegistration' | 'export' | 'notRegistered' | 'noTax';

export interface TaxRate {
  /** Percent: 6 means 6 %. */
  rate: number;
  /** The registration's label ("PA sales tax", "VAT") where one applies, even at rate 0. */
  label: string | null;
  note: string | null;
  rule: TaxRule;
}

const n = costTexts.taxNotes;

/** The registration matching the ship-to: one for its region first, else one for its whole country. */
function registrationFor(to: Destination, registrations: readonly TaxRegistration[]): TaxRegistration | undefined {
  const inCountry = registrations.filter((registration) => registration.country === to.country);
  return (
    (to.region ? inCountry.find((registration) => registration.region === to.region) : undefined) ??
    inCountry.find((registration) => !registration.region)
  );
}

/**
 * The approved, unexpired certificate covering a registration: a country certificate covers every
 * registration in its country; a region certificate the registration of its region, or a
 * country-wide registration where the goods go to that region.
 */
function exemptionFor(registration: TaxRegistration, context: TaxContext): TaxExemption | undefined {
  const place = registration.region ?? context.shipTo.region;
  return context.billTo.exemptions.find(
    (exemption) =>
      exemption.status === 'approved' &&
      exemption.expiresOn >= context.orderDate &&
      (exemption.region ? exemption.region === place : exemption.country === registration.country),
  );
}

/** The tax rate, label and note of a line shipped and billed as the context says. */
export function taxRateOf(context: TaxContext): TaxRate {
  const { shipTo, billTo, homeCountry, settings } = context;
  // A store with no registrations taxes nothing and says nothing, as before part three.
  if (settings.registrations.length === 0) return { rate: 0, label: null, note: null, rule: 'noTax' };
  const registration = registrationFor(shipTo, settings.registrations);
  if (registration) {
    const exemption = exemptionFor(registration, context);
    return exemption
      ? { rate: 0, label: registration.label, note: n.exempt(exemption.number), rule: 'exempt' }
      : { rate: registration.rate, label: registration.label, note: null, rule: 'registration' };
  }
  // "The store's EU registration": the first in the list, where it has several.
  const eu = isInEu(shipTo.country) ? settings.registrations.find((candidate) => isInEu(candidate.country)) : undefined;
  if (eu) {
    const vatId = billTo.vatId;
    if (vatId?.status === 'verified' && isInEu(vatId.country) && vatId.country !== eu.country) {
      return { rate: 0, label: eu.label, note: n.reverseCharge, rule: 'reverseCharge' };
    }
    return { rate: eu.rate, label: eu.label, note: null, rule: 'euRegistration' };
  }
  return shipTo.country === homeCountry
    ? { rate: 0, label: null, note: n.notRegistered(shipTo.region ?? shipTo.country), rule: 'notRegistered' }
    : { rate: 0, label: null, note: n.export, rule: 'export' };
}

/** The freight's rate: the lines' when the store taxes freight, else none. */
export const freightTaxRateOf = (lineRate: TaxRate, settings: TaxSettings): TaxRate =>
  settings.freightTaxable ? lineRate : { rate: 0, label: null, note: null, rule: 'noTax' };
