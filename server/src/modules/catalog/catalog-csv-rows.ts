import { defaultIncrement } from '#shared/catalog/units.ts';
import { fixedPricesProblems } from '#shared/catalog/fixed-prices.ts';
import type { PriceBreak } from '#shared/catalog/pricing.ts';
import {
  columnOfField,
  dimensionColumns,
  fixedPriceColumnOf,
  type ProductCsvColumn,
  readBooleanCell,
  readNumberCell,
  readPriceBreaksCell,
  translationColumnOf,
  translationColumns,
  unguardCell,
} from '#shared/catalog/product-csv.ts';
import type { ProductTranslations } from '#shared/catalog/product-translations.schema.ts';
import { type DimensionKey, dimensionKeys, type Dimensions } from '#shared/catalog/product.schema.ts';
import { productInputSchema } from '#shared/catalog/product-input.schema.ts';
import { catalogImport as m } from '#shared/messages/catalog-import.ts';
import type { CurrencySettings } from '#shared/settings/currencies.schema.ts';
import type { CsvColumn, CsvRecord } from './catalog-csv-read.ts';
import type { ProductFields } from './product.mapper.ts';

/** A new product's fields before its row fills them: what Add Product stores for a field not sent. */
const newProductDefaults = {
  metal: null,
  form: null,
  grade: null,
  standard: null,
  condition: null,
  certificate: null,
  dimensions: {},
  increment: 1,
  maximum: null,
  priceBreaks: [],
  leadTimeDays: null,
  reorderPoint: null,
  unit: 'pcs',
  density: null,
  cutToLength: null,
  hsCode: null,
  countryOfOrigin: null,
  exportClassification: null,
  conflictMinerals: false,
  translations: {},
} satisfies Partial<ProductFields>;

type Candidate = Record<string, unknown> & { dimensions: Dimensions };

/** A row's fixed price cells by currency: a price (null: the cell is empty) and breaks, when their columns are there. */
type FixedCells = Map<string, { price?: number | null; breaks?: PriceBreak[] }>;

/** Reads a `price_eur` or `price_breaks_eur` cell into `cells`; a problem names the column. */
function setFixedCell(cells: FixedCells, column: string, currency: string, breaks: boolean, cell: string) {
  const entry = cells.get(currency) ?? {};
  cells.set(currency, entry);
  if (breaks) {
    const read = readPriceBreaksCell(cell.trim(), column);
    if ('problem' in read) return read.problem;
    entry.breaks = read;
    return undefined;
  }
  const value = readNumberCell(column, cell.trim());
  if (typeof value === 'object') return value.problem;
  entry.price = value ?? null;
  return undefined;
}

/**
 * The row's fixed lists over the stored ones: an empty `price_eur` clears the euro list (converted
 * again); a currency whose columns the file lacks keeps its stored list.
 */
function applyFixedCells(candidate: Candidate, cells: FixedCells): string[] {
  const prices = { ...((candidate.prices as Record<string, { price: number; priceBreaks: PriceBreak[] }>) ?? {}) };
  const problems: string[] = [];
  for (const [currency, { price, breaks }] of cells) {
    const stored = prices[currency];
    const listPrice = price === undefined ? stored?.price : (price ?? undefined);
    if (listPrice === undefined) {
      if (breaks && breaks.length > 0)
        problems.push(
          m.fixedBreaksWithoutPrice(`price_breaks_${currency.toLowerCase()}`, `price_${currency.toLowerCase()}`),
        );
      delete prices[currency];
    } else prices[currency] = { price: listPrice, priceBreaks: breaks ?? stored?.priceBreaks ?? [] };
  }
  candidate.prices = prices;
  return problems;
}

const dimensionOfColumn = new Map(dimensionKeys.map((key) => [dimensionColumns[key] as string, key]));
const textColumns = new Set(['name', 'origin', 'picture', 'about']);
const optionalTextColumns = new Set(['grade', 'standard', 'condition', 'certificate']);

/**
 * Puts one cell into the product the row describes, as the API would receive it: an empty cell
 * clears an optional field (no grade, no maximum, no such dimension) and leaves a required one
 * unset, so the shared schema says it is required. A problem is returned, not thrown.
 */
