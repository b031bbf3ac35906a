import type { ProductSpecInput } from '#shared/catalog/product.schema.ts';
import type { Form, Metal } from '#shared/catalog/taxonomy.ts';

/**
 * The demo products sold by the metre and by the kilogram (PRODUCT.md §15): tube, bar and wire by
 * the metre, most cut to the buyer's length with a fee per cut that follows how hard the metal
 * is to saw (titanium and nickel $5–9, tantalum and niobium $10–12, molybdenum and tungsten,
 * cut with an abrasive wheel, $12–15), and offcuts and rod ends by the kilogram. Prices are per
 * metre or per kilogram; minimum, stock and breaks in metres or kilograms.
 */
export interface UnitEntry {
  sku: string;
  name: string;
  form: Form;
  about: string;
  origin: string;
  priceCents: number;
  minimum: number;
  total: number;
  spec: Omit<ProductSpecInput, 'sku'>;
}

const cert31 = 'EN 10204 3.1';

export const unitEntries: Readonly<Record<Metal, readonly UnitEntry[]>> = {
  titanium: [
    {
      sku: 'TI-GR2-TUBE-M-B338',
      name: 'Titanium Grade 2 Tube by the Metre, 12.7 × 0.89 mm',
      form: 'tube',
      about:
        'Seamless CP titanium tube, 12.7 mm OD × 0.89 mm wall, sold by the metre and cut to your length (100 mm to 6 m) from 6 m mill lengths. For instrument lines and heat exchangers.',
      origin: 'USA',
      priceCents: 3850,
      minimum: 0.1,
      total: 600,
      spec: {
        unit: 'm',
        grade: 'Grade 2',
        standard: 'ASTM B338',
        condition: 'Annealed and pickled',
        dimensions: { od: 12.7, wall: 0.89 },
        cutToLength: { minLengthMm: 100, maxLengthMm: 6000, cutFee: 6.5 },
        priceBreaks: [
          { minQuantity: 25, price: 35.9 },
          { minQuantity: 100, price: 32.5 },
        ],
        leadTimeDays: 2,
        certificate: cert31,
      },
    },
    {
      sku: 'TI-GR5-BAR-M-B348',
      name: 'Ti-6Al-4V Round Bar by the Metre, Ø 25 mm',
      form: 'bar',
      about:
        'Grade 5 titanium round bar, Ø 25 mm, sold by the metre and saw-cut to your length (50 mm to 3 m). Aerospace and motorsport machining stock.',
      origin: 'United Kingdom',
      priceCents: 9600,
      minimum: 0.05,
      total: 180,
      spec: {
        unit: 'm',
        grade: 'Grade 5 (Ti-6Al-4V)',
        standard: 'ASTM B348',
        condition: 'Annealed',
        dimensions: { diameter: 25 },
        cutToLength: { minLengthMm: 50, maxLengthMm: 3000, cutFee: 8 },
        priceBreaks: [
          { minQuantity: 10, price: 89 },
          { minQuantity: 50, price: 82.5 },
        ],
        leadTimeDays: 3,
        certificate: cert31,
      },
    },
    {
      sku: 'TI-GR1-WIRE-M-B863',
      name: 'Titanium Grade 1 Wire by the Metre, Ø 2 mm',
      form: 'wire',
      about: 'Soft-annealed CP titanium wire, Ø 2 mm, measured off the coil by the metre. For anodising racks and welding.',
      origin: 'USA',
      priceCents: 420,
      minimum: 5,
      total: 5000,
      spec: {
        unit: 'm',
        grade: 'Grade 1',
        standard: 'ASTM B863',
        condition: 'Soft annealed',
        dimensions: { diameter: 2 },
        priceBreaks: [
          { minQuantity: 100, price: 3.6 },
          { minQuantity: 500, price: 3.1 },
        ],
        leadTimeDays: 2,
        certificate: cert31,
      },
    },
    {
      sku: 'TI-GR2-RODENDS-KG',
      name: 'Titanium Grade 2 Rod Ends by the Kilogram',
      form: 'bar',
      about:
        'Certified CP titanium bar ends, Ø 10–40 mm, 50–300 mm long, sold by weight. Heat numbers on the certificate; good for prototypes and anodes.',
      origin: 'USA',
      priceCents: 3200,
      minimum: 1,
      total: 400,
      spec: {
        unit: 'kg',
        grade: 'Grade 2',
        standard: 'ASTM B348',
        condition: 'Annealed, saw-cut ends',
        dimensions: { diameter: 25 },
        priceBreaks: [{ minQuantity: 20, price: 28 }],
        leadTimeDays: 2,
        certificate: cert31,
      },
    },
  ],
  nickel: [
    {
      sku: 'NI-200-TUBE-M-B161',
      name: 'Nickel 200 Tube by the Metre, 19.05 × 1.65 mm',
      form: 'tube',
      about:
        'Seamless Nickel 200 tube, 19.05 mm OD × 1.65 mm wall, by the metre, cut to length (100 mm to 6 m). For caustic evaporators and food processing.',
      origin: 'Germany',
      priceCents: 5400,
      minimum: 0.1,
      total: 300,
      spec: {
        unit: 'm',
        grade: 'Nickel 200 (UNS N02200)',
        standard: 'ASTM B161',
        condition: 'Annealed',
        dimensions: { od: 19.05, wall: 1.65 },
        cutToLength: { minLengthMm: 100, maxLengthMm: 6000, cutFee: 5 },
        priceBreaks: [{ minQuantity: 30, price: 49.5 }],
        leadTimeDays: 4,
        certificate: cert31,
      },
    },
    {
      sku: 'NI-IN625-BAR-M-B446',
      name: 'Inconel 625 Round Bar by the Metre, Ø 16 mm',
      form: 'bar',
      about:
        'Inconel 625 round bar, Ø 16 mm, by the metre and saw-cut to your length (50 mm to 3 m). For marine fasteners and exhaust parts.',
      origin: 'USA',
      priceCents: 8800,
      minimum: 0.05,
      total: 150,
      spec: {
        unit: 'm',
        grade: 'Inconel 625 (UNS N06625), Grade 1',
        standard: 'ASTM B446',
        condition: 'Annealed',
        dimensions: { diameter: 16 },
        cutToLength: { minLengthMm: 50, maxLengthMm: 3000, cutFee: 9 },
        priceBreaks: [{ minQuantity: 10, price: 82 }],
        leadTimeDays: 3,
        certificate: cert31,
      },
    },
    {
      sku: 'NI-201-WIRE-M-B160',
      name: 'Nickel 201 Wire by the Metre, Ø 1 mm',
      form: 'wire',
      about: 'Low-carbon Nickel 201 wire, Ø 1 mm, measured off the spool by the metre. For battery tabs, leads and heating elements.',
      origin: 'Germany',
      priceCents: 280,
      minimum: 10,
      total: 20000,
      spec: {
        unit: 'm',
        grade: 'Nickel 201 (UNS N02201)',
        standard: 'ASTM B160',
        condition: 'Annealed',
        dimensions: { diameter: 1 },
        priceBreaks: [{ minQuantity: 500, price: 2.3 }],
        leadTimeDays: 2,
        certificate: cert31,
      },
    },
  ],
  tungsten: [
    {
      sku: 'W-ROD-M-B777',
      name: 'Tungsten Rod by the Metre, Ø 6 mm',
      form: 'bar',
      about:
        'Swaged and ground pure tungsten rod, Ø 6 mm, by the metre, abrasive-cut to your length (20 mm to 1 m). For electrodes, heater supports and counterweights.',
      origin: 'Austria',
      priceCents: 14500,
      minimum: 0.02,
      total: 40,
      spec: {
        unit: 'm',
        grade: 'W 99.95%',
        standard: 'ASTM B777',
        condition: 'Swaged, centreless ground',
        dimensions: { diameter: 6 },
        cutToLength: { minLengthMm: 20, maxLengthMm: 1000, cutFee: 15 },
        priceBreaks: [{ minQuantity: 5, price: 132 }],
        leadTimeDays: 5,
        certificate: cert31,
      },
    },
    {
      sku: 'W-SHEET-OFFCUT-KG',
      name: 'Tungsten Sheet Offcuts by the Kilogram, 0.5–3 mm',
      form: 'plate',
      about:
        'Pure tungsten sheet offcuts, 0.5–3 mm thick, pieces about 100 × 100 mm, sold by weight. For radiation shielding, crucible linings and furnace parts.',
      origin: 'China',
      priceCents: 8400,
      minimum: 0.5,
      total: 250,
      spec: {
        unit: 'kg',
        grade: 'W 99.95%',
        standard: 'ASTM B760',
        condition: 'Hot rolled, offcuts',
        dimensions: { thickness: 1, width: 100, length: 100 },
        priceBreaks: [{ minQuantity: 10, price: 76 }],
        leadTimeDays: 3,
        certificate: cert31,
      },
    },
  ],
  molybdenum: [
    {
      sku: 'MO-ROD-M-B387',
      name: 'Molybdenum Rod by the Metre, Ø 10 mm',
      form: 'bar',
      about:
        'Pure molybdenum rod, Ø 10 mm, by the metre, abrasive-cut to your length (25 mm to 1.5 m). For furnace hardware and glass-melting electrodes.',
      origin: 'Austria',
      priceCents: 11800,
      minimum: 0.025,
      total: 90,
      spec: {
        unit: 'm',
        grade: 'Mo 99.95% (Type 361)',
        standard: 'ASTM B387',
        condition: 'Stress relieved, ground',
        dimensions: { diameter: 10 },
        cutToLength: { minLengthMm: 25, maxLengthMm: 1500, cutFee: 12 },
        priceBreaks: [{ minQuantity: 10, price: 108 }],
        leadTimeDays: 4,
        certificate: cert31,
      },
    },
    {
      sku: 'MO-SHEET-OFFCUT-KG',
      name: 'Molybdenum Sheet Offcuts by the Kilogram',
      form: 'plate',
      about:
        'Molybdenum sheet offcuts, 0.2–2 mm thick, pieces about 150 × 100 mm, sold by weight. For heat shields, boats and sputtering backing plates.',
      origin: 'China',
      priceCents: 6800,
      minimum: 0.5,
      total: 300,
      spec: {
        unit: 'kg',
        grade: 'Mo 99.95%',
        standard: 'ASTM B386',
        condition: 'Stress relieved, offcuts',
        dimensions: { thickness: 1, width: 100, length: 150 },
        priceBreaks: [{ minQuantity: 10, price: 61 }],
        leadTimeDays: 3,
        certificate: cert31,
      },
    },
  ],
  tantalum: [
    {
      sku: 'TA-TUBE-M-B521',
      name: 'Tantalum Tube by the Metre, 6.35 × 0.5 mm',
      form: 'tube',
      about:
        'Seamless unalloyed tantalum tube, 6.35 mm OD × 0.5 mm wall, by the metre, cut to your length (50 mm to 2 m). For chemical process thermowells and bayonet heaters.',
      origin: 'USA',
      priceCents: 39000,
      minimum: 0.05,
      total: 60,
      spec: {
        unit: 'm',
        grade: 'R05200',
        standard: 'ASTM B521',
        condition: 'Annealed',
        dimensions: { od: 6.35, wall: 0.5 },
        cutToLength: { minLengthMm: 50, maxLengthMm: 2000, cutFee: 12 },
        priceBreaks: [{ minQuantity: 5, price: 365 }],
        leadTimeDays: 7,
        certificate: cert31,
      },
    },
    {
      sku: 'TA-RODENDS-KG',
      name: 'Tantalum Rod Ends by the Kilogram',
      form: 'bar',
      about:
        'Certified unalloyed tantalum bar ends, Ø 6–25 mm, 20–150 mm long, sold by weight. For sputtering, capacitor research and implants prototyping.',
      origin: 'USA',
      priceCents: 64000,
      minimum: 0.1,
      total: 40,
      spec: {
        unit: 'kg',
        grade: 'R05200',
        standard: 'ASTM B365',
        condition: 'Annealed, saw-cut ends',
        dimensions: { diameter: 12 },
        priceBreaks: [{ minQuantity: 2, price: 590 }],
        leadTimeDays: 5,
        certificate: cert31,
      },
    },
  ],
  niobium: [
    {
      sku: 'NB-BAR-M-B392',
      name: 'Niobium Round Bar by the Metre, Ø 12.7 mm',
      form: 'bar',
      about:
        'Reactor-grade niobium round bar, Ø 12.7 mm, by the metre, saw-cut to your length (50 mm to 2 m). For superconducting RF parts and jewellery.',
      origin: 'Brazil',
      priceCents: 21000,
      minimum: 0.05,
      total: 80,
      spec: {
        unit: 'm',
        grade: 'R04200 (reactor grade)',
        standard: 'ASTM B392',
        condition: 'Annealed',
        dimensions: { diameter: 12.7 },
        cutToLength: { minLengthMm: 50, maxLengthMm: 2000, cutFee: 10 },
        priceBreaks: [{ minQuantity: 5, price: 195 }],
        leadTimeDays: 5,
        certificate: cert31,
      },
    },
    {
      sku: 'NB-PLATE-OFFCUT-KG',
      name: 'Niobium Plate Offcuts by the Kilogram',
      form: 'plate',
      about:
        'Reactor-grade niobium plate and sheet offcuts, 1–6 mm thick, sold by weight. For anodising, jewellery blanks and vacuum parts.',
      origin: 'Brazil',
      priceCents: 19000,
      minimum: 0.25,
      total: 120,
      spec: {
        unit: 'kg',
        grade: 'R04200 (reactor grade)',
        standard: 'ASTM B393',
        condition: 'Annealed, offcuts',
        dimensions: { thickness: 3, width: 100, length: 100 },
        priceBreaks: [{ minQuantity: 5, price: 172 }],
        leadTimeDays: 4,
        certificate: cert31,
      },
    },
  ],
  nitinol: [
    {
      sku: 'NT-SE-WIRE-M-F2063',
      name: 'Superelastic Nitinol Wire by the Metre, Ø 0.5 mm',
      form: 'wire',
      about: 'Superelastic NiTi wire, Ø 0.5 mm, straight annealed, measured off the spool by the metre. For guidewires, stent prototypes and eyewear.',
      origin: 'USA',
      priceCents: 1450,
      minimum: 1,
      total: 2000,
      spec: {
        unit: 'm',
        grade: 'Superelastic NiTi (Af 10–25 °C)',
        standard: 'ASTM F2063',
        condition: 'Straight annealed, oxide-free',
        dimensions: { diameter: 0.5 },
        priceBreaks: [{ minQuantity: 50, price: 12.9 }],
        leadTimeDays: 3,
        certificate: cert31,
      },
    },
  ],
};
