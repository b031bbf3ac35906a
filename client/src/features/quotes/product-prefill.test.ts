import { describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { blankQuoteRequest, quoteRequestFromProduct } from './product-prefill.ts';

const t = messages.productPage;

const product: Product = {
  _id: 'p1',
  name: 'Titanium tube',
  picture: '/p.svg',
  about: '',
  total: 10,
  minimum: 5,
  price: 12,
  origin: 'USA',
  metal: 'titanium',
  form: 'tube',
  sku: 'TI-T-1',
  grade: 'Grade 2',
  standard: 'ASTM B338',
  condition: null,
  dimensions: { od: 25.4, wall: 1.65, length: 3000 },
  increment: 1,
  maximum: null,
  priceBreaks: [],
  leadTimeDays: null,
  certificate: null,
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

describe('a quote request prefilled from a product page', () => {
  it('takes the product, its metal, form, grade with standard, and sizes; the quantity is left to the buyer', () => {
    expect(quoteRequestFromProduct(product)).toEqual({
      ...blankQuoteRequest,
      productId: 'p1',
      metal: 'titanium',
      form: 'tube',
      grade: 'Grade 2, ASTM B338',
      dimensions: `${t.dimensionLabels.od} ${t.mm(25.4)} × ${t.dimensionLabels.wall} ${t.mm(1.65)} × ${t.dimensionLabels.length} ${t.mm(3000)}`,
      quantity: undefined,
    });
  });

  it('leaves what the product does not say for the buyer to choose', () => {
    const bare = quoteRequestFromProduct({
      ...product,
      metal: null,
      form: null,
      grade: null,
      standard: '',
      dimensions: {},
    });
    expect(bare).toMatchObject({ productId: 'p1', metal: '', form: '', grade: '', dimensions: '' });
  });
});
