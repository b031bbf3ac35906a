import { describe, expect, it } from 'vitest';
import { catalogImport as m } from '../messages/catalog-import.ts';
import {
  formatPriceBreaks,
  guardCell,
  productCsvColumns,
  productToCsvCells,
  readNumberCell,
  readPriceBreaksCell,
  unguardCell,
} from './product-csv.ts';
import type { Product } from './product.schema.ts';

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
    const product: Product = {
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
    };
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
    });
  });
});
