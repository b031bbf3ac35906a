import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { CsvImportAnswer, CsvImportChange } from '#shared/catalog/product-csv.ts';
import { catalogImport as m } from '#shared/messages/catalog-import.ts';
import type { DatabaseKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { lots as lotTexts } from '#shared/messages/lots.ts';
import { reconcileUnassigned } from './lots.repository.ts';
import { conflict } from '../../http-errors.ts';
import { type CsvTable, readCsvTable } from './catalog-csv-read.ts';
import { changedFields, readSku, rowToFields } from './catalog-csv-rows.ts';
import type { ProductRow, ProductRowUpdate } from './catalog.table.ts';
import type { CatalogContext } from './manage-products.ts';
import { isUniqueViolation } from './manage-products.ts';
import { type ProductFields, readFixedPrices, toApiProduct, toProductColumns } from './product.mapper.ts';
import { readTranslations } from './product-content.ts';
import type { CurrencySettings } from '#shared/settings/currencies.schema.ts';

/** SKUs looked up, and rows inserted, per statement: well under either engine's parameter limit. */
const batchSize = 500;

/**
 * Rows checked, or updated one by one on SQLite, between two turns of the event loop: about 15 ms of
 * work, so a 10,000-row import never holds the server for long at a time (issue 26, ADR 025).
 * node:sqlite runs each statement on this thread, so SQLite's inserts go in smaller statements too.
 */
const rowsPerTurn = 200;

interface PlannedWrite {
  row: number;
  fields: ProductFields;
  /** The stored product a known SKU updates; none for a new product. */
  id?: number;
  /** The stored product's fields before the update. */
  before?: ProductFields;
  changed: string[];
}

interface Plan {
  writes: PlannedWrite[];
  unchanged: number;
  errors: { row: number; message: string }[];
}

// The weights are derived from density and dimensions, not fields anyone writes.
const withoutId = ({
  _id,
  weightKg: _weightKg,
  weightPerMetreKg: _weightPerMetreKg,
  prices: _prices,
  ...fields
}: ReturnType<typeof toApiProduct>): ProductFields => fields;

/** The stored product as a row updates it, its fixed lists included (a row may change one currency's). */
const storedFields = (row: ProductRow): ProductFields => {
  const fields = withoutId(toApiProduct(row));
  return {
    ...fields,
    prices: readFixedPrices(row.prices_json, fields.unit) ?? {},
    // A file without a language's columns keeps its texts (PRODUCT.md §18).
    translations: readTranslations(row.translations),
  };
};

/**
 * The stored products whose SKU is one of `skus`, matched regardless of letter case (the SKU
 * column is unique as spelled, but a buyer's quick order matches SKUs in capitals, so two that
 * differ only in case must not both exist). Keyed by the lower-case SKU.
 */
async function storedBySku(db: Kysely<Database>, skus: string[]): Promise<Map<string, ProductRow>> {
  const stored = new Map<string, ProductRow>();
  for (let start = 0; start < skus.length; start += batchSize) {
    const batch = skus.slice(start, start + batchSize).map((sku) => sku.toLowerCase());
    const rows = await db
      .selectFrom('products')
      .selectAll()
      .where(sql<string>`lower(sku)`, 'in', batch)
      .execute();
    for (const row of rows) if (row.sku) stored.set(row.sku.toLowerCase(), row);
    await nextTurn();
  }
  return stored;
}

/** Checks every row (docs/product/back-office.md#csv-format) and works out what each would change. */
async function planImport(
  db: Kysely<Database>,
  table: CsvTable,
  settings: Pick<CurrencySettings, 'base' | 'offered'>,
): Promise<Plan> {
  const plan: Plan = { writes: [], unchanged: 0, errors: [] };
  const firstRowOf = new Map<string, number>();
  const rows: { row: number; sku: string; cells: string[] }[] = [];
  for (const record of table.records) {
    const sku = readSku(table.columns, record);
    if (sku === undefined) {
      plan.errors.push({ row: record.row, message: m.skuRequired });
      continue;
    }
    const key = sku.toLowerCase();
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      plan.errors.push({ row: record.row, message: m.duplicateSku(sku, first) });
      continue;
    }
    firstRowOf.set(key, record.row);
    rows.push({ ...record, sku });
  }
  const stored = await storedBySku(db, [...firstRowOf.keys()]);
  for (const [index, record] of rows.entries()) {
    if (index % rowsPerTurn === rowsPerTurn - 1) await nextTurn();
    const row = stored.get(record.sku.toLowerCase());
    if (row && row.sku !== record.sku) {
      plan.errors.push({ row: record.row, message: m.skuCase(record.sku, row.sku!) });
      continue;
    }
    const base = row ? storedFields(row) : undefined;
    const result = rowToFields(table.columns, record, record.sku, base, settings);
    if ('message' in result) plan.errors.push({ row: record.row, message: result.message });
    else if (!base) plan.writes.push({ row: record.row, fields: result.fields, changed: [] });
    else {
      const changed = changedFields(base, result.fields);
      if (changed.length === 0) plan.unchanged += 1;
      else plan.writes.push({ row: record.row, fields: result.fields, id: row!.id, before: base, changed });
    }
  }
  plan.errors.sort((a, b) => a.row - b.row);
  return plan;
}

/**
 * Only the columns an update changes: a price list leaves the texts alone, so the search index
 * (its triggers and GIN index) has nothing to redo for those rows.
 */