function setCell(candidate: Candidate, column: ProductCsvColumn, cell: string): string | undefined {
  const translated = translationColumnOf(column);
  if (translated) {
    // Over the stored texts; an empty cell is no translation (the schema drops it).
    const { language, field } = translated;
    const translations = { ...((candidate.translations as ProductTranslations | undefined) ?? {}) };
    translations[language] = { ...translations[language], [field]: cell };
    candidate.translations = translations;
    return undefined;
  }
  const dimension = dimensionOfColumn.get(column);
  if (dimension) {
    const value = readNumberCell(column, cell);
    if (typeof value === 'object') return value.problem;
    if (value === undefined) delete candidate.dimensions[dimension];
    else candidate.dimensions[dimension] = value;
    return undefined;
  }
  switch (column) {
    case 'id':
    case 'sku': // read before, by readSku
      return undefined;
    case 'metal':
    case 'form':
      candidate[column] = cell.trim() === '' ? null : cell.trim().toLowerCase();
      return undefined;
    case 'price':
    case 'minimum':
    case 'total':
    case 'increment':
    case 'maximum':
    case 'leadTimeDays':
    case 'reorderPoint': {
      const value = readNumberCell(column, cell.trim());
      if (typeof value === 'object') return value.problem;
      const clearable = column === 'maximum' || column === 'leadTimeDays' || column === 'reorderPoint';
      // An empty increment is the unit's default (one piece, or any whole mm or g), set after the unit is read.
      const empty = clearable ? null : undefined;
      candidate[column] = value ?? empty;
      return undefined;
    }
    case 'unit':
      candidate.unit = cell.trim() === '' ? 'pcs' : cell.trim().toLowerCase();
      return undefined;
    case 'density': {
      const value = readNumberCell(column, cell.trim());
      if (typeof value === 'object') return value.problem;
      candidate.density = value ?? null;
      return undefined;
    }
    case 'cutMinMm':
    case 'cutMaxMm':
    case 'cutFee': {
      const value = readNumberCell(column, cell.trim());
      if (typeof value === 'object') return value.problem;
      const key = ({ cutMinMm: 'minLengthMm', cutMaxMm: 'maxLengthMm', cutFee: 'cutFee' } as const)[column];
      const cut: Record<string, number> = { ...((candidate.cutToLength as Record<string, number> | null) ?? {}) };
      if (value === undefined) delete cut[key];
      else cut[key] = value;
      candidate.cutToLength = Object.keys(cut).length === 0 ? null : cut;
      return undefined;
    }
    case 'hs_code':
    case 'country_of_origin':
    case 'export_classification': {
      // Checked by productInputSchema like the API's body; an empty cell clears the fact.
      const field = (
        {
          hs_code: 'hsCode',
          country_of_origin: 'countryOfOrigin',
          export_classification: 'exportClassification',
        } as const
      )[column];
      candidate[field] = cell.trim() === '' ? null : cell;
      return undefined;
    }
    case 'conflict_minerals': {
      const value = readBooleanCell(column, cell);
      if (typeof value === 'object') return value.problem;
      candidate.conflictMinerals = value;
      return undefined;
    }
    case 'priceBreaks': {
      const breaks = readPriceBreaksCell(cell.trim());
      if ('problem' in breaks) return breaks.problem;
      candidate.priceBreaks = breaks;
      return undefined;
    }
    default:
      if (optionalTextColumns.has(column)) candidate[column] = cell.trim() === '' ? null : cell;
      else if (textColumns.has(column)) candidate[column] = cell;
      return undefined;
  }
}

/** The row's SKU, trimmed and without the formula guard; undefined when the cell is empty. */
export function readSku(columns: readonly CsvColumn[], record: CsvRecord): string | undefined {
  const sku = unguardCell(record.cells[columns.indexOf('sku')] ?? '').trim();
  return sku === '' ? undefined : sku;
}

/**
 * Which column a schema issue is about: `priceBreaks.2.price` → priceBreaks, `dimensions.od` → odMm,
 * `prices.EUR.priceBreaks.0.price` → price_breaks_eur.
 */
