import type { PriceBreak } from '#shared/catalog/pricing.ts';
import { type Dimensions, dimensionsSchema, mainDimension, type Product } from '#shared/catalog/product.schema.ts';
import { forms, metals } from '#shared/catalog/taxonomy.ts';
import { fromBase, isUnit, toBase, type Unit } from '#shared/catalog/units.ts';
import { densityFromColumn, densityToColumn, pieceWeightKg, weightPerMetreKg } from '#shared/catalog/weight.ts';
import { centsToDollars, dollarsToCents } from '#shared/money.ts';
import { fromMajor, toMajor } from '#shared/money/amount.ts';
import { type FixedPrices, priceInCurrency, type SellingCurrency } from '#shared/money/currency.ts';
import type { z } from 'zod';
import type { productComplianceInputSchema } from '#shared/compliance/compliance.schema.ts';
import type { NewProductRow, ProductRow } from './catalog.table.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { AdminProduct, ProductTranslations } from '#shared/catalog/product-translations.schema.ts';
import { contentOf, readTranslations, translationsColumn } from './product-content.ts';

const asMetal = (value: string | null) => metals.find((metal) => metal === value) ?? null;
const asForm = (value: string | null) => forms.find((form) => form === value) ?? null;

/** Price breaks as stored: integer cents, like every other amount in the database. */
interface StoredPriceBreak {
  minQuantity: number;
  priceCents: number;
}

