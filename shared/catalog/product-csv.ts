import { z } from 'zod';
import { catalogImport as m } from '../messages/catalog-import.ts';
import { productCompliance } from '../messages/product-compliance.ts';
import type { PriceBreak } from './pricing.ts';
import { type DimensionKey, dimensionKeys, type Product } from './product.schema.ts';
import { type ProductTranslations, type TranslatedLanguage, translatedLanguages } from './product-translations.schema.ts';

/*
 * The catalog's CSV format (docs/product/back-office.md#csv-format): the export writes it, the
 * import reads it. Columns are named as the API names the fields; dimensions in millimetres get one
 * column each; price breaks are written `minQuantity:price` pairs joined by `|`.
 */

/** The dimension columns, in `dimensionKeys` order: `odMm`, `wallMm`, … */
export const dimensionColumns = Object.fromEntries(dimensionKeys.map((key) => [key, `${key}Mm`])) as {
  [K in DimensionKey]: `${K}Mm`;
};

/** A translated text's column (PRODUCT.md §18): `name_de`, `about_de`, `name_fr`, `about_fr`. */
export type TranslationColumn = `${'name' | 'about'}_${TranslatedLanguage}`;
export const translationColumns = translatedLanguages.flatMap((language) => [
  `name_${language}` as const,
  `about_${language}` as const,
]) satisfies TranslationColumn[];

/** `about_fr` → {language: fr, field: about}; undefined for any other name. */
export function translationColumnOf(
  name: string,
): { language: TranslatedLanguage; field: 'name' | 'about' } | undefined {
  const [field, language] = name.split('_');
  return (field === 'name' || field === 'about') && translatedLanguages.includes(language as TranslatedLanguage)
    ? { language: language as TranslatedLanguage, field }
    : undefined;
}

/** Every column, in the export's order (stable: add new columns at the end). */
export const productCsvColumns = [
  'sku',
  'name',
  'metal',
  'form',
  'grade',
  'standard',
  'condition',
  'certificate',
  ...dimensionKeys.map((key) => dimensionColumns[key]),
  'price',
  'minimum',
  'increment',
  'maximum',
  'total',
  'leadTimeDays',
  'origin',
  'picture',
  'about',
  'priceBreaks',
  // The store's id: written for reference, ignored by the import, which matches products by SKU.
  'id',
  // Low on stock below it; empty for the default, 3 × minimum (docs/product/back-office.md#overview).
  'reorderPoint',
  // Units and cut to length (PRODUCT.md §15): pcs, m or kg; g/cm³; whole mm; dollars per piece.
  'unit',
  'density',
  'cutMinMm',
  'cutMaxMm',
  'cutFee',
  // Export facts (PRODUCT.md §19): HS code digits, ISO alpha-2, classification, true/false.
  'hs_code',
  'country_of_origin',
  'export_classification',
  'conflict_minerals',
  // The name and about in each language but English (PRODUCT.md §18); empty: read in English.
  ...translationColumns,
] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];

/**
 * The column of each field of the product answer (its dimensions have one column each). Typed
 * against `Product`: a field added to productSchema fails the typecheck here until the CSV carries
 * it (add its column at the end of productCsvColumns, and to productToCsvCells).
 */
export const columnOfField = {
  _id: 'id',
  sku: 'sku',
  name: 'name',
  metal: 'metal',
  form: 'form',
  grade: 'grade',
  standard: 'standard',
  condition: 'condition',
  certificate: 'certificate',
  dimensions: 'odMm',
  price: 'price',
  minimum: 'minimum',
  increment: 'increment',
  maximum: 'maximum',
  total: 'total',
  leadTimeDays: 'leadTimeDays',
  origin: 'origin',
  picture: 'picture',
  about: 'about',
  priceBreaks: 'priceBreaks',
  reorderPoint: 'reorderPoint',
  unit: 'unit',
  density: 'density',
  cutToLength: 'cutMinMm',
  hsCode: 'hs_code',
  countryOfOrigin: 'country_of_origin',
  exportClassification: 'export_classification',
  conflictMinerals: 'conflict_minerals',
  // Weights are derived from density and dimensions: no column of their own; the catalog's currency
  // and price source describe an answer, not the product (the file is in the base currency);
  // fixed prices have a pair of columns per offered currency (fixedPriceColumns).
} as const satisfies Record<
  Exclude<keyof Product, 'weightKg' | 'weightPerMetreKg' | 'currency' | 'priceSource' | 'prices'>,
  ProductCsvColumn
