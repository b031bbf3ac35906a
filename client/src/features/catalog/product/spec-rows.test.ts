import { describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { formatDimensions } from '#shared/catalog/product.schema.ts';
import { specRows } from './spec-rows.ts';

const t = messages.productPage;

const product: Product = {
  _id: '7',
  name: 'Titanium tube',
  picture: '/images/tube.webp',
  about: 'Seamless tube',
  total: 120,
  minimum: 10,
  price: 12.5,
  origin: 'Germany',
  metal: 'titanium',
  form: 'tube',
  sku: 'TI-TB-6-05',
  grade: 'Grade 2',
  standard: 'ASTM B338',
  condition: 'Annealed',
  dimensions: { od: 6, wall: 0.5, length: 1000 },
  increment: 5,
  maximum: null,
  priceBreaks: [],
  leadTimeDays: 3,
  certificate: 'EN 10204 3.1',
  reorderPoint: null,
  unit: 'pcs',
  density: null,
  weightKg: null,
  weightPerMetreKg: null,
  cutToLength: null,
  hsCode: null,
  countryOfOrigin: null,
  exportClassification: null,
  conflictMinerals: false,
};

describe('product page specification table', () => {
  it('lists every field in the order of docs/product/catalog.md, sizes in mm', () => {
    expect(specRows(product)).toEqual([
      [t.sku, 'TI-TB-6-05'],
      [t.metal, 'Titanium'],
      [t.form, 'Tubes'],
      [t.grade, 'Grade 2'],
      [t.standard, 'ASTM B338'],
      [t.dimensions, 'OD 6 mm × Wall 0.5 mm × Length 1000 mm'],
      [t.condition, 'Annealed'],
      [t.origin, 'Germany'],
      [t.certificate, 'EN 10204 3.1'],
    ]);
  });

  it('leaves out the rows with no value (placeholder values of older products)', () => {
    const bare = {
      ...product,
      sku: '',
      metal: null,
      form: null,
      grade: null,
      standard: null,
      condition: null,
      certificate: null,
      dimensions: {},
    };
    expect(specRows(bare)).toEqual([[t.origin, 'Germany']]);
  });

  it('writes the dimensions a form has, in the schema order', () => {
    expect(formatDimensions({ thickness: 2, width: 300, length: 600 })).toBe(
      'Thickness 2 mm × Width 300 mm × Length 600 mm',
    );
    expect(formatDimensions({})).toBe('');
  });
});
