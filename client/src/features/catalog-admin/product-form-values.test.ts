import { describe, expect, it } from 'vitest';
import { productInputSchema } from '#shared/catalog/product-input.schema.ts';
import type { Product, ProductInput } from '#shared/catalog/product.schema.ts';
import {
  changedFields,
  dimensionKeysForForm,
  givenFacts,
  givenPrices,
  newProductBody,
  numberOrEmpty,
  toFormValues,
} from './product-form-values.ts';

const product: Product = {
  _id: '12',
  name: 'Titanium tube',
  picture: '/images/tube.webp',
  about: 'Seamless tube',
  total: 120,
  minimum: 10,
  price: 12.5,
  origin: 'Germany',
  metal: 'titanium',
  form: 'tube',
  sku: 'TI-TB-6',
  grade: 'Grade 2',
  standard: 'ASTM B338',
  condition: null,
  dimensions: { od: 6, wall: 0.5 },
  increment: 5,
  maximum: null,
  priceBreaks: [{ minQuantity: 50, price: 11 }],
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

/** The edit form submitted as loaded, through the same schema as the page. */
const unchanged = (): ProductInput => productInputSchema.parse(toFormValues(product));

describe('edit page: only the changed fields are sent', () => {
  it('sends nothing when nothing changed, though empty fields were null in the product', () => {
    expect(changedFields(product, unchanged())).toEqual({});
  });

  it('sends a changed grade alone', () => {
    expect(changedFields(product, { ...unchanged(), grade: 'Grade 5' })).toEqual({ grade: 'Grade 5' });
  });

  it('clears an emptied text or maximum with null, and sets a new one', () => {
    expect(changedFields(product, { ...unchanged(), standard: '  ', maximum: 400, condition: 'Annealed' })).toEqual({
      standard: null,
      maximum: 400,
      condition: 'Annealed',
    });
    expect(changedFields(product, { ...unchanged(), leadTimeDays: undefined, metal: undefined })).toEqual({
      leadTimeDays: null,
      metal: null,
    });
  });

  it('sends a reorder point once set, and null once emptied (back to 3 × MOQ)', () => {
    expect(changedFields(product, { ...unchanged(), reorderPoint: 40 })).toEqual({ reorderPoint: 40 });
    const withPoint = { ...product, reorderPoint: 40 };
    const values = productInputSchema.parse({ ...toFormValues(withPoint), reorderPoint: undefined });
    expect(changedFields(withPoint, values)).toEqual({
      reorderPoint: null,
    });
  });

  it('sends the whole dimensions and price breaks when one entry changed', () => {
    expect(
      changedFields(product, {
        ...unchanged(),
        dimensions: { wall: 0.5, od: 8 },
        priceBreaks: [
          { minQuantity: 50, price: 11 },
          { minQuantity: 100, price: 10 },
        ],
      }),
    ).toEqual({
      dimensions: { od: 8, wall: 0.5 },
      priceBreaks: [
        { minQuantity: 50, price: 11 },
        { minQuantity: 100, price: 10 },
      ],
    });
    // Same sizes in another order, an emptied (undefined) size of none: no change.
    expect(changedFields(product, { ...unchanged(), dimensions: { wall: 0.5, od: 6, length: undefined } })).toEqual({});
  });

  it('never sends an emptied SKU or order multiple: the product keeps them', () => {
    expect(changedFields(product, { ...unchanged(), sku: undefined, increment: undefined })).toEqual({});
    expect(changedFields(product, { ...unchanged(), sku: 'TI-TB-8' })).toEqual({ sku: 'TI-TB-8' });
  });
});

describe('edit page: unit, density and cut to length (PRODUCT.md §15)', () => {
  const byMetre: Product = {
    ...product,
    unit: 'm',
    total: 120.5,
    minimum: 0.5,
    increment: 0.001,
    density: 4.51,
    weightPerMetreKg: 0.039,
    cutToLength: { minLengthMm: 100, maxLengthMm: 3000, cutFee: 2.5 },
  };
  const loaded = () => productInputSchema.parse(toFormValues(byMetre));

  it('loads and sends back a product sold by the metre unchanged, decimals and all', () => {
    expect(toFormValues(byMetre)).toMatchObject({ unit: 'm', density: 4.51, total: 120.5, minimum: 0.5 });
    expect(changedFields(byMetre, loaded())).toEqual({});
  });

  it('sends a changed density or cut fee, and null for an emptied density', () => {
    expect(changedFields(byMetre, { ...loaded(), density: 4.43 })).toEqual({ density: 4.43 });
    expect(changedFields(byMetre, { ...loaded(), density: undefined })).toEqual({ density: null });
    const cutToLength = { minLengthMm: 100, maxLengthMm: 3000, cutFee: 3 };
    expect(changedFields(byMetre, { ...loaded(), cutToLength })).toEqual({ cutToLength });
    expect(changedFields(byMetre, { ...loaded(), cutToLength: null })).toEqual({ cutToLength: null });
  });

  it('clears cut to length when the product is no longer sold by the metre', () => {
    expect(changedFields(byMetre, { ...loaded(), unit: 'kg' })).toEqual({ unit: 'kg', cutToLength: null });
    expect(changedFields(product, { ...unchanged(), unit: 'kg' })).toEqual({ unit: 'kg' });
  });

  it('refuses, through the shared schema, decimals for pieces and a cut for a product not sold by the metre', () => {
    expect(productInputSchema.safeParse({ ...toFormValues(product), minimum: 2.5 }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...toFormValues(product), cutToLength: byMetre.cutToLength }).success).toBe(
      false,
    );
    expect(
      productInputSchema.safeParse({
        ...toFormValues(byMetre),
        cutToLength: { minLengthMm: 3000, maxLengthMm: 100, cutFee: 2.5 },
      }).success,
    ).toBe(false);
  });
});

