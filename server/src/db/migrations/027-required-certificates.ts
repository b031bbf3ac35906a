import type { Kysely } from 'kysely';

/**
 * Required certificates (PRODUCT.md §20): `cart_lines.certificate_required` and
 * `cart_cuts.certificate_required`, the inspection document the buyer wants with the line
 * (`none`, `CoC`, `2.1`, `2.2`, `3.1`, `3.2`; shared/orders/certificate-required.ts). Checkout
 * carries it to `orders.certificate_required` (migration 018; null there for none). Lines from
 * before require none.
 */
export function requiredCertificates() {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['cart_lines', 'cart_cuts']) {
        await db.schema
          .alterTable(table)
          .addColumn('certificate_required', 'text', (c) => c.notNull().defaultTo('none'))
          .execute();
      }
    },
  };
}
