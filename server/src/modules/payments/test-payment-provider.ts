import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type PaymentProvider, PaymentProviderError } from './payment-provider.ts';
import { type CardOutcome, testCardOutcome } from './test-cards.ts';

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;

/**
 * The built-in test-mode provider (PAYMENT_PROVIDER=test, the default): Stripe's semantics and
 * test cards without leaving this machine. Payments live in the store's own database, in the
 * order's currency (PRODUCT.md §17), its code lower case as Stripe keeps it.
 */
export function createTestPaymentProvider(db: Kysely<Database>): PaymentProvider & {
  confirm(
    clientSecret: string,
    card: { number: string; expiry: string },
  ): Promise<{ paymentId: string; outcome: CardOutcome } | undefined>;
} {
  return {
    name: 'test',
    publicConfig: () => ({ provider: 'test' }),

    async createPayment({ orderId, amountCents, currency, existingPaymentId }) {
      const code = currency.toLowerCase();
      if (existingPaymentId) {
        const existing = await db
          .selectFrom('test_payments')
          .selectAll()
          .where('id', '=', existingPaymentId)
          .executeTakeFirst();
        if (
          existing &&
          Number(existing.amount_cents) === amountCents &&
          existing.currency === code &&
          existing.order_id === orderId
        ) {
          return { id: existing.id, clientSecret: existing.client_secret };
        }
      }
      const id = newId('pi');
      const clientSecret = `${id}_secret_${randomBytes(16).toString('base64url')}`;
      const at = new Date().toISOString();
      await db
        .insertInto('test_payments')
        .values({
          id,
          client_secret: clientSecret,
          order_id: orderId,
          amount_cents: amountCents,
          currency: code,
          status: 'requires_payment_method',
          last_error: null,
          refund_id: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return { id, clientSecret };
    },

    async retrieve(paymentId) {
      const row = await db.selectFrom('test_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        // A refunded payment did succeed once: it still proves the order was paid.
        succeeded: row.status === 'succeeded' || row.status === 'refunded',
        amountCents: Number(row.amount_cents),
        currency: row.currency.toUpperCase(),
        orderId: row.order_id,
      };
    },

    async refund({ paymentId, orderId }) {
      const at = new Date().toISOString();
      // Conditional, so two admins cancelling at once make one refund and both read its id.
      await db
        .updateTable('test_payments')
        .set({ status: 'refunded', refund_id: newId('re'), updated_at: at })
        .where('id', '=', paymentId)
        .where('order_id', '=', orderId)
        .where('status', '=', 'succeeded')
        .execute();
      const row = await db
        .selectFrom('test_payments')
        .select(['status', 'refund_id'])
        .where('id', '=', paymentId)
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      if (row?.status !== 'refunded' || !row.refund_id) {
        // As Stripe answers it (400): nothing a retry changes.
        const refusal = Object.assign(new Error(`test payment ${paymentId} of order ${orderId} cannot be refunded`), {
          statusCode: 400,
        });
        throw new PaymentProviderError(refusal);
      }
      return { id: row.refund_id };
    },

    /** What Stripe.js's confirmCardPayment does for a real card, for the test cards. */
    async confirm(clientSecret, card) {
      const row = await db
        .selectFrom('test_payments')
        .selectAll()
        .where('client_secret', '=', clientSecret)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.status !== 'requires_payment_method') return { paymentId: row.id, outcome: { ok: true } };
      const outcome = testCardOutcome(card);
      await db
        .updateTable('test_payments')
        .set({
          status: outcome.ok ? 'succeeded' : 'requires_payment_method',
          last_error: outcome.ok ? null : outcome.code,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', row.id)
        .where('status', '=', 'requires_payment_method')
        .execute();
      return { paymentId: row.id, outcome };
    },
  };
}

export type TestPaymentProvider = ReturnType<typeof createTestPaymentProvider>;
