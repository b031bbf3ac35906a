import type { PriceBreak } from '#shared/catalog/pricing.ts';
import { type Dimensions, dimensionsSchema, mainDimension, type Product } from '#shared/catalog/product.schema.ts';
import { forms, metals } from '#shared/catalog/taxonomy.ts';
import { centsToDollars, dollarsToCents } from '#shared/money.ts';
import type { NewProductRow, ProductRow } from './catalog.table.ts';

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
function readDimensions(text: string): Dimensions {
  const parsed = dimensionsSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : {};
}

export function readPriceBreaks(text: string): PriceBreak[] {
  const parsed = parseJson(text);
  if (!Array.isArray(parsed)) return [];
  return (parsed as StoredPriceBreak[])
    .filter((b) => Number.isInteger(b?.minQuantity) && Number.isInteger(b?.priceCents))
    .map((b) => ({ minQuantity: b.minQuantity, price: centsToDollars(b.priceCents) }));
}

/** Price breaks as the column holds them. */
export function priceBreaksColumn(breaks: readonly PriceBreak[]): string {
  const stored: StoredPriceBreak[] = breaks.map((b) => ({
    minQuantity: b.minQuantity,
    priceCents: dollarsToCents(b.price),
  }));
  return JSON.stringify(stored);
}

/** Fallback for a row written before its SKU was generated (never answered as null). */
export const generatedSku = (id: number) => `RM-${String(id).padStart(5, '0')}`;

/** A stored product in the API's shape (docs/product/api.md#resources plus docs/product/catalog.md): `_id`, dollars instead of cents. */
export function toApiProduct(row: ProductRow): Product {
  return {
    _id: String(row.id),
    name: row.name,
    picture: row.picture,
    about: row.about,
    total: row.total,
    minimum: row.minimum,
    price: centsToDollars(Number(row.price_cents)),
    origin: row.origin,
    metal: asMetal(row.metal),
    form: asForm(row.form),
    sku: row.sku ?? generatedSku(row.id),
    grade: row.grade,
    standard: row.standard,
    condition: row.condition,
    dimensions: readDimensions(row.dimensions),
    increment: row.increment,
    maximum: row.maximum,
    priceBreaks: readPriceBreaks(row.price_breaks),
    leadTimeDays: row.lead_time_days,
    certificate: row.certificate,
    reorderPoint: row.reorder_point,
  };
}

/** Every editable field of a product, in API names (what POST sends and PATCH merges into). */
export type ProductFields = Omit<Product, '_id' | 'sku'> & { sku: string | null };

/**
 * The columns for a product's fields: prices to cents, JSON for dimensions and breaks, and the
 * main dimension derived here, so that every write keeps the size filter's column right.
 */
export function toProductColumns(
  fields: ProductFields,
): Omit<NewProductRow, 'created_at' | 'updated_at'> & { main_dimension_mm: number | null } {
  return {
    sku: fields.sku,
    name: fields.name,
    picture: fields.picture,
    about: fields.about,
    total: fields.total,
    minimum: fields.minimum,
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
    increment: fields.increment,
    maximum: fields.maximum,
    price_breaks: priceBreaksColumn(fields.priceBreaks),
    lead_time_days: fields.leadTimeDays,
    reorder_point: fields.reorderPoint,
  };
}