function parseJson(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Stored JSON that cannot be read (written by hand, say) answers as empty rather than a 500. */
export function readDimensions(text: string): Dimensions {
  const parsed = dimensionsSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : {};
}

/** The product's unit as stored; anything else reads as `pcs`, the unit every product had before 013. */
export const unitOf = (row: { unit?: string | null }): Unit => (isUnit(row.unit) ? row.unit : 'pcs');

/** Breaks as stored (minQuantity in base units: pieces, mm or g) to the API's unit. */
export function readPriceBreaks(text: string, unit: Unit = 'pcs'): PriceBreak[] {
  const parsed = parseJson(text);
  if (!Array.isArray(parsed)) return [];
  return (parsed as StoredPriceBreak[])
    .filter((b) => Number.isInteger(b?.minQuantity) && Number.isInteger(b?.priceCents))
    .map((b) => ({ minQuantity: fromBase(unit, b.minQuantity), price: centsToDollars(b.priceCents) }));
}

/** Price breaks as the column holds them. */
export function priceBreaksColumn(breaks: readonly PriceBreak[], unit: Unit = 'pcs'): string {
  const stored: StoredPriceBreak[] = breaks.map((b) => ({
    minQuantity: toBase(unit, b.minQuantity),
    priceCents: dollarsToCents(b.price),
  }));
  return JSON.stringify(stored);
}

/** What the pricing rules need of a stored row, in API units (the server prices every line with it). */
export function pricedFromRow(row: ProductRow) {
  const unit = unitOf(row);
  return {
    unit,
    price: centsToDollars(Number(row.price_cents)),
    priceBreaks: readPriceBreaks(row.price_breaks, unit),
    total: fromBase(unit, row.total),
    minimum: fromBase(unit, row.minimum),
    increment: fromBase(unit, row.increment),
    maximum: row.maximum === null ? null : fromBase(unit, row.maximum),
    cutToLength: readCutToLength(row),
  };
}

function readCutToLength(row: Pick<ProductRow, 'cut_min_mm' | 'cut_max_mm' | 'cut_fee_cents'>) {
  if (row.cut_min_mm === null || row.cut_max_mm === null) return null;
  return {
    minLengthMm: row.cut_min_mm,
    maxLengthMm: row.cut_max_mm,
    cutFee: centsToDollars(Number(row.cut_fee_cents ?? 0)),
  };
}

/**
 * `prices_json` (migration 024: minor units of each currency, break quantities in base units) in
 * API units; entries that cannot be read are left out, so that currency is converted instead.
 */
export function readFixedPrices(text: string | null | undefined, unit: Unit = 'pcs'): FixedPrices | undefined {
  const parsed = parseJson(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const prices: FixedPrices = {};
  for (const [currency, list] of Object.entries(parsed as Record<string, unknown>)) {
    const { priceMinor, breaks } = (list ?? {}) as { priceMinor?: unknown; breaks?: unknown };
    if (!Number.isSafeInteger(priceMinor)) continue;
    const major = (minor: number) => toMajor({ minor, currency });
    prices[currency] = {
      price: major(priceMinor as number),
      priceBreaks: (Array.isArray(breaks) ? (breaks as { minQuantity?: unknown; priceMinor?: unknown }[]) : [])
        .filter((b) => Number.isInteger(b?.minQuantity) && Number.isSafeInteger(b?.priceMinor))
        .map((b) => ({
          minQuantity: fromBase(unit, b.minQuantity as number),
          price: major(b.priceMinor as number),
        })),
    };
  }
  return prices;
}

/**
 * Fixed lists (major units, API quantities) as `prices_json` holds them; none at all is null, so a
 * product without any reads exactly as one from before migration 024.
 */
export function fixedPricesColumn(prices: FixedPrices, unit: Unit = 'pcs'): string | null {
  const entries = Object.entries(prices).flatMap(([currency, list]) =>
    list
      ? [
          [
            currency,
            {
              priceMinor: fromMajor(list.price, currency).minor,
              breaks: list.priceBreaks.map((b) => ({
                minQuantity: toBase(unit, b.minQuantity),
                priceMinor: fromMajor(b.price, currency).minor,
              })),
            },
          ] as const,
        ]
      : [],
  );
  return entries.length === 0 ? null : JSON.stringify(Object.fromEntries(entries));
}

/**
 * A product as an admin's change answers it: the API product (name and about in English, as the
 * admin wrote them) with its `translations` (PRODUCT.md §18), plus `prices` when it has fixed lists
 * (the edit form edits them).
 */
export function toAdminProduct(row: ProductRow): AdminProduct {
  const product = { ...toApiProduct(row), translations: readTranslations(row.translations) };
  const prices = readFixedPrices(row.prices_json, product.unit);
  return prices && Object.keys(prices).length > 0
    ? { ...product, prices: prices as NonNullable<Product['prices']> }
    : product;
}

/**
 * A product as a buyer reads it (PRODUCT.md §18): name and about in `language` (the request's by
 * default), the English where there is no translation. `toApiProduct` is the English, the record.
 */
export function toLocalProduct(row: ProductRow, language?: Language): Product {
  return { ...toApiProduct(row), ...contentOf(row, language) };
}

/**
 * A product as the catalog answers it in `to` (PRODUCT.md §17): price, breaks and cut fee in that
 * currency (its fixed list there, else converted from the base), with `currency` and `priceSource`;
 * name and about in `language` (§18).
 */
export function toApiProductIn(row: ProductRow, to: SellingCurrency, language?: Language): Product {
  const product = toLocalProduct(row, language);
  const priced = priceInCurrency({ ...product, prices: readFixedPrices(row.prices_json, product.unit) }, to);
  return {
    ...product,
    price: priced.price,
    priceBreaks: priced.priceBreaks,
    cutToLength:
      product.cutToLength && priced.cutFee !== null
        ? { ...product.cutToLength, cutFee: priced.cutFee }
        : product.cutToLength,
    currency: priced.currency,
    priceSource: priced.priceSource,
  };
}

/** The export facts as a write sends them (PRODUCT.md §19): omitted stays, null clears. */
export type ProductComplianceInput = z.output<typeof productComplianceInputSchema>;

/**
 * The columns of the export facts that were sent. An empty classification is "not controlled",
 * stored as null like every cleared text; the HS code arrives as its digits (hsCodeSchema).
 */
export function complianceColumns(facts: ProductComplianceInput) {
  const text = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
  const columns = {
    hs_code: text(facts.hsCode),
    country_of_origin: text(facts.countryOfOrigin),
    export_classification: text(facts.exportClassification),
    conflict_minerals: facts.conflictMinerals === undefined ? undefined : facts.conflictMinerals ? 1 : 0,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<
    typeof columns
  >;
}

/**
 * What an order line copies of its product at placement (migration 025: the line keeps them, so a
 * commercial invoice prints what was sold even after the catalog changes). For modules/orders.
 */
export function lineExportFacts(
  row: Pick<ProductRow, 'standard' | 'hs_code' | 'country_of_origin' | 'export_classification'>,
) {
  return {
    standard: row.standard || null,
    hs_code: row.hs_code || null,
    country_of_origin: row.country_of_origin || null,
    export_classification: row.export_classification || null,
  };
}

/** Fallback for a row written before its SKU was generated (never answered as null). */
export const generatedSku = (id: number) => `RM-${String(id).padStart(5, '0')}`;

/** A stored product in the API's shape (docs/product/api.md#resources plus docs/product/catalog.md): `_id`, dollars instead of cents. */
export function toApiProduct(row: ProductRow): Product {
  const unit = unitOf(row);
  const dimensions = readDimensions(row.dimensions);
  const density = densityFromColumn(row.density_kg_m3);
  const weighed = { unit, form: row.form, dimensions, density };
  return {
    _id: String(row.id),
    name: row.name,
    picture: row.picture,
    about: row.about,
    total: fromBase(unit, row.total),
    minimum: fromBase(unit, row.minimum),
    price: centsToDollars(Number(row.price_cents)),
    origin: row.origin,
    metal: asMetal(row.metal),
    form: asForm(row.form),
    sku: row.sku ?? generatedSku(row.id),
    grade: row.grade,
    standard: row.standard,
    condition: row.condition,
    dimensions,
    increment: fromBase(unit, row.increment),
    maximum: row.maximum === null ? null : fromBase(unit, row.maximum),
    priceBreaks: readPriceBreaks(row.price_breaks, unit),
    leadTimeDays: row.lead_time_days,
    certificate: row.certificate,
    reorderPoint: row.reorder_point === null ? null : fromBase(unit, row.reorder_point),
    unit,
    density,
    weightKg: pieceWeightKg(weighed),
    weightPerMetreKg: weightPerMetreKg(weighed),
    cutToLength: readCutToLength(row),
    hsCode: row.hs_code || null,
    countryOfOrigin: row.country_of_origin || null,
    exportClassification: row.export_classification || null,
    conflictMinerals: Number(row.conflict_minerals) === 1,
  };
}

/** Every editable field of a product, in API names (what POST sends and PATCH merges into). */
export type ProductFields = Omit<Product, '_id' | 'sku' | 'weightKg' | 'weightPerMetreKg' | 'prices'> & {
  sku: string | null;
  /** Undefined: leave `prices_json` as it is. */
  prices?: FixedPrices | undefined;
  /** Undefined: leave the translations as they are; `{}` clears them (PRODUCT.md §18). */
  translations?: ProductTranslations | undefined;
};

/**
 * The columns for a product's fields: prices to cents, JSON for dimensions and breaks, and the
 * main dimension derived here, so that every write keeps the size filter's column right.
 */
export function toProductColumns(
  fields: ProductFields,
): Omit<NewProductRow, 'created_at' | 'updated_at'> & { main_dimension_mm: number | null } {
  const base = (value: number) => toBase(fields.unit, value);
  const cut = fields.unit === 'm' ? fields.cutToLength : null;
  return {
    sku: fields.sku,
    name: fields.name,
    picture: fields.picture,
    about: fields.about,
    total: base(fields.total),
    minimum: base(fields.minimum),
    price_cents: dollarsToCents(fields.price),
    origin: fields.origin,
    metal: fields.metal,
    form: fields.form,
    // A cleared text field is "not set", never an empty value in the filters.
    grade: fields.grade || null,
    standard: fields.standard || null,
    condition: fields.condition || null,
    certificate: fields.certificate || null,
    dimensions: JSON.stringify(fields.dimensions),
    main_dimension_mm: mainDimension(fields),
    increment: base(fields.increment),
    maximum: fields.maximum === null ? null : base(fields.maximum),
    price_breaks: priceBreaksColumn(fields.priceBreaks, fields.unit),
    lead_time_days: fields.leadTimeDays,
    reorder_point: fields.reorderPoint === null ? null : base(fields.reorderPoint),
    unit: fields.unit,
    density_kg_m3: densityToColumn(fields.density),
    cut_min_mm: cut?.minLengthMm ?? null,
    cut_max_mm: cut?.maxLengthMm ?? null,
    cut_fee_cents: cut ? dollarsToCents(cut.cutFee) : null,
    ...complianceColumns(fields),
    // Only when sent (or carried over by a PATCH): a write without `prices` keeps the stored lists.
    ...(fields.prices === undefined ? {} : { prices_json: fixedPricesColumn(fields.prices, fields.unit) }),
    ...(fields.translations === undefined ? {} : { translations: translationsColumn(fields.translations) }),
  };
}
