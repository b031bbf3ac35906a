import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { builtDocuments as texts } from '#shared/messages/built-documents.ts';
import { etagOf, noneMatch } from '../documents/index.ts';
import { keepDocument, type KeptDocument, keptDocumentContent } from './built-documents.repository.ts';
import { documentKinds, type DocumentTask } from './document-kinds.ts';
import { createDocumentPool } from './document-pool.ts';

export interface DocumentDownload {
  purchaseOrderId: string;
  task: DocumentTask;
  /** `Content-Disposition`, e.g. `inline; filename="Invoice-RM-000123.pdf"`. */
  disposition: string;
}

export interface BuiltDocuments {
  /**
   * Answers a document of an order: 304 when If-None-Match holds its version, else the kept bytes
   * of this version, else builds them on a worker thread (counted against the account's budget),
   * keeps them and sends them. The caller has checked that the viewer may read the document.
   */
  send(request: FastifyRequest, reply: FastifyReply, download: DocumentDownload): Promise<FastifyReply>;
  /**
   * The bytes of a document for the store's own use (a mail's attachment): the kept copy of this
   * version, else built on a worker thread and kept, so the buyer's download that follows is a
   * kept copy too. No account's build budget counts it: the store sends it, nobody asked.
   */
  content(purchaseOrderId: string, task: DocumentTask): Promise<Buffer>;
  /** What this process built, for the tests: how many builds, and the threads of the last 16. */
  readonly stats: { builds: number; threadIds: number[] };
}

declare module 'fastify' {
  interface FastifyInstance {
    builtDocuments: BuiltDocuments;
  }
}

/**
 * The version of a document: a digest of everything it is drawn from (the order as the API answers
 * it, the seller, the layout's number). Whatever changes what the document shows (a payment, a
 * status, a shipment, an edited address, SELLER_NAME) makes another version; nothing else does.
 * It is also the ETag, so a 304 needs neither the bytes nor a build.
 */
export function documentVersion(task: DocumentTask): string {
  return createHash('sha256')
    .update(`${task.kind}\n${documentKinds[task.kind].layout}\n`)
    .update(JSON.stringify(task.input))
    .digest('base64url');
}

/**
 * The route-level budget of every document download (`config.rateLimit`), built or kept, 304s
 * too, per account: DOCUMENT_DOWNLOAD_RATE_LIMIT (120) a minute. A kept copy is cheap but not
 * free (the order is read to know its version: ~8 ms of this thread for 500 lines), and a script
 * downloading in loops would otherwise take the thread from everyone else (PRODUCT.md §21).
 * Checked after the access check, so the viewer is known.
 */
export function documentDownloadBudget(app: FastifyInstance) {
  return {
    max: app.config.documents.downloadsPerMinute,
    timeWindow: '1 minute',
    keyGenerator: async (request: FastifyRequest) =>
      `document-downloads:${(await app.viewerOf(request))?.id ?? request.ip}`,
  };
}

class BudgetExceeded extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('document build budget exceeded');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Documents built from orders (ADR 025, PRODUCT.md §21): made once per version on worker threads,
 * kept in the database (built_documents) for every process, served with an ETag. Concurrent
 * requests for the same version in one process share one build.
 */
export const builtDocumentsPlugin = fp(
  async (app: FastifyInstance) => {
    const { workers, buildsPerMinute } = app.config.documents;
    const pool = createDocumentPool(workers);
    app.addHook('onClose', () => pool.close());
    const stats = { builds: 0, threadIds: [] as number[] };
    const building = new Map<string, Promise<Buffer>>();
    // Builds, not downloads, are what this budget counts: a 304 or a kept copy costs a read, not a build.
    // The same @fastify/rate-limit store as every budget (Redis when configured), keyed by account.
    const budget = app.createRateLimit({
      max: buildsPerMinute,
      timeWindow: '1 minute',
      keyGenerator: async (request) => `documents:${(await app.viewerOf(request))?.id ?? request.ip}`,
    });

    const build = async (document: KeptDocument, task: DocumentTask): Promise<Buffer> => {
      const built = await pool.run(task);
      stats.builds += 1;
      // The last few only: a long-running store builds thousands.
      stats.threadIds.push(built.threadId);
      if (stats.threadIds.length > 16) stats.threadIds.shift();
      try {
        await keepDocument(app.db, document, built.bytes, app.config.now().toISOString());
      } catch (error) {
        // Not kept (the order deleted meanwhile, the database busy): the bytes are still right to send.
        app.log.warn({ err: error, purchaseOrderId: document.purchaseOrderId }, 'built document not kept');
      }
      return Buffer.from(built.bytes.buffer, built.bytes.byteOffset, built.bytes.byteLength);
    };

    /** `request`: the download whose account's budget a build counts against; null for the store's own. */
    const contentOf = async (request: FastifyRequest | null, document: KeptDocument, task: DocumentTask) => {
      const kept = await keptDocumentContent(app.db, document);
      if (kept) return kept;
      const key = `${document.purchaseOrderId}\n${document.kind}\n${document.version}`;
      const shared = building.get(key);
      if (shared) return shared;
      if (request) {
        const limit = await budget(request);
        if (!limit.isAllowed && limit.isExceeded) throw new BudgetExceeded(Math.max(1, limit.ttlInSeconds));
      }
      // Another request may have started the same build while the budget was being read.
      const started = building.get(key) ?? build(document, task).finally(() => building.delete(key));
      building.set(key, started);
      return started;
    };

    const keptDocumentOf = (purchaseOrderId: string, task: DocumentTask): KeptDocument => ({
      purchaseOrderId,
      kind: task.kind,
      version: documentVersion(task),
      contentType: documentKinds[task.kind].contentType,
    });

    app.decorate('builtDocuments', {
      stats,
      content: (purchaseOrderId, task) => contentOf(null, keptDocumentOf(purchaseOrderId, task), task),
      async send(request, reply, { purchaseOrderId, task, disposition }) {
        const document = keptDocumentOf(purchaseOrderId, task);
        const etag = etagOf(document.version);
        // no-cache, not no-store: the browser keeps the file and asks again with If-None-Match.
        reply.header('cache-control', 'private, no-cache').header('etag', etag);
        if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
        try {
          const content = await contentOf(request, document, task);
          return reply
            .type(document.contentType)
            .header('content-disposition', disposition)
            .header('content-length', content.length)
            .send(content);
        } catch (error) {
          if (!(error instanceof BudgetExceeded)) throw error;
          const seconds = error.retryAfterSeconds;
          return reply
            .code(429)
            .header('retry-after', seconds)
            .send({ message: texts.tooManyBuilds(buildsPerMinute, seconds) });
        }
      },
    } satisfies BuiltDocuments);
  },
  { name: 'built-documents', dependencies: ['db', 'security'] },
);
