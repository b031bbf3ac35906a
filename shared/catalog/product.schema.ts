import { z } from 'zod';
import { isWholeCents } from '../money.ts';
import { type DimensionKey, dimensionKeys, forms, metals } from './taxonomy.ts';
import { validation as v } from '../messages/validation.ts';
import { messages } from '../messages.ts';
import { backOffice } from '../messages/back-office.ts';
import { unitTexts } from '../messages/units.ts';
import { cutToLengthSchema } from './cut.ts';
import { type Label, oneLine } from '../text.schema.ts';
import { fitsColumns, fitsUnit, units, type Unit } from './units.ts';
import type { ProductCompliance } from '../compliance/compliance.schema.ts';
import type { productInputSchema, productPatchSchema, productUpdateSchema } from './product-input.schema.ts';

export const labels = messages.catalogAdmin.labels;

/** Limits shared by the admin forms and the server (the admin hardening: lengths bounded, whole quantities). */
export const productLimits = {
  nameMax: 160,
  aboutMax: 2000,
  originMax: 80,
  quantityMax: 10_000_000,
  priceMax: 1_000_000,
} as const;

export { type DimensionKey, dimensionKeys };
export const dimensionsSchema = z
  .object(
    Object.fromEntries(
      dimensionKeys.map((key) => [
        key,
        z
          .number()
          .positive({ error: () => v.dimensionPositive(key) })
          .max(100_000)
          .optional(),
      ]),
    ) as Record<DimensionKey, z.ZodOptional<z.ZodNumber>>,
  )
  .strict();
export type Dimensions = z.infer<typeof dimensionsSchema>;

/** A quantity discount: from `minQuantity` up the unit price is `price` dollars (docs/product/catalog.md). */
export const priceBreakSchema = z
  .object({
    // In the product's unit: whole pieces from 2 up, or m/kg with up to 3 decimals (specProblems).
    minQuantity: z
      .number()
      .positive({ error: () => v.priceBreakFrom })
      .max(productLimits.quantityMax)
      .refine((value) => fitsUnit('m', value), { error: () => unitTexts.tooManyDecimals(v.priceBreak) }),
    price: z
      .number()
      .min(0.01, { error: () => v.pricePositive(v.priceBreak) })
      .max(productLimits.priceMax)
      .refine(isWholeCents, { error: () => v.priceCents(v.priceBreak) }),
  })
  .strict();

/** A product as the API answers it (docs/product/api.md#resources field names, plus docs/product/catalog.md's additions). */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  picture: z.string(),
  about: z.string(),
  /** Stock, in the product's unit (pieces, or m/kg with up to 3 decimals). */
  total: z.number(),
  minimum: z.number(),
  /** Dollars per unit: per piece, per metre or per kilogram. */
  price: z.number(),
  origin: z.string(),
  metal: z.enum(metals).nullable(),
  form: z.enum(forms).nullable(),
  sku: z.string(),
  grade: z.string().nullable(),
  standard: z.string().nullable(),
  condition: z.string().nullable(),
  dimensions: dimensionsSchema,
  increment: z.number(),
  maximum: z.number().nullable(),
  priceBreaks: z.array(priceBreakSchema),
  leadTimeDays: z.number().int().nullable(),
  certificate: z.string().nullable(),
  /** Below it the product is low on stock; null for the default, 3 × MOQ (stock-status.ts). */
  reorderPoint: z.number().nullable(),
  /** PRODUCT.md §15: what quantities, prices and stock are counted in. */
  unit: z.enum(units),
  /** g/cm³ of the alloy; null when not known. */
  density: z.number().nullable(),
  /** One piece of a `pcs` product whose dimensions give its length, in kg (shared/catalog/weight.ts). */
  weightKg: z.number().nullable(),
  /** One metre of an `m` product, in kg. */
  weightPerMetreKg: z.number().nullable(),
  /** Bounds of N × L cuts and the fee per piece; null when not cut to length. */
  cutToLength: z.object({ minLengthMm: z.number(), maxLengthMm: z.number(), cutFee: z.number() }).nullable(),
  /** PRODUCT.md §17: what `price`, `priceBreaks` and `cutToLength.cutFee` are in (the catalog answers it). */
  currency: z.string().optional(),
  /** `list`: the base list or a fixed list in `currency`; `converted`: the base list at the rate. */
  priceSource: z.enum(['list', 'converted']).optional(),
  /**
   * Admin answers only, and only when the product has some: its fixed lists by currency (major
   * units of each), which the edit form edits; absent currencies are converted.
   */
  prices: z
    .record(
      z.string(),
      z.object({ price: z.number(), priceBreaks: z.array(z.object({ minQuantity: z.number(), price: z.number() })) }),
    )
    .optional(),
  /*
   * PRODUCT.md §19: HS code (its digits), ISO alpha-2 origin, export classification (null: not
   * controlled), 3TG. compliance.schema.ts's productComplianceSchema, spelled here because that
   * module reads the ISO 3166 tables (address.schema.ts, 44 KB compressed), which the catalog's
   * pages must not load; `sameAsCompliance` below keeps the two equal.
   */
  hsCode: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  exportClassification: z.string().nullable(),
  conflictMinerals: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

