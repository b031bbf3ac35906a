import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/** shared/catalog/taxonomy.ts's dimension keys as they were when this migration was written. */
const dimensionKeys = ['od', 'wall', 'diameter', 'thickness', 'width', 'length'] as const;

/** The column holding one dimension of the products' `dimensions` JSON: `od_mm`, `wall_mm`, … */
export const dimensionColumn = <K extends string>(key: K) => `${key}_mm` as const;

/**
 * A filter for every dimension (PRODUCT.md §23: odMin…lengthMax on GET /products/, and their ranges
 * in the facets), each a plain indexed range at 100k products.
 *
 * Each dimension is a column the database derives from the `dimensions` JSON, so every writer (the
 * admin's forms, the CSV import, the seed, a migration) keeps it right without knowing of it, as
 * `main_dimension_mm` (006) needs the mapper to. On PostgreSQL a STORED generated column. On SQLite,
 * whose ALTER TABLE adds only VIRTUAL generated columns (a JSON parse per row read: the facets took a
 * second at 100k products), a plain column that triggers set after an insert and after a change of
 * `dimensions`, in the same statement's transaction; a malformed JSON text, which no writer makes,
 * reads as no dimensions there. (An INSERT's RETURNING shows these columns as null on SQLite: the
 * triggers run after it. Nothing reads them from a written row.) Each has an index, and the facets one
 * over (metal, form, grade, standard and the dimensions).
 */
export function dimensionFilters(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>) {
      for (const key of dimensionKeys) {
        const column = sql.ref(dimensionColumn(key));
        if (kind === 'postgres') {
          await sql`alter table products add column ${column} double precision
            generated always as ((dimensions::jsonb ->> ${sql.lit(key)})::double precision) stored`.execute(db);
        } else {
          await sql`alter table products add column ${column} real`.execute(db);
        }
      }
      if (kind === 'sqlite') {
        const set = (row: string) =>
          sql.raw(
            dimensionKeys
              .map(
                (key) =>
                  `${dimensionColumn(key)} = case when json_valid(${row}dimensions) then json_extract(${row}dimensions, '$.${key}') end`,
              )
              .join(', '),
          );
        await sql`create trigger products_dimensions_insert after insert on products begin
          update products set ${set('new.')} where id = new.id;
        end`.execute(db);
        await sql`create trigger products_dimensions_update after update of dimensions on products begin
          update products set ${set('new.')} where id = new.id;
        end`.execute(db);
        await sql`update products set ${set('')}`.execute(db);
      }
      for (const key of dimensionKeys) {
        await db.schema
          .createIndex(`products_${dimensionColumn(key)}`)
          .on('products')
          .column(dimensionColumn(key))
          .execute();
      }
      // The facets (catalog-facets.ts) group by these four and take the dimensions' ranges of a
      // metal, form, grade or standard: read off this index alone, never the table.
      await db.schema
        .createIndex('products_facets')
        .on('products')
        .columns(['metal', 'form', 'grade', 'standard', ...dimensionKeys.map(dimensionColumn)])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('products_facets').execute();
      if (kind === 'sqlite') {
        await sql`drop trigger products_dimensions_insert`.execute(db);
        await sql`drop trigger products_dimensions_update`.execute(db);
      }
      for (const key of dimensionKeys) {
        await db.schema.dropIndex(`products_${dimensionColumn(key)}`).execute();
        await db.schema.alterTable('products').dropColumn(dimensionColumn(key)).execute();
      }
    },
  };
}
