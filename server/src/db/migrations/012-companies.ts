import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * Company accounts (docs/product/companies.md, ADR 016): companies, their members and invitations,
 * their ship-to addresses, and what purchase orders need for approvals and paying on account.
 *
 * - `company_members.user_id` is unique: an account belongs to at most one company, which the
 *   database keeps even when two joins race.
 * - Invitations keep only the SHA-256 of their token; the token itself is only in the mail.
 * - Money is in cents, the discount in basis points (integers on both engines).
 * - `purchase_orders.overdue_notified_at` is the claim the overdue reminder takes, so one mail goes
 *   out however many processes sweep.
 */
export function companies(kind: DatabaseKind) {
  const money = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('companies')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('tax_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('billing_address', 'text', (c) => c.notNull())
        .addColumn('approval_threshold_cents', money)
        .addColumn('payment_terms', 'text')
        .addColumn('credit_limit_cents', money, (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`credit_limit_cents >= 0`),
        )
        .addColumn('discount_bp', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`discount_bp >= 0 and discount_bp <= 5000`),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('companies_name').on('companies').column('name').execute();

      await db.schema
        .createTable('company_members')
        .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'buyer')`))
        .addColumn('monthly_limit_cents', money)
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('company_members_company').on('company_members').column('company_id').execute();

      await db.schema
        .createTable('company_invitations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'buyer')`))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('invited_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('accepted_at', 'text')
        .addColumn('accepted_by', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('company_invitations_company')
        .on('company_invitations')
        .column('company_id')
        .execute();

      await db.schema
        .createTable('company_addresses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('company_addresses_company')
        .on('company_addresses')
        .columns(['company_id', 'position'])
        .execute();

      const heads = () => db.schema.alterTable('purchase_orders');
      await heads()
        .addColumn('company_id', 'text', (c) => c.references('companies.id').onDelete('set null'))
        .execute();
      await heads().addColumn('payment_terms', 'text').execute();
      await heads().addColumn('due_date', 'text').execute();
      await heads()
        .addColumn('amount_paid_cents', money, (c) => c.notNull().defaultTo(0))
        .execute();
      await heads().addColumn('approved_by', 'text').execute();
      await heads().addColumn('approved_at', 'text').execute();
      await heads().addColumn('rejected_reason', 'text').execute();
      await heads().addColumn('overdue_notified_at', 'text').execute();
      await db.schema
        .createIndex('purchase_orders_company_created')
        .on('purchase_orders')
        .columns(['company_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('purchase_orders_due_date')
        .on('purchase_orders')
        .columns(['payment_method', 'due_date'])
        .execute();

      await db.schema
        .createTable('purchase_order_payments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('purchase_order_id', 'text', (c) => c.notNull().references('purchase_orders.id').onDelete('cascade'))
        .addColumn('amount_cents', money, (c) => c.notNull().check(sql`amount_cents > 0`))
        .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('card', 'transfer')`))
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('recorded_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('purchase_order_payments_order')
        .on('purchase_order_payments')
        .column('purchase_order_id')
        .execute();
    },
  };
}