function changedColumns(before: ProductFields, after: ProductFields): ProductRowUpdate {
  const old = toProductColumns(before);
  const next = toProductColumns(after);
  return Object.fromEntries(
    (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== old[key]).map((key) => [key, next[key]]),
  );
}

/** Column types for jsonb_to_recordset: wide enough for each column (assignment casts narrow them). */
const pgTypeOf = (column: string) =>
  column === 'main_dimension_mm'
    ? 'double precision'
    : ['total', 'minimum', 'price_cents', 'increment', 'maximum', 'lead_time_days', 'conflict_minerals'].includes(
          column,
        )
      ? 'bigint'
      : 'text';

/**
 * Updates on PostgreSQL, 500 a statement: one UPDATE … FROM jsonb_to_recordset sets the columns any
 * row of the batch changes (10,000 one-row UPDATEs were 10,000 round trips, about 3 s). SQLite runs
 * in the process, where one UPDATE a row costs no round trip.
 */
async function updateBatchOnPostgres(trx: Kysely<Database>, writes: PlannedWrite[], at: string): Promise<void> {
  const changes = writes.map((write) => ({ id: write.id!, columns: changedColumns(write.before!, write.fields) }));
  const columns = [...new Set(changes.flatMap((change) => Object.keys(change.columns)))];
  if (columns.length === 0) return;
  const rows = writes.map((write) => {
    const all = toProductColumns(write.fields) as Record<string, unknown>;
    return { id: write.id, ...Object.fromEntries(columns.map((column) => [column, all[column]])) };
  });
  const definitions = sql.join(columns.map((column) => sql`${sql.ref(column)} ${sql.raw(pgTypeOf(column))}`));
  await sql`
    update products as p
    set ${sql.join(columns.map((column) => sql`${sql.ref(column)} = ${sql.ref(`v.${column}`)}`))}, updated_at = ${at}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, ${definitions})
    where p.id = v.id`.execute(trx);
}

/** Inserts the new products in batches and updates the changed ones, inside the caller's transaction. */
async function applyPlan(trx: Kysely<Database>, kind: DatabaseKind, writes: PlannedWrite[], at: string): Promise<void> {
  const inserts = writes.filter((write) => write.id === undefined);
  const insertBatch = kind === 'postgres' ? batchSize : rowsPerTurn;
  for (let start = 0; start < inserts.length; start += insertBatch) {
    const values = inserts
      .slice(start, start + insertBatch)
      .map((write) => ({ ...toProductColumns(write.fields), created_at: at, updated_at: at }));
    await trx.insertInto('products').values(values).execute();
    await nextTurn();
  }
  const updates = writes.filter((write) => write.id !== undefined);
  if (kind === 'postgres') {
    for (let start = 0; start < updates.length; start += batchSize) {
      await updateBatchOnPostgres(trx, updates.slice(start, start + batchSize), at);
      await nextTurn();
    }
    return;
  }
  for (const [index, write] of updates.entries()) {
    if (index % rowsPerTurn === rowsPerTurn - 1) await nextTurn();
    await trx
      .updateTable('products')
      .set({ ...changedColumns(write.before!, write.fields), updated_at: at })
      .where('id', '=', write.id!)
      .execute();
  }
}

function answer(table: CsvTable, plan: Plan, dryRun: boolean): CsvImportAnswer {
  const changes: CsvImportChange[] = plan.writes.map((write) => ({
    row: write.row,
    sku: write.fields.sku!,
    name: write.fields.name,
    action: write.id === undefined ? 'create' : 'update',
    fields: write.changed,
  }));
  const created = changes.filter((change) => change.action === 'create').length;
  return {
    rows: table.records.length,
    created,
    updated: changes.length - created,
    unchanged: plan.unchanged,
    dryRun,
    changes,
    errors: plan.errors,
  };
}

/**
 * POST /products/import: reads the CSV, checks every row and, unless `dryRun`, upserts by SKU in
 * one transaction, but only when no row has an error (`ok: false` with the answer otherwise:
 * nothing was written). The catalog cache is dropped after a write, as every catalog change does.
 */
export async function importCatalogCsv(
  context: CatalogContext & Pick<FastifyInstance, 'dbKind'>,
  body: Buffer,
  options: { dryRun: boolean; at: string },
): Promise<{ ok: boolean; answer: CsvImportAnswer }> {
  const settings = await context.catalogCache.currencies();
  const table = await readCsvTable(body, settings);
  if (options.dryRun) {
    const plan = await planImport(context.db, table, settings);
    return { ok: plan.errors.length === 0, answer: answer(table, plan, true) };
  }
  let result: { ok: boolean; answer: CsvImportAnswer };
  try {
    // Planned inside the transaction, so an update merges into the product as it is when written.
    result = await context.db.transaction().execute(async (trx) => {
      const plan = await planImport(trx, table, settings);
      if (plan.errors.length > 0) return { ok: false, answer: answer(table, { ...plan, writes: [] }, false) };
      await applyPlan(trx, context.dbKind, plan.writes, options.at);
      // PRODUCT.md §20: a new or changed total is an audited change of the product's UNASSIGNED lot.
      await reconcileUnassigned(trx, 'all', { reason: lotTexts.importedReason, actorId: null, at: options.at });
      return { ok: true, answer: answer(table, plan, false) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.skuTakenMeanwhile);
    throw error;
  }
  if (result.ok && result.answer.changes.length > 0) context.catalogCache.invalidate();
  return result;
}
