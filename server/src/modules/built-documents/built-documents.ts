import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '#shared/i18n/languages.ts';
import { builtDocuments as texts } from '#shared/messages/built-documents.ts';
import { etagOf, noneMatch } from '../documents/index.ts';
import { keepDocument, type KeptDocument, keptDocumentContent } from './built-documents.repository.ts';
import { documentKinds, type DocumentTask } from './document-kinds.ts';
import { createDocumentPool } from './document-pool.ts';

/**
 * A document digested whole into its version: every kind but the ZIP, whose input is megabytes
 * of its parts' bytes and whose version is its parts' (sendBundle).
 */
type SingleTask = Exclude<DocumentTask, { kind: 'documentsZip' }>;

export interface DocumentDownload {
  purchaseOrderId: string;
  task: SingleTask;
  /** `Content-Disposition`, e.g. `inline; filename="Invoice-RM-000123.pdf"`. */
  disposition: string;
}

/**
 * A part of a bundle (the ZIP of an order's documents): a document built from the order, or a
 * file kept elsewhere (a mill certificate) with its own version (its SHA-256) and a reader of its
 * bytes, called only when the bundle is built.
 */
export type BundlePart =
  | { name: string; task: SingleTask }
  | { name: string; version: string; content: () => Promise<Uint8Array | undefined> };

export interface BundleDownload {
  purchaseOrderId: string;
  parts: BundlePart[];
  /** The ZIP entries' date: the order's last change, so the same parts make the same bytes. */
  mtime: string;
  disposition: string;
}

