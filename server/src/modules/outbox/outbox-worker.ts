import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mail } from '../../mail/mailer.ts';
import { defaultLanguage } from '#shared/i18n/languages.ts';
import { enqueueMany } from './enqueue.ts';
import { deliver } from './delivery.ts';
import { claimDueMessages } from './outbox.repository.ts';
import type { OutboxTopics } from './topics.ts';

/** The outbox's worker, hung on the app (ADR 023). */
export interface OutboxWorker {
  /** Look for due messages now (after a commit that recorded some), without waiting for it. */
  kick(): void;
  /** Deliver everything due now, waiting for it; answers how many were delivered. For tests and scripts. */
  drain(): Promise<number>;
  /**
   * Records a mail already rendered (Better Auth's links) in its own transaction and sends it at
   * once; a failure stays in the outbox for the retries (the caller is not failed for it). The
   * mail's `language` is the one it was rendered in (its Content-Language); absent: English.
   */
  sendNow(mail: Mail): Promise<void>;
  /**
   * Delivers these messages now, just recorded by a commit (a cancel's refund), waiting for it,
   * instead of at the next round; one that fails stays for the retries (the caller is not failed).
   */
  deliverNow(ids: string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

/** Messages claimed per round; a larger backlog is worked off round after round. */
const batchSize = 20;
/** Messages rendered and sent at once by one process (each holds a database connection a moment). */
const parallelSends = 2;

/**
 * Delivers the outbox in every process, every OUTBOX_POLL_MS and whenever a request recorded a
 * message (kick). Processes agree through the rows' claims (outbox.repository.ts), so each message
 * is sent by one of them. The timer is unref'd and stopped when the app closes, after the round
 * in progress.
 */
export const outboxWorkerPlugin = fp(
  async (app: FastifyInstance, { topics }: { topics: OutboxTopics }) => {
    let running: Promise<number> | undefined;
    let again = false;
    let closed = false;

    const round = async (): Promise<number> => {
      let delivered = 0;
      for (;;) {
        const claimed = await claimDueMessages(app.db, new Date(), app.config.outbox.leaseMs, batchSize);
        // A few at a time: sending must not take the connections a burst of orders needs.
        for (let at = 0; at < claimed.length; at += parallelSends) {
          const sent = await Promise.all(
            claimed.slice(at, at + parallelSends).map((message) => deliver(app, topics, message)),
          );
          delivered += sent.filter(Boolean).length;
        }
        if (claimed.length < batchSize || closed) return delivered;
      }
    };
    const start = (): Promise<number> => {
      if (running) {
        again = true;
        return running;
      }
      running = round()
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'outbox round failed; will retry');
          return 0;
        })
        .finally(() => {
          running = undefined;
          if (again && !closed) {
            again = false;
            void start();
          }
        });
      return running;
    };

    const worker: OutboxWorker = {
      kick: () => {
        if (!closed) void start();
      },
      async drain() {
        while (running) await running;
        let delivered = 0;
        for (;;) {
          const more = await start();
          while (running) await running;
          delivered += more;
          // Nothing more went: all delivered, or what is left waits for its backoff.
          if (more === 0) return delivered;
        }
      },
      async sendNow(mail) {
        const ids = await app.db.transaction().execute((trx) =>
          enqueueMany(trx, app, [
            {
              topic: 'rendered',
              recipient: mail.to,
              payload: { subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) },
              language: mail.language ?? defaultLanguage,
            },
          ]),
        );
        await worker.deliverNow(ids);
      },
      async deliverNow(ids) {
        if (ids.length === 0) return;
        try {
          // Claimed like any round's message: a worker that took it first keeps it.
          const claimed = await claimDueMessages(app.db, new Date(), app.config.outbox.leaseMs, ids.length, ids);
          for (const message of claimed) await deliver(app, topics, message);
        } catch (error) {
          // Committed already: the next round sends it; the caller's change stands.
          app.log.warn({ err: error, outboxMessages: ids }, 'outbox messages not sent at once; the worker will');
        }
      },
    };
    app.decorate('outbox', worker);

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(worker.kick, app.config.outbox.pollIntervalMs);
      timer.unref();
      worker.kick();
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      while (running) await running;
    });
  },
  { name: 'outbox-worker', dependencies: ['db', 'auth'] },
);