describe('Add Product body', () => {
  it('sends the unit, density and cut of a product sold by the metre, and no cut for another unit', () => {
    const fields = {
      name: 'Titanium tube',
      picture: '/images/tube.webp',
      about: 'Seamless tube',
      origin: 'Germany',
      total: 250.5,
      minimum: 1,
      price: 12.4,
      density: 4.51,
      cutToLength: { minLengthMm: 100, maxLengthMm: 3000, cutFee: 2.5 },
    };
    expect(newProductBody(productInputSchema.parse({ ...fields, unit: 'm' }))).toMatchObject({
      unit: 'm',
      density: 4.51,
      total: 250.5,
      cutToLength: { minLengthMm: 100, maxLengthMm: 3000, cutFee: 2.5 },
    });
    const byKg = newProductBody(productInputSchema.parse({ ...fields, unit: 'kg', cutToLength: null }));
    expect(byKg).toMatchObject({ unit: 'kg', density: 4.51 });
    expect(byKg).not.toHaveProperty('cutToLength');
  });

  it('leaves out the fields left empty, so the store applies its defaults', () => {
    const input = productInputSchema.parse({
      name: 'Nickel wire',
      picture: '/images/wire.webp',
      about: 'Nickel 200 wire',
      origin: 'USA',
      total: 100,
      minimum: 1,
      price: 4,
      grade: '',
      standard: 'ASTM B160',
      dimensions: { diameter: 0.5, length: undefined },
      priceBreaks: [],
    });
    expect(newProductBody(input)).toEqual({
      name: 'Nickel wire',
      picture: '/images/wire.webp',
      about: 'Nickel 200 wire',
      origin: 'USA',
      total: 100,
      minimum: 1,
      price: 4,
      standard: 'ASTM B160',
      dimensions: { diameter: 0.5 },
    });
  });
});

describe('admin form helpers', () => {
  it('offers the sizes of each form', () => {
    expect(dimensionKeysForForm('tube')).toEqual(['od', 'wall', 'length']);
    expect(dimensionKeysForForm('wire')).toEqual(['diameter', 'length']);
    expect(dimensionKeysForForm('plate')).toEqual(['thickness', 'width', 'length']);
    expect(dimensionKeysForForm(undefined)).toHaveLength(6);
  });

  it('reads an empty number field as not given', () => {
    expect(numberOrEmpty('')).toBeUndefined();
    expect(numberOrEmpty('2.5')).toBe(2.5);
    expect(numberOrEmpty(7)).toBe(7);
  });
});

