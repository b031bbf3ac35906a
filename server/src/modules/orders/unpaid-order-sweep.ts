import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireUnpaidOrders } from './expire-unpaid-orders.ts';

/**
 * Runs the expiry of unpaid orders every UNPAID_ORDER_SWEEP_MINUTES in every process (they agree
 * through the database, see expire-unpaid-orders.ts). The timer is unref'd, so it never keeps a
 * process alive, and stopped when the app closes. A failed round (database down) is logged and
 * the next one tries again.
 */
export const unpaidOrderSweepPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<unknown> | undefined;
    const sweep = () => {
      running ??= expireUnpaidOrders(app)
        .catch((error: unknown) => app.log.warn({ err: error }, 'expiring unpaid orders failed; will retry'))
        .finally(() => {
          running = undefined;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(sweep, app.config.orders.sweepIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'unpaid-order-sweep', dependencies: ['db', 'payments', 'catalog-cache'] },
);