export interface BuiltDocuments {
  /**
   * Answers a document of an order in the request's language (its reader's, PRODUCT.md §18): 304
   * when If-None-Match holds its version, else the kept bytes of this version, else builds them on
   * a worker thread (counted against the account's budget), keeps them and sends them. The caller
   * has checked that the viewer may read the document.
   */
  send(request: FastifyRequest, reply: FastifyReply, download: DocumentDownload): Promise<FastifyReply>;
  /**
   * Answers the ZIP of the parts as `send` answers a document: its version is a digest of the
   * parts' names and versions (bundleVersion), so a 304 or the kept copy reads no part's bytes;
   * only a build does, taking each built part's kept copy (or building it) and the files' bytes.
   */
  sendBundle(request: FastifyRequest, reply: FastifyReply, download: BundleDownload): Promise<FastifyReply>;
  /**
   * The bytes of a document for the store's own use (a mail's attachment, in `language`: the
   * recipient's): the kept copy of this version, else built on a worker thread and kept, so the
   * buyer's download that follows is a kept copy too. No account's build budget counts it: the
   * store sends it, nobody asked.
   */
  content(purchaseOrderId: string, task: SingleTask, language: Language): Promise<Buffer>;
  /**
   * Counts a build made elsewhere (the certificate portal's ZIP, streamed, never kept) against the
   * account's budget of builds: undefined when it may go ahead, else the 429 to answer.
   */
  spendBuild(request: FastifyRequest): Promise<{ retryAfterSeconds: number; message: string } | undefined>;
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
 * it, the seller, the layout's number, the language it is written in). Whatever changes what the
 * document shows (a payment, a status, a shipment, an edited address, SELLER_NAME, the reader's
 * language) makes another version; nothing else does. It is also the ETag, so a 304 needs neither
 * the bytes nor a build, and a browser that switched language never keeps the other's copy.
 */
export function documentVersion(task: SingleTask, language: Language): string {
  return createHash('sha256')
    .update(`${task.kind}\n${documentKinds[task.kind].layout}\n${language}\n`)
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

const zipKind = 'documentsZip';

/**
 * The version of a bundle: its layout and each part's name and version (a built document's
 * documentVersion, a file's SHA-256). A changed order changes its PDFs' versions, a new
 * certificate adds a part: either makes a new ZIP; nothing else does.
 */
export function bundleVersion(parts: BundlePart[], language: Language): string {
  const versions = parts.map((part) => [
    part.name,
    'task' in part ? documentVersion(part.task, language) : part.version,
  ]);
  return createHash('sha256')
    .update(`${zipKind}\n${documentKinds[zipKind].layout}\n${language}\n`)
    .update(JSON.stringify(versions))
    .digest('base64url');
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

    const build = async (document: KeptDocument, makeTask: () => Promise<DocumentTask>): Promise<Buffer> => {
      const built = await pool.run({ ...(await makeTask()), language: document.language });
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

    /**
     * `request`: the download whose account's budget a build counts against; null for the store's own.
     * `makeTask`: what to build, asked only when no copy of this version is kept or being built.
     */
    const contentOf = async (
      request: FastifyRequest | null,
      document: KeptDocument,
      makeTask: () => Promise<DocumentTask>,
    ): Promise<Buffer> => {
      const kept = await keptDocumentContent(app.db, document);
      if (kept) return kept;
      const key = `${document.purchaseOrderId}\n${document.kind}\n${document.language}\n${document.version}`;
      const shared = building.get(key);
      if (shared) return shared;
      if (request) {
        const limit = await budget(request);
        if (!limit.isAllowed && limit.isExceeded) throw new BudgetExceeded(Math.max(1, limit.ttlInSeconds));
      }
      // Another request may have started the same build while the budget was being read.
      const started = building.get(key) ?? build(document, makeTask).finally(() => building.delete(key));
      building.set(key, started);
      return started;
    };

    const keptDocumentOf = (purchaseOrderId: string, task: SingleTask, language: Language): KeptDocument => ({
      purchaseOrderId,
      kind: task.kind,
      language,
      version: documentVersion(task, language),
      contentType: documentKinds[task.kind].contentType,
    });

    /** The bundle's entries, each part's bytes: built parts kept or built (the request's budget), files read. */
    const bundleTask = async (request: FastifyRequest, { purchaseOrderId, parts, mtime }: BundleDownload) => {
      const entries = await Promise.all(
        parts.map(async (part) => {
          const content =
            'task' in part
              ? await contentOf(request, keptDocumentOf(purchaseOrderId, part.task, request.language), async () => part.task)
              : await part.content();
          return content ? { name: part.name, content } : undefined;
        }),
      );
      // A file deleted since the parts were listed is left out: the next download lists it no more.
      const present = entries.filter((entry) => entry !== undefined);
      return { kind: zipKind, input: { entries: present, mtime } } satisfies DocumentTask;
    };

    /** 304, the kept or built bytes with the ETag, or 429 when the build would exceed the account's budget. */
    const answer = async (
      request: FastifyRequest,
      reply: FastifyReply,
      document: KeptDocument,
      disposition: string,
      makeTask: () => Promise<DocumentTask>,
    ) => {
      const etag = etagOf(document.version);
      // no-cache, not no-store: the browser keeps the file and asks again with If-None-Match.
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      try {
        const content = await contentOf(request, document, makeTask);
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
    };

    app.decorate('builtDocuments', {
      stats,
      spendBuild: async (request) => {
        const limit = await budget(request);
        if (limit.isAllowed || !limit.isExceeded) return undefined;
        const seconds = Math.max(1, limit.ttlInSeconds);
        return { retryAfterSeconds: seconds, message: texts.tooManyBuilds(buildsPerMinute, seconds) };
      },
      content: (purchaseOrderId, task, language) =>
        contentOf(null, keptDocumentOf(purchaseOrderId, task, language), async () => task),
      send: (request, reply, { purchaseOrderId, task, disposition }) =>
        answer(request, reply, keptDocumentOf(purchaseOrderId, task, request.language), disposition, async () => task),
      sendBundle: (request, reply, bundle) => {
        const document: KeptDocument = {
          purchaseOrderId: bundle.purchaseOrderId,
          kind: zipKind,
          language: request.language,
          version: bundleVersion(bundle.parts, request.language),
          contentType: documentKinds[zipKind].contentType,
        };
        return answer(request, reply, document, bundle.disposition, () => bundleTask(request, bundle));
      },
    } satisfies BuiltDocuments);
  },
  { name: 'built-documents', dependencies: ['db', 'security'] },
);
