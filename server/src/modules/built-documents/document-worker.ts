import { threadId } from 'node:worker_threads';
import { buildDocument, type LanguageTask } from './document-kinds.ts';

export interface BuiltBytes {
  bytes: Uint8Array;
  /** The worker thread that built them: never the server's main thread (0), as the tests check. */
  threadId: number;
}

/**
 * The task of the document pool's worker threads (document-pool.ts, ADR 025). Node loads this file
 * as it loads the server, by type stripping, so it imports `.ts` files like every other module.
 */
export default async function buildInWorker(task: LanguageTask): Promise<BuiltBytes> {
  return { bytes: await buildDocument(task), threadId };
}
