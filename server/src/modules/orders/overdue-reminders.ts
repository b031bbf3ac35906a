import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { noticeToCompany } from './company-order-notices.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';
import { recordEvent } from './purchase-orders.repository.ts';
import { invoicedStatuses } from '../companies/index.ts';

/** Invoices per round; a larger backlog is worked off over the next rounds. */
const batchSize = 500;

/**
 * The overdue reminder (docs/product/companies.md#paying-on-account): every invoice on account
 * still owing after its due day gets one mail to its company's admins, however many processes run.
 * Each candidate is claimed with `update … set overdue_notified_at = now where id = ? and
 * overdue_notified_at is null`; only the process whose UPDATE changed the row mails, so of two
 * sweeps at once exactly one wins each invoice (no Redis needed). The claim and its timeline event
 * commit together with the reminder's outbox messages (PRODUCT.md §21), which the outbox delivers
 * once each. Answers how many reminders this call claimed.
 */
export async function remindOverdueInvoices(context: PurchaseOrdersContext): Promise<number> {
  const now = context.config.now();
  const at = now.toISOString();
  const today = at.slice(0, 10);
  const candidates = await context.db
    .selectFrom('purchase_orders')
    .select('id')
    .where('payment_method', '=', 'account')
    .where('status', 'in', invoicedStatuses)
    .where('overdue_notified_at', 'is', null)
    .where('due_date', '<', today)
    .whereRef('amount_paid_cents', '<', 'total_cents')
    .orderBy('due_date')
    .limit(batchSize)
    .execute();
  let claimed = 0;
  for (const { id } of candidates) {
    const won = await context.db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('purchase_orders')
        .set({ overdue_notified_at: at })
        .where('id', '=', id)
        .where('overdue_notified_at', 'is', null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      await recordEvent(trx, id, { type: 'overdue_reminder', at });
      await noticeToCompany(trx, context, 'overdue', id);
      return true;
    });
    if (!won) continue;
    claimed += 1;
  }
  if (claimed > 0) context.outbox.kick();
  if (claimed > 0) context.log.info({ claimed }, 'overdue invoice reminders sent');
  return claimed;
}

/**
 * Runs the reminder every OVERDUE_REMINDER_SWEEP_MINUTES in every process, as the unpaid-order
 * sweep runs (an unref'd timer, stopped when the app closes; a failed round is logged and the next
 * one tries again).
 */
export const overdueReminderSweepPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<unknown> | undefined;
    const sweep = () => {
      running ??= remindOverdueInvoices(app)
        .catch((error: unknown) => app.log.warn({ err: error }, 'overdue invoice reminders failed; will retry'))
        .finally(() => {
          running = undefined;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(sweep, app.config.orders.overdueSweepIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'overdue-reminder-sweep', dependencies: ['db'] },
);