type Facts = Pick<Product, keyof ProductCompliance>;
/** Fails the typecheck when the answer's export facts and compliance.schema.ts's drift apart. */
export const sameAsCompliance: [Facts, ProductCompliance] extends [ProductCompliance, Facts] ? true : never = true;

/**
 * A quantity in the product's unit: up to 3 decimals here, whole for a `pcs` product (specProblems,
 * which knows the unit). Zero is below any minimum above 0.
 */
const unitQuantity = (label: Label, min: 0 | 1) => {
  const number = z
    .number({ error: () => v.required(label()) })
    .max(productLimits.quantityMax, { error: () => v.tooLarge(label()) });
  return (
    min === 0
      ? number.min(0, { error: () => v.atLeast(label(), 0) })
      : number.gt(0, { error: () => v.atLeast(label(), 1) })
  ).refine((value) => fitsUnit('m', value), { error: () => unitTexts.tooManyDecimals(label()) });
};

/** Quantity and price rules that both Add Product and Update product enforce. */
export const stockAndPriceSchema = z
  .object({
    // Zero stock is allowed: the product stays listed, and nobody can order it.
    total: unitQuantity(() => labels.total, 0),
    minimum: unitQuantity(() => labels.minimum, 1),
    price: z
      .number({ error: () => v.required(labels.price) })
      // At least one cent: a positive price below it rounds to 0 cents (found by the fuzz test).
      .min(0.01, { error: () => v.pricePositive(labels.price) })
      .max(productLimits.priceMax, { error: () => v.tooLarge(labels.price) })
      .refine(isWholeCents, { error: () => v.priceCents(labels.price) }),
  })
  .strict();

const specLabels = messages.productEdit.labels;
const optionalText = (max: number, label: Label) =>
  z.string().trim().max(max).check(oneLine(label)).nullable().optional();

/**
 * The specification fields of docs/product/catalog.md as admins send them (Add Product, the edit page, CSV
 * import). All optional, so SPEC's Add Product and Update product bodies stay valid; an omitted
 * SKU is generated by the server.
 */
export const productSpecSchema = z
  .object({
    sku: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,39}$/, { error: () => v.skuPattern })
      .optional(),
    grade: optionalText(80, () => specLabels.grade),
    standard: optionalText(80, () => specLabels.standard),
    condition: optionalText(80, () => specLabels.condition),
    certificate: optionalText(80, () => specLabels.certificate),
    dimensions: dimensionsSchema.optional(),
    increment: unitQuantity(() => v.orderMultiple, 1).optional(),
    maximum: unitQuantity(() => v.maximumPerOrder, 1)
      .nullable()
      .optional(),
    priceBreaks: z
      .array(priceBreakSchema)
      .max(10, { error: () => v.priceBreaksMax })
      .optional(),
    leadTimeDays: z
      .number()
      .int()
      .min(0)
      .max(365, { error: () => v.leadTimeMax })
      .nullable()
      .optional(),
    reorderPoint: unitQuantity(() => backOffice.reorderPoint, 0)
      .nullable()
      .optional(),
    /** PRODUCT.md §15; `pcs` when never set. Quantities, prices and stock are per this unit. */
    unit: z.enum(units, { error: () => unitTexts.unitChoice }).optional(),
    density: z
      .number({ error: () => unitTexts.densityPositive })
      .positive({ error: () => unitTexts.densityPositive })
      .max(30, { error: () => unitTexts.densityTooLarge })
      .refine((value) => fitsUnit('m', value), { error: () => unitTexts.tooManyDecimals(unitTexts.density) })
      .nullable()
      .optional(),
    cutToLength: cutToLengthSchema.nullable().optional(),
  })
  .strict();
