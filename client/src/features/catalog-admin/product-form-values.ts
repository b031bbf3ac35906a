import type { z } from 'zod';
import {
  type DimensionKey,
  dimensionKeys,
  type Dimensions,
  type Product,
  type ProductInput,
} from '#shared/catalog/product.schema.ts';
import type { productInputSchema } from '#shared/catalog/product-input.schema.ts';
import type { Form } from '#shared/catalog/taxonomy.ts';
import type { ProductTranslations } from '#shared/catalog/product-translations.schema.ts';

/** A product as the edit form starts from: the admin's answers carry its translations (PRODUCT.md §18). */
export type EditedProduct = Product & { translations?: ProductTranslations | undefined };

/** What the product forms hold before validation (numbers may still be missing). */
export type ProductFormValues = z.input<typeof productInputSchema>;

/** The sizes each form has (docs/product/catalog.md); a fitting or a product without form may have any. */
export function dimensionKeysForForm(form: Form | null | undefined): readonly DimensionKey[] {
  switch (form) {
    case 'tube':
      return ['od', 'wall', 'length'];
    case 'bar':
    case 'wire':
      return ['diameter', 'length'];
    case 'plate':
      return ['thickness', 'width', 'length'];
    default:
      return dimensionKeys;
  }
}

/** A number input's text as the schema wants it: empty is "not given", never 0 or NaN. */
export function numberOrEmpty(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'number' ? value : Number(value);
}

const textKeys = ['grade', 'standard', 'condition', 'certificate'] as const;
const nullableNumberKeys = ['maximum', 'leadTimeDays', 'reorderPoint', 'density'] as const;

/** Only the sizes that are given: an emptied size field means the product has no such size. */
function givenDimensions(dimensions: Dimensions | undefined): Dimensions {
  const given: Dimensions = {};
  for (const key of dimensionKeys) {
    const value = dimensions?.[key];
    if (value !== undefined && !Number.isNaN(value)) given[key] = value;
  }
  return given;
}

type FixedPricesValues = ProductFormValues['prices'];

/**
 * The fixed prices an admin gave (PRODUCT.md §17): a currency whose price field is empty is left
 * out, so it is converted from the base; its breaks go with it.
 */
export function givenPrices(prices: FixedPricesValues): NonNullable<ProductInput['prices']> {
  const given: NonNullable<ProductInput['prices']> = {};
  for (const [currency, list] of Object.entries(prices ?? {})) {
    if (!list || list.price === undefined || Number.isNaN(list.price)) continue;
    given[currency] = { price: list.price, priceBreaks: (list.priceBreaks ?? []).map((b) => ({ ...b })) };
  }
  return given;
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

const factKeys = ['hsCode', 'countryOfOrigin', 'exportClassification'] as const;

/** The export facts' text fields (PRODUCT.md §19) with an empty one as none: null, which the schema takes. */
export function givenFacts(values: Pick<ProductFormValues, (typeof factKeys)[number]>) {
  return Object.fromEntries(factKeys.map((key) => [key, blankToNull(values[key])])) as Record<
    (typeof factKeys)[number],
    string | null
  >;
}

/** Add Product's body: fields left empty are left out, so the store applies its defaults. */
export function newProductBody(input: ProductInput): ProductInput {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue;
    body[key] = value;
  }
  const dimensions = givenDimensions(input.dimensions);
  if (Object.keys(dimensions).length > 0) body.dimensions = dimensions;
  else delete body.dimensions;
  if (input.priceBreaks?.length === 0) delete body.priceBreaks;
  // No fixed price in any currency: every one is converted, as for a body from before (§17).
  const prices = givenPrices(input.prices);
  if (Object.keys(prices).length > 0) body.prices = prices;
  else delete body.prices;
  // Sold by the piece unless chosen; cut to length only by the metre (the schema says so too).
  if (input.unit !== 'm') delete body.cutToLength;
  // No text in any language (the schema dropped the empty ones): a body as before §18.
  if (Object.keys(input.translations ?? {}).length === 0) delete body.translations;
  return body as ProductInput;
}