function columnOf(path: readonly PropertyKey[]): string {
  const [field, key, part] = path.map(String);
  if (field === 'prices' && key)
    return part === 'priceBreaks' ? `price_breaks_${key.toLowerCase()}` : `price_${key.toLowerCase()}`;
  if (field === 'dimensions' && key && key in dimensionColumns) return dimensionColumns[key as DimensionKey];
  if (field === 'translations' && key) return part ? `${part}_${key}` : 'translations';
  return (field && columnOfField[field as keyof typeof columnOfField]) ?? field ?? 'row';
}

/**
 * One row checked by the rules the product API uses (productInputSchema, with specProblems): the
 * stored product (`base`, for a known SKU) with the row's columns over it, or a new product's
 * defaults with them. Answers the product's fields, or every problem of the row in one message.
 */
export function rowToFields(
  columns: readonly CsvColumn[],
  record: CsvRecord,
  sku: string,
  base: ProductFields | undefined,
  settings: Pick<CurrencySettings, 'base' | 'offered'>,
): { fields: ProductFields } | { message: string } {
  if (record.cells.length !== columns.length) return { message: m.cellCount(record.cells.length, columns.length) };
  const start = base ?? newProductDefaults;
  const candidate: Candidate = { ...start, dimensions: { ...start.dimensions }, sku };
  const problems: string[] = [];
  const fixedCells: FixedCells = new Map();
  columns.forEach((column, index) => {
    const cell = unguardCell(record.cells[index]!);
    const fixed = fixedPriceColumnOf(column);
    const problem = fixed
      ? setFixedCell(fixedCells, column, fixed.currency, fixed.breaks, cell)
      : setCell(candidate, column as ProductCsvColumn, cell);
    if (problem) problems.push(problem);
  });
  if (fixedCells.size > 0) problems.push(...applyFixedCells(candidate, fixedCells));
  if (problems.length) return { message: problems.join('; ') };
  const parsed = productInputSchema.safeParse(candidate);
  if (!parsed.success)
    return {
      message: parsed.error.issues.map((issue) => `${columnOf(issue.path)}: ${issue.message}`).join('; '),
    };
  const input = parsed.data;
  // Only the currencies this file has columns for: a list kept from before stays as it is.
  const named = Object.fromEntries(Object.entries(input.prices ?? {}).filter(([code]) => fixedCells.has(code)));
  const fixedProblems = fixedPricesProblems(named, settings, input.unit ?? 'pcs');
  if (fixedProblems.length)
    return {
      message: fixedProblems
        .map((problem) => `${columnOf(['prices', ...problem.path.split('.')])}: ${problem.message}`)
        .join('; '),
    };
  return {
    fields: {
      ...newProductDefaults,
      ...input,
      sku,
      metal: input.metal ?? null,
      form: input.form ?? null,
      grade: input.grade || null,
      standard: input.standard || null,
      condition: input.condition || null,
      certificate: input.certificate || null,
      dimensions: input.dimensions ?? {},
      increment: input.increment ?? defaultIncrement(input.unit ?? 'pcs'),
      maximum: input.maximum ?? null,
      priceBreaks: input.priceBreaks ?? [],
      leadTimeDays: input.leadTimeDays ?? null,
      reorderPoint: input.reorderPoint ?? null,
      unit: input.unit ?? 'pcs',
      density: input.density ?? null,
      cutToLength: input.cutToLength ?? null,
      hsCode: input.hsCode ?? null,
      countryOfOrigin: input.countryOfOrigin ?? null,
      exportClassification: input.exportClassification || null,
      conflictMinerals: input.conflictMinerals ?? false,
    },
  };
}

/** The API fields (dimensions as their columns) in which two versions of a product differ. */
export function changedFields(before: ProductFields, after: ProductFields): string[] {
  const changed: string[] = [];
  for (const key of Object.keys(after) as (keyof ProductFields)[]) {
    if (key === 'dimensions') {
      for (const dimension of dimensionKeys)
        if (before.dimensions[dimension] !== after.dimensions[dimension]) changed.push(dimensionColumns[dimension]);
    } else if (key === 'translations') {
      for (const column of translationColumns) {
        const { language, field } = translationColumnOf(column)!;
        if (before.translations?.[language]?.[field] !== after.translations?.[language]?.[field]) changed.push(column);
      }
    } else if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed.push(key);
  }
  return changed;
}