export type ProductSpecInput = z.infer<typeof productSpecSchema>;

/**
 * Price breaks must go up in quantity and never cost more than the list price; a maximum must not
 * be below the minimum. Shared by the forms and the server (superRefine on the full input).
 */
export function specProblems(input: {
  price?: number;
  total?: number;
  minimum?: number;
  increment?: number;
  maximum?: number | null;
  reorderPoint?: number | null;
  priceBreaks?: readonly { minQuantity: number; price: number }[];
  unit?: Unit;
  cutToLength?: unknown;
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = unitProblems(input);
  const breaks = input.priceBreaks ?? [];
  breaks.forEach((priceBreak, index) => {
    const previous = breaks[index - 1];
    if (previous && priceBreak.minQuantity <= previous.minQuantity)
      problems.push({ path: `priceBreaks.${index}.minQuantity`, message: v.priceBreaksAscending });
    if (input.price !== undefined && priceBreak.price > input.price)
      problems.push({
        path: `priceBreaks.${index}.price`,
        message: v.priceBreakAboveList,
      });
  });
  if (input.maximum != null && input.minimum !== undefined && input.maximum < input.minimum)
    problems.push({ path: 'maximum', message: v.maximumBelowMinimum });
  return problems;
}

/**
 * A `pcs` product counts whole pieces (stock, minimum, multiple, maximum, reorder point, breaks
 * from 2 up), as it always did; only a product sold by the metre may be cut to length.
 */
function unitProblems(input: Parameters<typeof specProblems>[0]): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const unit = input.unit ?? 'pcs';
  if (unit === 'pcs') {
    const counted = [
      ['total', labels.total, input.total],
      ['minimum', labels.minimum, input.minimum],
      ['increment', v.orderMultiple, input.increment],
      ['maximum', v.maximumPerOrder, input.maximum],
      ['reorderPoint', backOffice.reorderPoint, input.reorderPoint],
    ] as const;
    for (const [path, label, value] of counted)
      if (value != null && !Number.isInteger(value)) problems.push({ path, message: v.wholeNumber(label) });
    (input.priceBreaks ?? []).forEach((priceBreak, index) => {
      if (!Number.isInteger(priceBreak.minQuantity) || priceBreak.minQuantity < 2)
        problems.push({ path: `priceBreaks.${index}.minQuantity`, message: v.priceBreakFrom });
    });
  }
  // In whole mm or g the columns hold at most 2,000,000 m or kg.
  const sized = [
    ['total', labels.total, input.total],
    ['minimum', labels.minimum, input.minimum],
    ['increment', v.orderMultiple, input.increment],
    ['maximum', v.maximumPerOrder, input.maximum],
    ['reorderPoint', backOffice.reorderPoint, input.reorderPoint],
  ] as const;
  for (const [path, label, value] of sized)
    if (value != null && !fitsColumns(unit, value)) problems.push({ path, message: v.tooLarge(label) });
  if (input.cutToLength && unit !== 'm') problems.push({ path: 'cutToLength', message: unitTexts.cutOnlyByMetre });
  return problems;
}

/** Bodies of POST, PATCH and PUT /products (their schemas: product-input.schema.ts). */
export type ProductInput = z.infer<typeof productInputSchema>;
export type ProductPatch = z.infer<typeof productPatchSchema>;
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** The main size a buyer filters on: a tube's OD, a bar's or wire's diameter, a plate's thickness. */
export function mainDimension(product: { form: string | null; dimensions: Dimensions }): number | null {
  const d = product.dimensions;
  switch (product.form) {
    case 'tube':
      return d.od ?? null;
    case 'bar':
    case 'wire':
      return d.diameter ?? null;
    case 'plate':
      return d.thickness ?? null;
    default:
      return d.od ?? d.diameter ?? d.thickness ?? null;
  }
}

/**
 * "OD 6 mm × Wall 0.5 mm × Length 1000 mm": the sizes a product has, in the schema's order. The
 * product page's specification and a quote request prefilled from a product say it alike. Here,
 * not in a module of its own, so that it adds no chunk to the first load's list (docs/decisions/005).
 */
export function formatDimensions(dimensions: Dimensions): string {
  return dimensionKeys
    .flatMap((key) => {
      const value = dimensions[key];
      return value === undefined
        ? []
        : [`${messages.productPage.dimensionLabels[key]} ${messages.productPage.mm(value)}`];
    })
    .join(' × ');
}
