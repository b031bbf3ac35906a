import { type Kysely, sql } from 'kysely';
import { unitRankSql } from './013-units.ts';

/**
 * The descending price order's own index (issue 32: a search at 100k products under 50 ms). The price
 * sorts compare like units, pieces first (013's `unitRankSql`), so "price, highest first" is the unit
 * rank ascending and the price descending: directions no index of 013 runs in, forwards or backwards,
 * and a listing most products fall in ("ASTM" among tubes: 19,004) sorted every one of them to show 24.
 * With this index both engines walk the order and stop at the page (catalog listing-plan.ts).
 */
export const priceDescIndex = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('products_unit_price_desc')
      .on('products')
      .expression(sql.raw(`${unitRankSql}, price_cents desc, created_at, id`))
      .execute();
  },
};