describe('fixed prices in other currencies (PRODUCT.md §17)', () => {
  const euro = { price: 11.5, priceBreaks: [{ minQuantity: 50, price: 10.75 }] };
  const withEuro: Product = { ...product, prices: { EUR: euro } };

  it('loads a product without fixed prices with none, and sends nothing for them unchanged', () => {
    expect(toFormValues(product).prices).toEqual({});
    const input = productInputSchema.parse(toFormValues(withEuro));
    expect(input.prices).toEqual({ EUR: euro });
    expect(changedFields(withEuro, input)).toEqual({});
  });

  it('sends the whole lists when one changed', () => {
    const input = productInputSchema.parse({ ...toFormValues(withEuro), prices: { EUR: { ...euro, price: 11 } } });
    expect(changedFields(withEuro, input)).toEqual({ prices: { EUR: { ...euro, price: 11 } } });
  });

  it('leaves out a currency whose price field is empty: it is converted', () => {
    expect(givenPrices({ EUR: euro, JPY: { price: Number.NaN, priceBreaks: [] } })).toEqual({ EUR: euro });
    expect(givenPrices(undefined)).toEqual({});
  });

  it('clears every list with {} when each price is emptied', () => {
    const input = { ...productInputSchema.parse(toFormValues(withEuro)), prices: {} };
    expect(changedFields(withEuro, input)).toEqual({ prices: {} });
  });

  it('leaves prices out of the Add Product body when none is given', () => {
    const input = productInputSchema.parse({ ...toFormValues(product), sku: undefined });
    expect(newProductBody(input)).not.toHaveProperty('prices');
    expect(newProductBody({ ...input, prices: { GBP: { price: 9.99, priceBreaks: [] } } }).prices).toEqual({
      GBP: { price: 9.99, priceBreaks: [] },
    });
  });
});

describe('export facts (PRODUCT.md §19)', () => {
  const facts = { hsCode: '81089030', countryOfOrigin: 'DE', exportClassification: 'EAR99', conflictMinerals: false };
  const classified: Product = { ...product, ...facts };
  /** The form as the page's resolver checks it: an empty text field is none. */
  const submitted = (values: ReturnType<typeof toFormValues>) =>
    productInputSchema.parse({ ...values, ...givenFacts(values) });

  it('loads the facts and sends nothing when they are unchanged', () => {
    const values = toFormValues(classified);
    expect(values).toMatchObject(facts);
    expect(changedFields(classified, submitted(values))).toEqual({});
  });

  it('sends the HS code as its digits, codes in capitals, an emptied field as null, and the 3TG box', () => {
    const values = {
      ...toFormValues(classified),
      hsCode: '8108.90 60',
      countryOfOrigin: 'at',
      exportClassification: '',
      conflictMinerals: true,
    };
    expect(changedFields(classified, submitted(values))).toEqual({
      hsCode: '81089060',
      countryOfOrigin: 'AT',
      exportClassification: null,
      conflictMinerals: true,
    });
  });

  it('refuses an HS code of the wrong length and an unknown country, as the server does', () => {
    const values = { ...toFormValues(classified), hsCode: '8108', countryOfOrigin: 'XX' };
    const result = productInputSchema.safeParse({ ...values, ...givenFacts(values) });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['countryOfOrigin', 'hsCode']);
  });

  it('leaves facts not given out of Add Product’s body', () => {
    const body = newProductBody(submitted({ ...toFormValues(product), hsCode: '', countryOfOrigin: 'US' }));
    expect(body).not.toHaveProperty('hsCode');
    expect(body).toMatchObject({ countryOfOrigin: 'US' });
  });
});

describe('translations (PRODUCT.md §18)', () => {
  const translated = { ...product, translations: { de: { name: 'Titanrohr', about: 'Nahtloses Rohr' } } };
  const loaded = () => productInputSchema.parse(toFormValues(translated));

  it('loads the texts and sends nothing when they are unchanged', () => {
    expect(toFormValues(translated).translations).toEqual(translated.translations);
    expect(changedFields(translated, loaded())).toEqual({});
  });

  it('sends every text when one changed, an emptied field left out, and {} once all are emptied', () => {
    const values = toFormValues(translated);
    const edited = productInputSchema.parse({
      ...values,
      translations: { de: { name: 'Titanrohr', about: '' }, fr: { name: 'Tube en titane', about: ' ' } },
    });
    expect(changedFields(translated, edited)).toEqual({
      translations: { de: { name: 'Titanrohr' }, fr: { name: 'Tube en titane' } },
    });
    const emptied = productInputSchema.parse({ ...values, translations: { de: { name: '', about: '' } } });
    expect(changedFields(translated, emptied)).toEqual({ translations: {} });
  });

  it('sends the texts given in Add Product’s body, and no translations when none is', () => {
    const base = {
      ...toFormValues(product),
      translations: { de: { name: '', about: '' }, fr: { name: '', about: '' } },
    };
    expect(newProductBody(productInputSchema.parse(base))).not.toHaveProperty('translations');
    const given = productInputSchema.parse({ ...base, translations: { fr: { name: 'Tube en titane', about: '' } } });
    expect(newProductBody(given).translations).toEqual({ fr: { name: 'Tube en titane' } });
  });
});
