import type { Piscina } from 'piscina';
import type { LanguageTask } from './document-kinds.ts';
import type { BuiltBytes } from './document-worker.ts';

export interface DocumentPool {
  /** Builds one document on a worker thread, never on the caller's (ADR 025). */
  run(task: LanguageTask): Promise<BuiltBytes>;
  close(): Promise<void>;
}

/**
 * The worker threads that build documents (Piscina). Nothing starts until the first build (ADR 022:
 * a store that serves no invoice pays nothing for them); an idle thread ends after a minute. The
 * threads run at a lower priority (`niceIncrement`), so on a busy machine the request thread is
 * served first: a PDF may wait, a product page should not.
 */
export function createDocumentPool(size: number): DocumentPool {
  let pool: Promise<Piscina<LanguageTask, BuiltBytes>> | undefined;
  let closed = false;
  const started = () => {
    // A build asked for after close (an outbox delivery racing the shutdown) must not start a
    // new pool that nothing closes: its threads would outlive the app and hold the process.
    if (closed) return Promise.reject(new Error('the document pool is closed'));
    return (pool ??= import('piscina').then(
      ({ Piscina }) =>
        new Piscina<LanguageTask, BuiltBytes>({
          filename: new URL('./document-worker.ts', import.meta.url).href,
          minThreads: 0,
          maxThreads: size,
          idleTimeout: 60_000,
          niceIncrement: 10,
        }),
    ));
  };
  return {
    run: async (task) => (await started()).run(task),
    close: async () => {
      closed = true;
      if (pool) await (await pool).close();
    },
  };
}