>;

/** The only column an import must have; any others may be left out (a known SKU keeps those fields). */
export const requiredCsvColumns = ['sku'] as const satisfies readonly ProductCsvColumn[];

/** An import's limits: the body, and the rows one file may hold. */
export const csvImportLimits = { maxBytes: 10 * 1024 * 1024, maxRows: 20_000 } as const;

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return) as a formula
 * (CSV injection). The export puts a `'` before such a cell, which spreadsheets show as text; the
 * import takes one `'` off again. A text that itself starts with `'` and then one of those gets
 * another `'`, so every text comes back exactly as it was.
 */
const formulaStart = /^'*[=+\-@\t\r]/;
export const guardCell = (text: string): string => (formulaStart.test(text) ? `'${text}` : text);
export const unguardCell = (text: string): string => (/^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

const money = (dollars: number, digits = 2) => dollars.toFixed(digits);

/** `10:12.50|50:11.00`; `digits` is the currency's (2 for dollars, 0 for yen). */
export function formatPriceBreaks(breaks: readonly PriceBreak[], digits = 2): string {
  return breaks.map((b) => `${b.minQuantity}:${money(b.price, digits)}`).join('|');
}

/*
 * Fixed prices (PRODUCT.md §17): two columns per offered currency but the base, `price_eur` and
 * `price_breaks_eur`, after every other column, in the settings' order. An empty `price_eur`
 * means converted from the base price.
 */
export type FixedPriceColumn = `price_${string}`;

/** The fixed price columns of a store offering `currencies` (the base left out by the caller). */
export const fixedPriceColumns = (currencies: readonly string[]): FixedPriceColumn[] =>
  currencies.flatMap((code) => [`price_${code.toLowerCase()}`, `price_breaks_${code.toLowerCase()}`] as const);

/** `price_breaks_eur` → {currency: EUR, breaks: true}; undefined for any other name. */
export function fixedPriceColumnOf(name: string): { currency: string; breaks: boolean } | undefined {
  const match = /^price_(breaks_)?([a-z]{3})$/i.exec(name.trim());
  return match ? { currency: match[2]!.toUpperCase(), breaks: match[1] !== undefined } : undefined;
}

/** A product's fixed price cells for `currencies`, in fixedPriceColumns order (empty: converted). */
export function fixedPriceCells(
  prices: Readonly<Partial<Record<string, { price: number; priceBreaks: readonly PriceBreak[] }>>> | undefined,
  currencies: readonly { code: string; digits: number }[],
): string[] {
  return currencies.flatMap(({ code, digits }) => {
    const list = prices?.[code];
    return list ? [money(list.price, digits), formatPriceBreaks(list.priceBreaks, digits)] : ['', ''];
  });
}

/**
 * One product as the export's cells, in `productCsvColumns` order (formula guard applied); its
 * `translations` as stored (none: empty cells).
 */
export function productToCsvCells(product: Product & { translations?: ProductTranslations }): string[] {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  const cells: Record<ProductCsvColumn, string> = {
    sku: product.sku,
    name: product.name,
    metal: text(product.metal),
    form: text(product.form),
    grade: text(product.grade),
    standard: text(product.standard),
    condition: text(product.condition),
    certificate: text(product.certificate),
    ...(Object.fromEntries(
      dimensionKeys.map((key) => [dimensionColumns[key], text(product.dimensions[key])]),
    ) as Record<(typeof dimensionColumns)[DimensionKey], string>),
    price: money(product.price),
    minimum: text(product.minimum),
    increment: text(product.increment),
    maximum: text(product.maximum),
    total: text(product.total),
    leadTimeDays: text(product.leadTimeDays),
    origin: product.origin,
    picture: product.picture,
    about: product.about,
    priceBreaks: formatPriceBreaks(product.priceBreaks),
    id: product._id,
    reorderPoint: text(product.reorderPoint),
    unit: product.unit,
    density: text(product.density),
    cutMinMm: text(product.cutToLength?.minLengthMm),
    cutMaxMm: text(product.cutToLength?.maxLengthMm),
    cutFee: product.cutToLength ? money(product.cutToLength.cutFee) : '',
    hs_code: text(product.hsCode),
    country_of_origin: text(product.countryOfOrigin),
    export_classification: text(product.exportClassification),
    conflict_minerals: String(product.conflictMinerals),
    ...(Object.fromEntries(
      translationColumns.map((column) => {
        const { language, field } = translationColumnOf(column)!;
        return [column, text(product.translations?.[language]?.[field])];
      }),
    ) as Record<TranslationColumn, string>),
  };
  return productCsvColumns.map((column) => guardCell(cells[column]));
}

const numberPattern = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A cell as a number; undefined for an empty cell; a message when it is not a plain decimal. */
export function readNumberCell(column: string, cell: string): number | undefined | { problem: string } {
  if (cell === '') return undefined;
  if (!numberPattern.test(cell)) return { problem: m.notANumber(column, cell) };
  return Number(cell);
}

const booleanCells = new Map([
  ['true', true],
  ['yes', true],
  ['1', true],
  ['false', false],
  ['no', false],
  ['0', false],
  ['', false],
]);

/** `true`/`false`, `yes`/`no` or `1`/`0` in any case (empty: false); a message for anything else. */
export function readBooleanCell(column: string, cell: string): boolean | { problem: string } {
  const value = booleanCells.get(cell.trim().toLowerCase());
  return value ?? { problem: productCompliance.csv.notBoolean(column, cell) };
}

/** `10:12.50|50:11.00` as price breaks (an empty cell: none); a message when it is not that shape. */
export function readPriceBreaksCell(cell: string, column = 'priceBreaks'): PriceBreak[] | { problem: string } {
  if (cell === '') return [];
  const breaks: PriceBreak[] = [];
  for (const pair of cell.split('|')) {
    const [quantity, price, extra] = pair.split(':').map((part) => part.trim());
    if (extra !== undefined || !quantity || !price || !numberPattern.test(quantity) || !numberPattern.test(price))
      return { problem: m.badPriceBreaks(cell, column) };
    breaks.push({ minQuantity: Number(quantity), price: Number(price) });
  }
  return breaks;
}

/** What one row of the import does (the preview lists them; `fields` names an update's changed columns). */
export const csvImportChangeSchema = z.object({
  row: z.number().int(),
  sku: z.string(),
  name: z.string(),
  action: z.enum(['create', 'update']),
  fields: z.array(z.string()),
});
export type CsvImportChange = z.infer<typeof csvImportChangeSchema>;

/**
 * The answer of POST /products/import: `rows` read, what was (or, with dryRun, would be) created
 * and updated, and every bad row. `row` is the row number a spreadsheet shows (the header is 1).
 */
export const csvImportAnswerSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  dryRun: z.boolean(),
  changes: z.array(csvImportChangeSchema),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type CsvImportAnswer = z.infer<typeof csvImportAnswerSchema>;

/**
 * A 400 of the import: `{message}` alone for a file that cannot be read (its header, its bytes),
 * or the whole answer with a message when rows are bad (nothing was written).
 */
export const csvImportRefusalSchema = csvImportAnswerSchema.partial().extend({ message: z.string() });