/** The edit form's starting values: the product as it is, empty where it has no value. */
export function toFormValues(product: EditedProduct): ProductFormValues {
  return {
    name: product.name,
    picture: product.picture,
    about: product.about,
    origin: product.origin,
    metal: product.metal ?? undefined,
    form: product.form ?? undefined,
    total: product.total,
    minimum: product.minimum,
    price: product.price,
    sku: product.sku || undefined,
    grade: product.grade ?? '',
    standard: product.standard ?? '',
    condition: product.condition ?? '',
    certificate: product.certificate ?? '',
    dimensions: givenDimensions(product.dimensions),
    increment: product.increment,
    maximum: product.maximum ?? undefined,
    leadTimeDays: product.leadTimeDays ?? undefined,
    reorderPoint: product.reorderPoint ?? undefined,
    priceBreaks: product.priceBreaks.map((priceBreak) => ({ ...priceBreak })),
    unit: product.unit,
    density: product.density ?? undefined,
    cutToLength: product.cutToLength ? { ...product.cutToLength } : null,
    // Admin answers carry `prices` only when the product has fixed lists.
    prices: givenPrices(product.prices),
    // None is null, which the inputs show empty; an emptied input is '' and givenFacts makes it null.
    hsCode: product.hsCode,
    countryOfOrigin: product.countryOfOrigin,
    exportClassification: product.exportClassification,
    conflictMinerals: product.conflictMinerals,
    translations: product.translations ?? {},
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PATCH /products/{id}'s body: only the fields whose value differs from the stored product. An
 * emptied optional field is sent as null (cleared); an emptied SKU or multiple is left as it is.
 */
export function changedFields(product: EditedProduct, input: ProductInput): Partial<ProductInput> {
  const changes: Record<string, unknown> = {};
  const plainKeys = ['name', 'picture', 'about', 'origin', 'total', 'minimum', 'price'] as const;
  for (const key of plainKeys) if (input[key] !== product[key]) changes[key] = input[key];
  for (const key of ['metal', 'form'] as const) {
    const value = input[key] ?? null;
    if (value !== product[key]) changes[key] = value;
  }
  for (const key of textKeys) {
    const value = blankToNull(input[key]);
    if (value !== blankToNull(product[key])) changes[key] = value;
  }
  // The schema gave the HS code as its digits and the codes in capitals: compared as stored.
  for (const key of factKeys) {
    const value = input[key] || null;
    if (value !== product[key]) changes[key] = value;
  }
  if (input.conflictMinerals !== undefined && input.conflictMinerals !== product.conflictMinerals)
    changes.conflictMinerals = input.conflictMinerals;
  for (const key of nullableNumberKeys) {
    const value = input[key] ?? null;
    if (value !== product[key]) changes[key] = value;
  }
  const sku = input.sku?.trim();
  if (sku && sku !== product.sku) changes.sku = sku;
  if (input.increment !== undefined && input.increment !== product.increment) changes.increment = input.increment;
  const dimensions = givenDimensions(input.dimensions);
  if (!same(sortedEntries(dimensions), sortedEntries(givenDimensions(product.dimensions))))
    changes.dimensions = dimensions;
  const breaks = input.priceBreaks ?? [];
  if (!same(breaks, product.priceBreaks)) changes.priceBreaks = breaks;
  const unit = input.unit ?? product.unit;
  if (unit !== product.unit) changes.unit = unit;
  // Cut to length goes with the metre: choosing another unit clears it (PRODUCT.md §15).
  const cut = unit === 'm' ? (input.cutToLength ?? null) : null;
  if (!same(cut, product.cutToLength)) changes.cutToLength = cut;
  // Sent whole when any currency's list changed; `{}` clears them all (PATCH's rule).
  if (input.prices !== undefined) {
    const prices = givenPrices(input.prices);
    if (!same(sortedEntries(prices), sortedEntries(givenPrices(product.prices)))) changes.prices = prices;
  }
  // Sent whole when any text changed; `{}` clears them all (PATCH's rule, PRODUCT.md §18).
  const translations = input.translations ?? {};
  if (!same(sortedTexts(translations), sortedTexts(product.translations ?? {}))) changes.translations = translations;
  return changes as Partial<ProductInput>;
}

/** Translations compared by their texts, whatever order their keys came in. */
const sortedTexts = (translations: ProductTranslations) =>
  sortedEntries(translations).map(([language, content]) => [language, sortedEntries(content ?? {})]);

const sortedEntries = (record: object) => Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
