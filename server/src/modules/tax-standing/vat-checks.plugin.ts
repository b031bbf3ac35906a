import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkDueVatIds } from './vat-checks.ts';
import type { VatVerifier } from './vat-verifier.ts';
import { createViesVatVerifier } from './vies-vat-verifier.ts';

export interface VatChecks {
  /** Check the due VAT IDs now, without waiting for the next round (after a VAT ID was set). */
  kick(): void;
  /** One round, awaited: tests, and the kick. Answers how many got a verdict. */
  run(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The VAT ID verifier (VIES), or undefined when VIES_URL=off. */
    vatVerifier: VatVerifier | undefined;
    vatChecks: VatChecks;
  }
}

/**
 * VAT ID checks (PRODUCT.md §16, ADR 030): a round every VAT_CHECK_SWEEP_MINUTES in every process,
 * and one at once when a VAT ID is set. What is owed lives in the company's row
 * (`vat_check_due_at`), written with the VAT ID, so a crash or VIES being down loses no check; two
 * processes checking the same row at once ask VIES twice and write the same verdict.
 */
export const vatChecksPlugin = fp(
  async (app: FastifyInstance) => {
    const { url, timeoutMs } = app.config.vies;
    app.decorate('vatVerifier', url ? createViesVatVerifier({ url, timeoutMs, log: app.log }) : undefined);
    let running: Promise<number> | undefined;
    const run = () => {
      running ??= checkDueVatIds(app)
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'VAT ID checks failed; the next round tries again');
          return 0;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    };
    // A round already running may have read the rows before the caller's write: wait it out, then run.
    const runAfterCurrent = async () => {
      await running;
      return run();
    };
    app.decorate('vatChecks', { kick: () => void runAfterCurrent(), run: runAfterCurrent });
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void run(), app.config.vies.sweepIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'vat-checks', dependencies: ['db'] },
);
