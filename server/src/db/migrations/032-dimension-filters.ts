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
 * `main_dimension_mm` (006) needs the mapper to: on SQLite a VIRTUAL generated column (ALTER TABLE
 * cannot add a STORED one; an index on a virtual column stores its values), on PostgreSQL a STORED
 * one. A malformed JSON text, which no writer makes, reads as no dimensions on SQLite rather than
 * failing the read.
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
          const path = sql.lit(`$.${key}`);
          await sql`alter table products add column ${column} real
            generated always as (case when json_valid(dimensions) then json_extract(dimensions, ${path}) end) virtual`.execute(
            db,
          );
        }
        await db.schema
          .createIndex(`products_${dimensionColumn(key)}`)
          .on('products')
          .column(dimensionColumn(key))
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const key of dimensionKeys) {
        await db.schema.dropIndex(`products_${dimensionColumn(key)}`).execute();
        await db.schema.alterTable('products').dropColumn(dimensionColumn(key)).execute();
      }
    },
  };
}
