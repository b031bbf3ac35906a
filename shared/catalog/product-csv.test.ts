import { describe, expect, it } from 'vitest';
import { catalogImport as m } from '../messages/catalog-import.ts';
import { productCompliance } from '../messages/product-compliance.ts';
import {
  formatPriceBreaks,
  guardCell,
  productCsvColumns,
  productToCsvCells,
  readBooleanCell,
  readNumberCell,
  readPriceBreaksCell,
  translationColumnOf,
  unguardCell,
} from './product-csv.ts';
import type { Product } from './product.schema.ts';

/** A bar with a few of every kind of field, none translated. */
const bareProduct: Product = {
  _id: '7',
  sku: 'TI-1',
  name: 'Bar',
  picture: '/p.svg',
  about: '-minus first',
  total: 3,
  minimum: 1,
  price: 4.5,
  origin: 'USA',
  metal: 'titanium',
  form: 'bar',
  grade: null,
  standard: 'ASTM B348',
  condition: null,
  dimensions: { diameter: 12.7, length: 1000 },
  increment: 1,
  maximum: null,
  priceBreaks: [],
  leadTimeDays: 0,
  certificate: null,
  reorderPoint: 12,
  unit: 'pcs',
  density: 4.51,
  weightKg: 0.571,
  weightPerMetreKg: null,
  cutToLength: null,
  hsCode: '81089030',
  countryOfOrigin: 'US',
  exportClassification: null,
  conflictMinerals: false,
};

describe('the catalog CSV format', () => {
  it('guards every cell a spreadsheet would run as a formula, and gives every text back exactly', () => {
    for (const text of ['=SUM(A1)', '+1', '-5 mm', '@cmd', '\tx', '\rx'])
      expect(guardCell(text), JSON.stringify(text)).toBe(`'${text}`);
    for (const text of ['Grade 5', "'quoted'", '12.50', '', 'a=b'])
      expect(guardCell(text), JSON.stringify(text)).toBe(text);
    for (const text of ['=1', "'=1", "''+x", "'plain", 'plain', '-', "'"])
      expect(unguardCell(guardCell(text)), JSON.stringify(text)).toBe(text);
  });

  it('writes and reads price breaks as quantity:price pairs', () => {
    const breaks = [
      { minQuantity: 10, price: 12.5 },
      { minQuantity: 50, price: 11 },
    ];
    expect(formatPriceBreaks(breaks)).toBe('10:12.50|50:11.00');
    expect(readPriceBreaksCell('10:12.50|50:11.00')).toEqual(breaks);
    expect(readPriceBreaksCell('')).toEqual([]);
    for (const bad of ['10-12', '10:', ':5', '10:1:2', 'a:1', '10:12|'])
      expect(readPriceBreaksCell(bad), bad).toEqual({ problem: m.badPriceBreaks(bad) });
  });

  it('reads plain decimals only', () => {
    expect(readNumberCell('price', '12.50')).toBe(12.5);
    expect(readNumberCell('total', '-5')).toBe(-5);
    expect(readNumberCell('total', '')).toBeUndefined();
    for (const bad of ['1,000', '$5', '1e3', 'twelve', '0x10', 'Infinity'])
      expect(readNumberCell('price', bad), bad).toEqual({ problem: m.notANumber('price', bad) });
  });

  it('writes one cell per column, in the column order', () => {
    const product = bareProduct;
    const cells = Object.fromEntries(productToCsvCells(product).map((cell, i) => [productCsvColumns[i], cell]));
    expect(cells).toEqual({
      sku: 'TI-1',
      name: 'Bar',
      metal: 'titanium',
      form: 'bar',
      grade: '',
      standard: 'ASTM B348',
      condition: '',
      certificate: '',
      odMm: '',
      wallMm: '',
      diameterMm: '12.7',
      thicknessMm: '',
      widthMm: '',
      lengthMm: '1000',
      price: '4.50',
      minimum: '1',
      increment: '1',
      maximum: '',
      total: '3',
      leadTimeDays: '0',
      origin: 'USA',
      picture: '/p.svg',
      about: "'-minus first",
      priceBreaks: '',
      id: '7',
      reorderPoint: '12',
      unit: 'pcs',
      density: '4.51',
      cutMinMm: '',
      cutMaxMm: '',
      cutFee: '',
      hs_code: '81089030',
      country_of_origin: 'US',
      export_classification: '',
      conflict_minerals: 'false',
      name_de: '',
      about_de: '',
      name_fr: '',
      about_fr: '',
    });
  });

  it('writes each translation in its column, guarded like every text, empty where there is none', () => {
    const product = {
      ...bareProduct,
      translations: { de: { name: 'Stange', about: '=nicht rechnen' }, fr: { about: 'Barre' } },
    };
    const cells = Object.fromEntries(productToCsvCells(product).map((cell, i) => [productCsvColumns[i], cell]));
    expect(cells).toMatchObject({ name_de: 'Stange', about_de: "'=nicht rechnen", name_fr: '', about_fr: 'Barre' });
    expect(productCsvColumns.slice(-4)).toEqual(['name_de', 'about_de', 'name_fr', 'about_fr']);
    expect(translationColumnOf('about_fr')).toEqual({ language: 'fr', field: 'about' });
    expect(translationColumnOf('name_en')).toBeUndefined();
    expect(translationColumnOf('name_es')).toBeUndefined();
  });

  it('writes a cut-to-length product by the metre with its unit, density, bounds and fee', () => {
    const bar: Product = {
      _id: '8',
      sku: 'TI-M',
      name: 'Bar by the metre',
      picture: '/p.svg',
      about: 'Cut to length',
      total: 120.5,
      minimum: 0.25,
      price: 38.4,
      origin: 'USA',
      metal: 'titanium',
      form: 'bar',
      grade: 'Grade 5',
      standard: 'ASTM B348',
      condition: null,
      dimensions: { diameter: 20 },
      increment: 0.001,
      maximum: null,
      priceBreaks: [{ minQuantity: 10.5, price: 35 }],
      leadTimeDays: 2,
      certificate: null,
      reorderPoint: null,
      unit: 'm',
      density: 4.43,
      weightKg: null,
      weightPerMetreKg: 1.392,
      cutToLength: { minLengthMm: 50, maxLengthMm: 3000, cutFee: 6.5 },
      hsCode: null,
      countryOfOrigin: null,
      exportClassification: '1C202',
      conflictMinerals: true,
    };
    const cells = Object.fromEntries(productToCsvCells(bar).map((cell, i) => [productCsvColumns[i], cell]));
    expect(cells).toMatchObject({
      total: '120.5',
      minimum: '0.25',
      increment: '0.001',
      priceBreaks: '10.5:35.00',
      unit: 'm',
      density: '4.43',
      cutMinMm: '50',
      cutMaxMm: '3000',
      cutFee: '6.50',
      export_classification: '1C202',
      conflict_minerals: 'true',
    });
  });

  it('reads conflict_minerals as true/false, yes/no or 1/0 and refuses anything else', () => {
    for (const yes of ['true', 'TRUE', 'yes', '1', ' Yes '])
      expect(readBooleanCell('conflict_minerals', yes), yes).toBe(true);
    for (const no of ['false', 'no', '0', '', 'False'])
      expect(readBooleanCell('conflict_minerals', no), no).toBe(false);
    expect(readBooleanCell('conflict_minerals', 'maybe')).toEqual({
      problem: productCompliance.csv.notBoolean('conflict_minerals', 'maybe'),
    });
  });
});
