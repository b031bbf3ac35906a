import type { Form, Metal } from '#shared/catalog/taxonomy.ts';
import type { DemoProduct } from './demo-catalog.ts';

/*
 * The demo catalog's export facts (PRODUCT.md §19): HS code, ISO country of origin, export
 * classification and conflict minerals, derived from each product's metal, form, grade and origin.
 */

/** The demo's `origin` texts as ISO 3166-1 alpha-2. */
const countryOfOriginText: Readonly<Record<string, string>> = {
  USA: 'US',
  'United Kingdom': 'GB',
  Germany: 'DE',
  Austria: 'AT',
  China: 'CN',
  Japan: 'JP',
  Kazakhstan: 'KZ',
  'South Korea': 'KR',
  India: 'IN',
  Brazil: 'BR',
};

/**
 * HS 2022 headings, 6 digits (8 for titanium, where the US tariff splits bars and wire from the
 * rest). Nitinol is about 55 to 56 % nickel by weight: Section XV note 5 classifies an alloy as
 * its predominant metal, so it is a nickel alloy of chapter 75, not titanium (8108).
 */
const nickelAlloy: Record<Form, string> = {
  bar: '750512',
  wire: '750522',
  plate: '750620',
  tube: '750712',
  fitting: '750720',
};
const hsByMetal: Record<Metal, Record<Form, string>> = {
  titanium: { bar: '81089030', wire: '81089030', plate: '81089060', tube: '81089060', fitting: '81089060' },
  nickel: nickelAlloy,
  nitinol: nickelAlloy,
  tungsten: { bar: '810195', plate: '810195', wire: '810196', tube: '810199', fitting: '810199' },
  molybdenum: { bar: '810295', plate: '810295', wire: '810296', tube: '810299', fitting: '810299' },
  // 8103.99: tantalum other than unwrought, scrap and crucibles (HS 2022).
  tantalum: { bar: '810399', plate: '810399', wire: '810399', tube: '810399', fitting: '810399' },
  // 8112.99: wrought niobium (columbium), HS 2022.
  niobium: { bar: '811299', plate: '811299', wire: '811299', tube: '811299', fitting: '811299' },
};

/** Nickel 200 and 201 are unalloyed nickel: 7505.11, 7505.21, 7506.10, 7507.11. */
const unalloyedNickel: Partial<Record<Form, string>> = {
  bar: '750511',
  wire: '750521',
  plate: '750610',
  tube: '750711',
};

/**
 * The few products the demo store's compliance staff classified, so the controlled-line flows
 * (end-use statement, review destinations) can be tried. The demo has no titanium alloy bar over
 * 75 mm or tungsten blank of 1C117's sizes, so the two nearest stand in for them; the tantalum tube
 * is made for acid heat exchangers and condensers (2B350.d).
 */
const classified: Readonly<Record<string, string>> = {
  'TI-GR5-BAR-B348': '1C202',
  'W-PURE-ROD-B760': '1C117',
  'TA-R05200-TUBE-B521': '2B350',
};

/** Products sold by the kilogram (offcuts, rod ends) are not yet classified: empty, not controlled. */
const unclassifiedUnits = new Set(['kg']);

/** Tantalum and tungsten are two of the 3TG conflict minerals (tin, tantalum, tungsten, gold). */
const conflictMetals = new Set<Metal>(['tantalum', 'tungsten']);

export interface ExportFacts {
  hs_code: string;
  country_of_origin: string;
  export_classification: string | null;
  conflict_minerals: 0 | 1;
}

/** A demo product's export facts as the columns hold them. */
export function demoExportFacts(product: DemoProduct): ExportFacts {
  const country = countryOfOriginText[product.origin];
  if (!country) throw new Error(`demo catalog: no ISO country for origin ${product.origin}`);
  const unalloyed = product.metal === 'nickel' && /^Nickel 20[01]\b/.test(product.spec?.grade ?? '');
  const hs = (unalloyed ? unalloyedNickel[product.form] : undefined) ?? hsByMetal[product.metal][product.form];
  const unit = product.spec?.unit ?? 'pcs';
  return {
    hs_code: hs,
    country_of_origin: country,
    export_classification: classified[product.sku] ?? (unclassifiedUnits.has(unit) ? null : 'EAR99'),
    conflict_minerals: conflictMetals.has(product.metal) ? 1 : 0,
  };
}
