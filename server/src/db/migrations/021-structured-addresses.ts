import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * Structured addresses (PRODUCT.md §16, docs/product/ordering.md#addresses).
 *
 * Each structured address is one JSON text column beside the text column it came from:
 * `purchase_orders.ship_to_json`, `companies.billing_address_json`, `company_addresses.address_json`
 * and `profiles.ship_to_json`; and the order's bill-to, fixed when it is placed, in
 * `purchase_orders.bill_to_json` (null: the buyer on their own, billed at the ship-to).
 *
 * - JSON rather than a column per field: an address is always read and written whole, never
 *   searched or joined on by part in SQL (freight zones and tax registrations match it in shared
 *   code), so one column keeps it whole on both engines (plain text, the same queries on SQLite and
 *   PostgreSQL), and a field added later needs no migration.
 * - The text columns stay, with the text every answer's `address` field gives (as typed when it was
 *   free text, the printed lines of a structured one): SPEC.md's `buyerAddress` and the old
 *   `address` fields read exactly as before.
 * - Existing rows: their text becomes `line1`, in the store's home country with no city
 *   (`fromFreeText`); a company's orders get their company and its billing address as bill-to.
 */
export function structuredAddresses(kind: DatabaseKind) {
  // The store's home country when addresses gained structure (shared/addresses/home-country.ts);
  // written out so that this migration says the same thing whatever that setting becomes.
  const homeCountry = 'US';
  const json = (pairs: [string, RawBuilder<unknown> | string][]): RawBuilder<unknown> => {
    const args = sql.join(
      pairs.flatMap(([key, value]) => [sql.lit(key), typeof value === 'string' ? sql.lit(value) : value]),
    );
    return kind === 'postgres' ? sql`json_build_object(${args})` : sql`json_object(${args})`;
  };
  const freeText = (text: RawBuilder<unknown>) =>
    json([
      ['line1', sql`trim(${text})`],
      ['city', ''],
      ['country', homeCountry],
    ]);
  const asText = (value: RawBuilder<unknown>) => (kind === 'postgres' ? sql`(${value})::text` : value);
  const emptyArray = kind === 'postgres' ? sql`json_build_array()` : sql`json_array()`;
  const oneItem = (value: RawBuilder<unknown>) =>
    kind === 'postgres' ? sql`json_build_array(${value})` : sql`json_array(${value})`;
  return {
    async up(db: Kysely<unknown>) {
      const add = (table: string, column: string) => db.schema.alterTable(table).addColumn(column, 'text').execute();
      await add('purchase_orders', 'ship_to_json');
      await add('purchase_orders', 'bill_to_json');
      await add('companies', 'billing_address_json');
      await add('company_addresses', 'address_json');
      await add('profiles', 'ship_to_json');

      await sql`update purchase_orders set ship_to_json = ${asText(freeText(sql.ref('ship_to_address')))}`.execute(db);
      await sql`update companies set billing_address_json = ${asText(freeText(sql.ref('billing_address')))}`.execute(
        db,
      );
      await sql`update company_addresses set address_json = ${asText(freeText(sql.ref('address')))}`.execute(db);
      // An empty profile address is no address at all: it stays null.
      await sql`update profiles set ship_to_json = ${asText(freeText(sql.ref('ship_to_address')))}
        where trim(ship_to_address) <> ''`.execute(db);
      const billTo = json([
        ['name', sql.ref('c.name')],
        [
          'address',
          json([
            ['line1', sql`trim(c.billing_address)`],
            ['city', ''],
            ['country', homeCountry],
            ['address', sql.ref('c.billing_address')],
          ]),
        ],
        ['taxIds', sql`case when c.tax_id = '' then ${emptyArray} else ${oneItem(sql.ref('c.tax_id'))} end`],
      ]);
      await sql`update purchase_orders set bill_to_json = (
        select ${asText(billTo)} from companies c where c.id = purchase_orders.company_id)
        where company_id is not null`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      // The text columns were kept up to date all along: only the structure goes.
      const drop = (table: string, column: string) => db.schema.alterTable(table).dropColumn(column).execute();
      await drop('purchase_orders', 'ship_to_json');
      await drop('purchase_orders', 'bill_to_json');
      await drop('companies', 'billing_address_json');
      await drop('company_addresses', 'address_json');
      await drop('profiles', 'ship_to_json');
    },
  };
}
